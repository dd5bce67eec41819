import type { TeamVolume } from '../../shared/domain/team-volume';

/**
 * Team volumes and legs kept per month (docs/figures.md "Kept per month"), so a second read of a
 * month (another page, the Teamlist after the tree) does not sum 100,000 partners again.
 *
 * An entry is kept under the tree's profiles as the tree cache answers them (server/profiles/
 * tree-cache.ts: one frozen array per state of the tree, a new one after any change, so a move,
 * a delete or a restore finds no entry) and the month's version (figure_months, moved on by
 * every figures write and undo, on every instance). A tree's arrays go with the tree cache's
 * entry, and their months with them. Small trees, read fresh each time, are summed each time.
 */

/** Months kept per state of a tree (the picked month, the one before, a chart's year). */
export const MONTHS_KEPT = 14;

interface Kept {
  version: number;
  totals: TeamVolume[];
}

const kept = new WeakMap<object, Map<string, Kept>>();

/** The month's totals for this state of the tree and this version of the month, computed by `compute` when not kept. */
export function keptTotals(profiles: readonly object[], period: string, version: number, compute: () => TeamVolume[]): TeamVolume[] {
  let months = kept.get(profiles);
  if (!months) kept.set(profiles, (months = new Map()));
  const hit = months.get(period);
  if (hit && hit.version === version) {
    // The most recently used month goes last: the first is the one left out when too many are kept.
    months.delete(period);
    months.set(period, hit);
    return hit.totals;
  }
  const totals = compute();
  months.delete(period);
  months.set(period, { version, totals });
  if (months.size > MONTHS_KEPT) months.delete(months.keys().next().value!);
  return totals;
}

/** The month's totals when kept for this state of the tree and this version of the month (nothing is computed). */
export function totalsIfKept(profiles: readonly object[], period: string, version: number): TeamVolume[] | undefined {
  const hit = kept.get(profiles)?.get(period);
  return hit && hit.version === version ? hit.totals : undefined;
}
