import { categoriesInUse, type TreeAnswer, type TreeProfile } from '../../../desktop/renderer/src/realtime/tree-patch';

/** The tree the profiles and answers below belong to. */
export const TREE = 'tree-1';

/** A profile of TREE at version 1, named after its id in capitals; no upline's name unless `extra` gives one. */
export function treeProfile(id: string, parentId: string | null, extra: Partial<TreeProfile> = {}): TreeProfile {
  return {
    id,
    teamtreeId: TREE,
    name: id.toUpperCase(),
    phone: '',
    birthday: null,
    billDate: '2031-01-01',
    parentId,
    parentName: null,
    categoryData: { categories: [], tags: [] },
    categories: [],
    reminders: [],
    version: 1,
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...extra,
  };
}

/** The answer about TREE (its owner u1) holding `profiles`, as an EDIT member (u2) without a linked profile reads it. */
export function treeAnswer(profiles: TreeProfile[]): TreeAnswer {
  return {
    teamtree: {
      id: TREE,
      name: 'Team',
      ownerId: 'u1',
      ownerName: 'O W',
      members: [{ permission: 'EDIT' }],
      profiles,
      categories: categoriesInUse(profiles),
      ownerPlan: 'BASIC',
      categoryLimit: 3,
    },
    userMembership: { id: 'm1', userId: 'u2', user: { firstName: 'E', lastName: 'D', email: 'e@example.com' }, permission: 'EDIT', linkedProfileId: null, teamtreeId: TREE },
    needsProfileLink: true,
    teamtrees: [{ id: TREE, name: 'Team', ownerId: 'u1', ownerName: 'O W', members: [{ permission: 'EDIT' }] }],
  } as TreeAnswer;
}
