import { describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { addMember, createTree, rootOf } from './trees-fixtures';

/**
 * A deleted account in the trash of trees that remain (docs/privacy.md "Deleting the account"):
 * the trash items it deleted name no user (`deletedBy: null`), and the tag copies it made keep
 * no creator, in a tree it was a member of and in a tree it handed over; restored, those tags
 * come back without a creator. The test plants its own trees and users.
 */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;

const deleteAccount = (user: TestUser, body: Record<string, unknown>) => api.request('DELETE', '/api/auth/account', { password: user.password, ...body }, { token: user.access });

async function addPartner(teamtreeId: string, user: TestUser, name: string, categories: { name: string; value: string }[]): Promise<string> {
  const res = await api.post('/api/teamtree/profile', { teamtreeId, parentId: await rootOf(db(), teamtreeId), name, billDate: '2026-01-15', categories }, { token: user.access });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.profile.id;
}

async function trashOf(teamtreeId: string, user: TestUser): Promise<any[]> {
  const res = await api.get(`/api/teamtree/trash?teamtreeId=${teamtreeId}`, { token: user.access });
  expect(res.status).toBe(200);
  return res.body.items;
}

/** Every stored mention of `userId` in the trash, the history and the tags of these trees. */
async function mentionsOf(userId: string, treeIds: string[]) {
  const trashIds = db()('trash_items').whereIn('teamtree_id', treeIds).select('id');
  return {
    trashItems: await db()('trash_items').whereIn('teamtree_id', treeIds).where({ deleted_by_id: userId }).select('id'),
    trashTags: await db()('trash_tags').whereIn('trash_id', trashIds).where({ created_by_id: userId }).select('trash_id', 'value'),
    history: await db()('profile_history').whereIn('teamtree_id', treeIds).where({ user_id: userId }).select('id'),
    tags: await db()('profile_tags as t').join('profiles as p', 'p.id', 't.profile_id').whereIn('p.teamtree_id', treeIds).where('t.created_by_id', userId).select('t.id'),
    categories: await db()('categories').whereIn('teamtree_id', treeIds).where({ created_by_id: userId }).select('id'),
  };
}

const NONE = { trashItems: [], trashTags: [], history: [], tags: [], categories: [] };

describe('a deleted account in the trash of trees that remain', () => {
  it('leaves no id on trash items and trash tags of a tree it was a member of and a tree it handed over; a restore brings the tags back without creator', async () => {
    const [leaver, owner, heir] = await Promise.all(['Lea', 'Olga', 'Hugo'].map((firstName) => registerUser(api, { firstName })));
    // A tree of someone else's where the leaver edits: one partner the leaver tags and deletes, one the owner deletes.
    const foreign = await createTree(api, owner.access, { name: 'Olga team' });
    await addMember(db(), foreign, leaver.id, 'EDIT');
    const byLeaver = await addPartner(foreign, leaver, 'Tina Tagged', [{ name: 'Rank', value: 'Gold' }]);
    const byOwner = await addPartner(foreign, leaver, 'Otto Owned', [{ name: 'Rank', value: 'Silver' }]);
    expect((await api.delete(`/api/teamtree/profile?id=${byLeaver}`, { token: leaver.access })).status).toBe(200);
    expect((await api.delete(`/api/teamtree/profile?id=${byOwner}`, { token: owner.access })).status).toBe(200);
    // The leaver's own tree, handed to the heir: a tagged partner in its trash.
    const handed = await createTree(api, leaver.access, { name: 'Lea team' });
    await addMember(db(), handed, heir.id, 'EDIT');
    const inHanded = await addPartner(handed, leaver, 'Hanna Handed', [{ name: 'Area', value: 'North' }]);
    expect((await api.delete(`/api/teamtree/profile?id=${inHanded}`, { token: leaver.access })).status).toBe(200);
    const trees = [foreign, handed];
    // The trash holds the leaver's id before: the test sees what it checks.
    const before = await mentionsOf(leaver.id, trees);
    expect([before.trashItems.length, before.trashTags.length]).toEqual([2, 3]);

    const res = await deleteAccount(leaver, { transfers: [{ teamtreeId: handed, userId: heir.id }] });
    expect([res.status, res.body]).toEqual([200, { ok: true }]);

    expect(await mentionsOf(leaver.id, trees)).toEqual(NONE);
    const foreignTrash = await trashOf(foreign, owner);
    expect(foreignTrash.map((item) => [item.name, item.deletedBy?.id ?? null])).toEqual([
      ['Otto Owned', owner.id],
      ['Tina Tagged', null],
    ]);
    const handedTrash = await trashOf(handed, heir);
    expect(handedTrash.map((item) => [item.name, item.deletedBy])).toEqual([['Hanna Handed', null]]);

    // Restored, the tags keep their values and name no creator.
    for (const [teamtreeId, user, items] of [
      [foreign, owner, foreignTrash],
      [handed, heir, handedTrash],
    ] as const) {
      for (const item of items) expect((await api.post('/api/teamtree/trash/restore', { teamtreeId, id: item.id }, { token: user.access })).status).toBe(200);
    }
    const tagsOf = async (teamtreeId: string, user: TestUser) =>
      (await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: user.access })).body.teamtree.profiles
        .flatMap((p: any) => p.categoryData.tags.map((t: any) => [p.name, t.categoryName, t.value, t.createdById]))
        .sort((a: string[], b: string[]) => a[0].localeCompare(b[0]));
    expect(await tagsOf(foreign, owner)).toEqual([
      ['Otto Owned', 'Rank', 'Silver', null],
      ['Tina Tagged', 'Rank', 'Gold', null],
    ]);
    expect(await tagsOf(handed, heir)).toEqual([['Hanna Handed', 'Area', 'North', null]]);
  });
});
