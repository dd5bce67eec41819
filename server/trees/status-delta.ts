import type { StatusTreeAnswer, StatusTreeDelta } from '../../shared/schemas/teamtree';

/**
 * The status answer for a caller who holds the tree as a read showed it, `since` being the latest
 * `updatedAt` that read brought: only the profiles changed after that moment, the rest of the
 * answer in full, and the tree's profile count and sum of versions, so the caller can tell that
 * its merge is not the tree (profiles were deleted meanwhile) and read the whole tree instead.
 *
 * Each change of a tree's profiles stamps them under the tree lock at least a millisecond after
 * the tree's latest `updated_at` (store/gateway.ts), so everything changed after a read shows a
 * later `updatedAt` than anything the read brought, also at the millisecond the API shows.
 * A profile's answer changes without its own change only in `parentName`, which the caller takes
 * from the renamed parent (the tree cache relies on the same: tree-cache.ts). Both times are ISO
 * strings in UTC with milliseconds, so they compare as text.
 */
export function statusDelta(answer: StatusTreeAnswer, since: string): StatusTreeDelta {
  const after = new Date(since).toISOString();
  const { profiles } = answer.teamtree;
  let versionSum = 0;
  for (const profile of profiles) versionSum += profile.version;
  return {
    ...answer,
    teamtree: {
      ...answer.teamtree,
      profiles: profiles.filter((profile) => profile.updatedAt > after),
      profileCount: profiles.length,
      profileVersionSum: versionSum,
    },
  };
}
