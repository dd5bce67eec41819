import type { StatusTreeAnswer, StatusTreeDelta } from '../../shared/schemas/teamtree';

/**
 * The status answer for a caller who holds the tree as it was at `since` (the latest `updatedAt`
 * of the profiles they read): only the profiles changed at or after that moment, the rest of the
 * answer in full, and the tree's profile count, so the caller can tell that profiles were deleted
 * (it then holds more than the count) and read the whole tree instead.
 *
 * Every change of a profile raises its `updatedAt` under the tree lock (store/gateway.ts), so the
 * times grow with the order of commits; a profile's answer changes without its own change only in
 * `parentName`, which the caller takes from the renamed parent (the tree cache relies on the same:
 * tree-cache.ts). `updatedAt` is shown to the millisecond, so "at or after" may repeat a profile the
 * caller has; it never leaves one out. Both are ISO strings in UTC with milliseconds, so they
 * compare as text.
 */
export function statusDelta(answer: StatusTreeAnswer, since: string): StatusTreeDelta {
  const from = new Date(since).toISOString();
  const { profiles } = answer.teamtree;
  return {
    ...answer,
    teamtree: { ...answer.teamtree, profiles: profiles.filter((profile) => profile.updatedAt >= from), profileCount: profiles.length },
  };
}
