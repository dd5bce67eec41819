import fc from 'fast-check';

/** Test oracle for team volumes (docs/figures.md): sums every partner's PV into each of its uplines, the slow way. */

export interface Member {
  id: string;
  parentId: string | null;
}

/** A random tree of up to `most` partners (one root; each later partner under an earlier one) with PVs in cents or null. */
export function randomTeam(most: number) {
  return fc
    .array(fc.record({ parent: fc.nat(), pvCents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }) }), { minLength: 1, maxLength: most })
    .map((nodes) => {
      const members: Member[] = nodes.map((node, i) => ({ id: `p${String(i).padStart(4, '0')}`, parentId: i === 0 ? null : `p${String(node.parent % i).padStart(4, '0')}` }));
      const pv = new Map(nodes.map((node, i) => [members[i].id, node.pvCents === null ? null : node.pvCents / 100]));
      return { members, pv };
    });
}

/** Each partner's team volume and legs (legs in id order), by walking up from every partner. */
export function bruteTeamVolumes(members: readonly Member[], pv: ReadonlyMap<string, number | null>) {
  const parentOf = new Map(members.map((m) => [m.id, m.parentId]));
  const cents = new Map<string, number>(members.map((m) => [m.id, 0]));
  for (const m of members) {
    const own = Math.round((pv.get(m.id) ?? 0) * 100);
    for (let at: string | null | undefined = m.id; at; at = parentOf.get(at)) cents.set(at, cents.get(at)! + own);
  }
  return new Map(
    members.map((m) => [
      m.id,
      {
        teamVolume: cents.get(m.id)! / 100,
        legs: members
          .filter((c) => c.parentId === m.id)
          .map((c) => ({ profileId: c.id, volume: cents.get(c.id)! / 100 }))
          .sort((a, b) => a.profileId.localeCompare(b.profileId)),
      },
    ]),
  );
}
