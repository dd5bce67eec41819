import crypto from 'node:crypto';
import type { StatusTreeAnswer } from '../../../shared/schemas/teamtree';

/** A UUID-shaped id derived from the tree and the position (as random to a compressor as real ids). */
function profileId(treeId: string, i: number): string {
  const hex = crypto.createHash('md5').update(`${treeId}:${i}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A status answer of `profiles` profiles (a chain) in tree `treeId`, and `trees` trees of the caller. */
export function statusAnswer(profiles: number, trees: number, treeId = 'tree-0'): StatusTreeAnswer {
  const summary = (i: number) => ({ id: i ? `tree-${i}` : treeId, name: `Tree ${i} ${'ä'.repeat(i % 7)}`, ownerId: 'o', ownerName: 'O W', members: [{ permission: 'READ' as const }] });
  return {
    teamtree: {
      ...summary(0),
      profiles: Array.from({ length: profiles }, (_, i) => ({
        id: profileId(treeId, i),
        teamtreeId: treeId,
        name: `Partner ${i} \u{1F333}`,
        phone: '',
        birthday: null,
        billDate: '2031-01-01',
        parentId: i ? profileId(treeId, i - 1) : null,
        parentName: i ? `Partner ${i - 1}` : null,
        categoryData: { categories: [], tags: [] },
        categories: [],
        reminders: [],
        version: 1,
        updatedAt: '2026-11-24T10:00:00.000Z',
      })),
      categories: [],
      ownerPlan: 'BASIC',
      categoryLimit: 3,
    },
    userMembership: { id: 'm', userId: 'u', user: { firstName: 'A', lastName: 'B', email: 'a@example.com' }, permission: 'READ', linkedProfileId: null, teamtreeId: treeId },
    needsProfileLink: true,
    teamtrees: Array.from({ length: trees }, (_, i) => summary(i)),
  };
}

/** The answer with its profiles in a frozen list, as the tree cache hands out one per version. */
export function frozenVersion(answer: StatusTreeAnswer, profiles = answer.teamtree.profiles): StatusTreeAnswer {
  return { ...answer, teamtree: { ...answer.teamtree, profiles: Object.freeze(profiles.slice()) as typeof profiles } };
}
