import { compareCategoryValues, orderValueKey } from './category-order';

/*
 * Teambars by rank (docs/figures.md "Teamlist, Teambars and tree"): one group per rank of the
 * month shown, ranks in the tree's rank plan order (lowest first) when it has one, ranks outside
 * the plan after them by name (German order), and the partners without a rank last.
 */

export interface RankGroup<P> {
  /** The rank as first met (ranks differing in case only are one group); null: no rank. */
  rank: string | null;
  profiles: P[];
}

/** The groups, empty ones left out; `places` is `rankPlaces(plan)` (empty: no plan, ranks by name). */
export function groupByRank<P>(profiles: readonly P[], rankOf: (profile: P) => string | null, places: ReadonlyMap<string, number>): RankGroup<P>[] {
  const groups = new Map<string, RankGroup<P>>();
  const none: RankGroup<P> = { rank: null, profiles: [] };
  for (const profile of profiles) {
    const rank = rankOf(profile)?.trim() ?? '';
    if (!rank) {
      none.profiles.push(profile);
      continue;
    }
    const key = orderValueKey(rank);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { rank, profiles: [] }));
    group.profiles.push(profile);
  }
  const order = places.size > 0 ? places : undefined;
  const ranked = [...groups.values()].sort((a, b) => compareCategoryValues(order, a.rank!, b.rank!));
  return none.profiles.length ? [...ranked, none] : ranked;
}
