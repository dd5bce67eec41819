import { childrenByParent } from './tree-children';

/**
 * Team volume and legs of a period (API.md additions of 2026-12-07, "Back-office figures";
 * docs/figures.md): a partner's team volume is their own PV plus the PV of everyone below; a
 * leg is one partner directly below with that partner's team volume. Pure, one pass over the
 * tree: the server computes it for a whole tree at once.
 */

export interface LegVolume {
  profileId: string;
  volume: number;
}

export interface TeamVolume {
  profileId: string;
  teamVolume: number;
  /** One per partner directly below, the largest first (equal volumes: in the tree's order). */
  legs: LegVolume[];
}

interface Member {
  id: string;
  parentId: string | null;
}

/** Volumes are summed in cents (they have at most 2 decimals), so a sum is exact. */
const toCents = (volume: number | null | undefined): number => Math.round((volume ?? 0) * 100);
const fromCents = (cents: number): number => cents / 100;

/**
 * Every partner's team volume and legs, in the order of `members`. `pvOf` holds the period's
 * PV by partner (a partner without figures counts 0). Partners in a cycle (a damaged tree),
 * reached from no partner without an upline, count their own PV only.
 */
export function teamVolumes(members: readonly Member[], pvOf: ReadonlyMap<string, number | null>): TeamVolume[] {
  const known = new Set(members.map((m) => m.id));
  const children = childrenByParent(members);
  // Top-down order from the partners without (a known) upline; then summed bottom-up.
  const order: string[] = members.filter((m) => !m.parentId || !known.has(m.parentId)).map((m) => m.id);
  const seen = new Set(order);
  for (let i = 0; i < order.length; i++) {
    for (const child of children.get(order[i]) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      order.push(child);
    }
  }
  const cents = new Map<string, number>(members.map((m) => [m.id, toCents(pvOf.get(m.id))]));
  // Every partner has one upline, so each reached partner is summed into exactly one.
  const legsOf = new Map<string, string[]>(order.map((id) => [id, (children.get(id) ?? []).filter((child) => seen.has(child))]));
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i];
    for (const head of legsOf.get(id)!) cents.set(id, cents.get(id)! + cents.get(head)!);
  }
  return members.map((m) => {
    const legs = (legsOf.get(m.id) ?? []).map((head) => ({ profileId: head, volume: fromCents(cents.get(head)!) }));
    legs.sort((a, b) => b.volume - a.volume);
    return { profileId: m.id, teamVolume: fromCents(cents.get(m.id)!), legs };
  });
}
