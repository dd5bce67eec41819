import { fromCents, toCents } from './volume-cents';

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


/**
 * Every partner's team volume and legs, in the order of `members`. `pvOf` holds the period's
 * PV by partner (a partner without figures counts 0). Partners in a cycle (a damaged tree),
 * reached from no partner without an upline, count their own PV only.
 */
export function teamVolumes(members: readonly Member[], pvOf: ReadonlyMap<string, number | null>): TeamVolume[] {
  const n = members.length;
  const indexOf = new Map<string, number>();
  for (let i = 0; i < n; i++) indexOf.set(members[i].id, i);
  // Each partner's upline by index (-1: none, or not in the tree); the direct partners of each in
  // one array (`below`, from `start[i]` to `start[i + 1]`), in the tree's order.
  const upline = new Int32Array(n);
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    const parentId = members[i].parentId;
    const at = parentId === null ? undefined : indexOf.get(parentId);
    upline[i] = at === undefined ? -1 : at;
    if (at !== undefined) start[at + 1]++;
  }
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const below = new Int32Array(start[n]);
  const filled = start.slice(0, n);
  for (let i = 0; i < n; i++) if (upline[i] >= 0) below[filled[upline[i]]++] = i;
  // Top-down order from the partners without an upline; then summed bottom-up, in cents.
  const order = new Int32Array(n);
  const reached = new Uint8Array(n);
  let size = 0;
  const reach = (i: number) => {
    if (reached[i]) return;
    reached[i] = 1;
    order[size++] = i;
  };
  for (let i = 0; i < n; i++) if (upline[i] < 0) reach(i);
  for (let k = 0; k < size; k++) for (let c = start[order[k]]; c < start[order[k] + 1]; c++) reach(below[c]);
  const cents = new Float64Array(n);
  for (let i = 0; i < n; i++) cents[i] = toCents(pvOf.get(members[i].id));
  for (let k = size - 1; k >= 0; k--) if (upline[order[k]] >= 0) cents[upline[order[k]]] += cents[order[k]];
  const totals: TeamVolume[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const legs: LegVolume[] = [];
    // Partners in a cycle (never reached) have no legs.
    if (reached[i]) for (let c = start[i]; c < start[i + 1]; c++) legs.push({ profileId: members[below[c]].id, volume: fromCents(cents[below[c]]) });
    if (legs.length > 1) legs.sort((a, b) => b.volume - a.volume);
    totals[i] = { profileId: members[i].id, teamVolume: fromCents(cents[i]), legs };
  }
  return totals;
}
