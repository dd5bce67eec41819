import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { purgeHistory } from '../../server/history/history-purge';
import { writeProfiles, type NewProfile } from '../../server/profiles/store/gateway';
import { HISTORY_ENTRY_NOT_FOUND, TRASH_DENIED, TRASH_ITEM_NOT_FOUND } from '../../shared/schemas/history';
import { useCastPerTest } from '../support/cast-per-test';
import { addMember, seedTree, setPlan, snapshotTree } from '../support/seed';

/**
 * The trash (API.md "History, undo and restore"; docs/history.md): a deleted downline is kept
 * 30 days and comes back with its ids, parents, fields, categories and reminders; after 30 days
 * by the server's clock it is gone, and the purge removes it.
 *
 * Every test has a cast and tree of its own (a new owner, so a plan one test sets reaches no
 * other), so the file passes alone, beside others and in any order.
 */

const { backend, api, db, cast, tree } = useCastPerTest();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A downline of `size` under `parentId` (a chain of tens, each with a category and a reminder), written in one transaction. */
async function seedDownline(parentId: string, size: number, label: string, teamtreeId = tree(), actorId = cast.owner.id): Promise<string[]> {
  const rows: NewProfile[] = [];
  for (let i = 0; i < size; i++) {
    const id = crypto.randomUUID();
    const parent = i === 0 ? parentId : rows[Math.floor((i - 1) / 10)].id!;
    rows.push({
      id,
      parentId: parent,
      name: `${label} ${i}`,
      phone: '',
      birthday: null,
      billDate: '2030-01-01',
      reminders: [{ text: `Call ${label} ${i}`, done: i % 2 === 0, dueDate: '2031-01-02' }],
      categories: i % 3 === 0 ? [{ name: 'Rank', value: `R${i % 5}` }] : [],
    });
  }
  await writeProfiles(db(), teamtreeId, actorId, (writer) => writer.insertMany(rows));
  return rows.map((row) => row.id!);
}

/** Everything a restore must bring back, by id. */
async function stateOf(ids: string[]) {
  const profiles = await db()('profiles').whereIn('id', ids).orderBy('id').select('id', 'parent_id', 'name', 'phone', 'birthday', 'bill_date', 'reminders', 'external_id', 'version');
  const tags = await db()('profile_tags as t').join('categories as c', 'c.id', 't.category_id').whereIn('t.profile_id', ids).orderBy(['t.profile_id', 'c.name']).select('t.profile_id', 'c.name', 't.value');
  const links = await db()('memberships').whereIn('linked_profile_id', ids).orderBy('id').select('id', 'linked_profile_id');
  return { profiles, tags, links };
}

const trashOf = async (token = cast.owner.access) => api.get(`/api/teamtree/trash?teamtreeId=${tree()}`, { token });
const restore = (id: string, token = cast.owner.access) => api.post('/api/teamtree/trash/restore', { teamtreeId: tree(), id }, { token });

describe('the trash', () => {
  it('keeps a deleted downline of 200 and restores it with the same ids, parents, categories, reminders and member links', async () => {
    const ids = await seedDownline(cast.tree.rootId, 200, 'Tessa');
    const membership = await db()('memberships').where({ teamtree_id: tree(), user_id: cast.editor.id }).first('id');
    await db()('memberships').where('id', membership.id).update({ linked_profile_id: ids[5] });
    const before = await stateOf(ids);

    const deleted = await api.delete(`/api/teamtree/profile?id=${ids[0]}`, { token: cast.editor.access });
    expect(deleted.status).toBe(200);
    expect(await db()('profiles').whereIn('id', ids).count({ n: '*' }).first()).toEqual({ n: 0 });

    const listed = await trashOf(cast.moderator.access);
    expect(listed.status).toBe(200);
    const item = listed.body.items[0];
    expect(item).toEqual({ id: expect.any(String), deletedAt: expect.any(String), deletedBy: { id: cast.editor.id, firstName: cast.editor.firstName, lastName: cast.editor.lastName }, name: 'Tessa 0', count: 200 });

    const res = await restore(item.id, cast.moderator.access);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.restored).toBe(200);
    expect(res.body.profileIds[0]).toBe(ids[0]);
    expect([...res.body.profileIds].sort()).toEqual([...ids].sort());
    const after = await stateOf(ids);
    expect(after.tags).toEqual(before.tags);
    expect(after.links).toEqual(before.links);
    expect(after.profiles).toEqual(before.profiles.map((p: any) => ({ ...p, version: p.version + 1 })));
    expect((await trashOf()).body.items.find((i: any) => i.id === item.id)).toBeUndefined();
    const again = await restore(item.id);
    expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: { error: TRASH_ITEM_NOT_FOUND, code: 'not-found' } });
    // One restore entry with its count.
    const history = await api.get(`/api/teamtree/history?teamtreeId=${tree()}&profileId=${ids[0]}&limit=1`, { token: cast.owner.access });
    expect(history.body.entries[0]).toMatchObject({ action: 'restore', count: 200, user: { id: cast.moderator.id } });
  });

  it("restores a downline's categories even when the owner's plan allows fewer now", async () => {
    await setPlan(db(), cast.owner.id, 'PRO_MONTHLY');
    const [top] = await seedDownline(cast.tree.rootId, 1, 'Planned');
    await writeProfiles(db(), tree(), cast.owner.id, (writer) => writer.setCategories(top, [{ name: 'Area', value: 'North' }, { name: 'Since', value: '2020' }]));
    const before = await stateOf([top]);
    await setPlan(db(), cast.owner.id, 'BASIC');
    await api.delete(`/api/teamtree/profile?id=${top}`, { token: cast.owner.access });
    const item = (await trashOf()).body.items[0];
    expect((await restore(item.id)).status).toBe(200);
    expect((await stateOf([top])).tags).toEqual(before.tags);
  });

  it('brings a downline back under the root when its old parent is gone', async () => {
    const [parent] = await seedDownline(cast.tree.rootId, 1, 'Parent');
    const [child] = await seedDownline(parent, 1, 'Orphan');
    await api.delete(`/api/teamtree/profile?id=${child}`, { token: cast.owner.access });
    const childItem = (await trashOf()).body.items[0];
    await api.delete(`/api/teamtree/profile?id=${parent}`, { token: cast.owner.access });
    expect((await restore(childItem.id)).status).toBe(200);
    expect(await db()('profiles').where({ id: child }).first('parent_id')).toEqual({ parent_id: cast.tree.rootId });
  });

  it('brings a deleted root back as the root when the tree has none, else under the new root', async () => {
    const owner = cast.outsider;
    const created = await api.post('/api/teamtree', { name: 'Root Rolf', billDate: '2030-01-01' }, { token: owner.access });
    const treeId = created.body.teamtree.id;
    const root = (await db()('profiles').where({ teamtree_id: treeId }).whereNull('parent_id').first('id')).id;
    const child = (await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId: root, name: 'Kid', billDate: '2030-01-01' }, { token: owner.access })).body.profile.id;
    const items = async () => (await api.get(`/api/teamtree/trash?teamtreeId=${treeId}`, { token: owner.access })).body.items;
    expect((await api.delete(`/api/teamtree/profile?id=${root}`, { token: owner.access })).status).toBe(200);
    const [whole] = await items();
    expect(whole).toMatchObject({ name: 'Root Rolf', count: 2 });
    expect((await api.post('/api/teamtree/trash/restore', { teamtreeId: treeId, id: whole.id }, { token: owner.access })).status).toBe(200);
    expect(await db()('profiles').where({ teamtree_id: treeId }).orderBy('name').select('id', 'parent_id')).toEqual([
      { id: child, parent_id: root },
      { id: root, parent_id: null },
    ]);

    await api.delete(`/api/teamtree/profile?id=${root}`, { token: owner.access });
    const [again] = await items();
    const newRoot = (await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId: null, name: 'New Root', billDate: '2030-01-01' }, { token: owner.access })).body.profile.id;
    expect((await api.post('/api/teamtree/trash/restore', { teamtreeId: treeId, id: again.id }, { token: owner.access })).status).toBe(200);
    expect(await db()('profiles').where({ id: root }).first('parent_id')).toEqual({ parent_id: newRoot });
  });

  it('shows nothing and restores nothing after 30 days by the server clock; the purge removes it', async () => {
    const [old] = await seedDownline(cast.tree.rootId, 3, 'Old');
    await api.delete(`/api/teamtree/profile?id=${old}`, { token: cast.owner.access });
    const item = (await trashOf()).body.items[0];
    expect(item.name).toBe('Old 0');
    const context = backend.server.context;
    try {
      context.clock = () => new Date(Date.now() + 29 * DAY_MS);
      expect((await trashOf()).body.items.map((i: any) => i.id)).toContain(item.id);
      context.clock = () => new Date(Date.now() + 31 * DAY_MS);
      expect((await trashOf()).body.items.map((i: any) => i.id)).not.toContain(item.id);
      const gone = await restore(item.id);
      expect({ status: gone.status, body: gone.body }).toEqual({ status: 404, body: { error: TRASH_ITEM_NOT_FOUND, code: 'not-found' } });
      const deleteEntry = (await api.get(`/api/teamtree/history?teamtreeId=${tree()}&profileId=${old}&limit=1`, { token: cast.owner.access })).body.entries[0];
      expect(deleteEntry).toMatchObject({ action: 'delete', undoable: false });
      const purged = await purgeHistory(context);
      expect(purged.trash).toBeGreaterThanOrEqual(1);
      expect(await db()('trash_items').where('id', item.id).first()).toBeUndefined();
      expect(await db()('trash_profiles').where('trash_id', item.id).count({ n: '*' }).first()).toEqual({ n: 0 });
      // Entries stay 365 days.
      expect(await db()('profile_history').where('profile_id', old).count({ n: '*' }).first()).not.toEqual({ n: 0 });
      context.clock = () => new Date(Date.now() + 366 * DAY_MS);
      expect((await api.get(`/api/teamtree/history?teamtreeId=${tree()}`, { token: cast.owner.access })).body.entries).toEqual([]);
      await purgeHistory(context);
      expect(await db()('profile_history').where('teamtree_id', tree()).count({ n: '*' }).first()).toEqual({ n: 0 });
    } finally {
      context.clock = undefined;
    }
  });

  it("purges the trash rows of a tree that was deleted with its items", async () => {
    const created = await api.post('/api/teamtree', { name: 'Doomed Tree', billDate: '2030-01-01' }, { token: cast.outsider.access });
    const treeId = created.body.teamtree.id;
    const root = (await db()('profiles').where({ teamtree_id: treeId }).first('id')).id;
    const child = (await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId: root, name: 'Gone', billDate: '2030-01-01', categories: [{ name: 'Rank', value: 'A' }] }, { token: cast.outsider.access })).body.profile.id;
    await api.delete(`/api/teamtree/profile?id=${child}`, { token: cast.outsider.access });
    const item = await db()('trash_items').where({ teamtree_id: treeId }).first('id');
    await db()('teamtrees').where({ id: treeId }).del();
    expect(await db()('trash_items').where({ id: item.id }).first()).toBeUndefined();
    await purgeHistory(backend.server.context);
    expect(await db()('trash_profiles').where('trash_id', item.id).count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await db()('trash_tags').where('trash_id', item.id).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it("restores or undoes no other tree's item: its id with this tree's teamtreeId is 404, and both trees stay as they were", async () => {
    // Tree B: the outsider's, where the cast's moderator is a moderator too.
    const b = await seedTree(db(), cast.outsider, { name: 'Other Tree' });
    await addMember(db(), b.teamtreeId, cast.moderator, 'MODERATOR');
    const [theirs] = await seedDownline(b.rootId, 2, 'Theirs', b.teamtreeId, cast.outsider.id);
    expect((await api.delete(`/api/teamtree/profile?id=${theirs}`, { token: cast.outsider.access })).status).toBe(200);
    const [theirItem] = (await api.get(`/api/teamtree/trash?teamtreeId=${b.teamtreeId}`, { token: cast.outsider.access })).body.items;
    const theirDelete = (await api.get(`/api/teamtree/history?teamtreeId=${b.teamtreeId}&profileId=${theirs}&limit=1`, { token: cast.outsider.access })).body.entries[0];
    expect(theirDelete).toMatchObject({ action: 'delete', undoable: true });
    const before = [await snapshotTree(db(), tree()), await snapshotTree(db(), b.teamtreeId)];

    // Tree A's owner (no member of B) and B's moderator (a moderator of A too) name A and B's item.
    for (const user of [cast.owner, cast.moderator]) {
      const res = await restore(theirItem.id, user.access);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { error: TRASH_ITEM_NOT_FOUND, code: 'not-found' } });
      const undone = await api.post('/api/teamtree/history/undo', { teamtreeId: tree(), entryId: theirDelete.id }, { token: user.access });
      expect({ status: undone.status, body: undone.body }).toEqual({ status: 404, body: { error: HISTORY_ENTRY_NOT_FOUND, code: 'not-found' } });
    }
    // Not a member of B: 403 there.
    expect((await api.post('/api/teamtree/trash/restore', { teamtreeId: b.teamtreeId, id: theirItem.id }, { token: cast.owner.access })).status).toBe(403);
    expect([await snapshotTree(db(), tree()), await snapshotTree(db(), b.teamtreeId)]).toEqual(before);
    expect(await db()('profiles').where({ id: theirs }).first()).toBeUndefined();
    // B's own moderator still restores it, into B.
    expect((await api.post('/api/teamtree/trash/restore', { teamtreeId: b.teamtreeId, id: theirItem.id }, { token: cast.moderator.access })).status).toBe(200);
    expect(await db()('profiles').where({ id: theirs }).first('teamtree_id')).toEqual({ teamtree_id: b.teamtreeId });
  });

  it('keeps an item exactly 30 days: listed, undoable and not purged a millisecond before, gone and purged at 30 days', async () => {
    const [top] = await seedDownline(cast.tree.rootId, 2, 'Edge');
    expect((await api.delete(`/api/teamtree/profile?id=${top}`, { token: cast.owner.access })).status).toBe(200);
    const [item] = (await trashOf()).body.items;
    // A deletion time in whole milliseconds, as the clock's Date holds it.
    const deletedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await db()('trash_items').where({ id: item.id }).update({ deleted_at: deletedAt });
    const context = backend.server.context;
    const deleteEntry = async () => (await api.get(`/api/teamtree/history?teamtreeId=${tree()}&profileId=${top}&limit=1`, { token: cast.owner.access })).body.entries[0];
    const stored = async () => Boolean(await db()('trash_items').where({ id: item.id }).first('id'));
    try {
      context.clock = () => new Date(deletedAt.getTime() + 30 * DAY_MS - 1);
      expect((await trashOf()).body.items.map((i: any) => i.id)).toEqual([item.id]);
      expect(await deleteEntry()).toMatchObject({ action: 'delete', undoable: true });
      await purgeHistory(context);
      expect(await stored()).toBe(true);

      context.clock = () => new Date(deletedAt.getTime() + 30 * DAY_MS);
      expect((await trashOf()).body.items).toEqual([]);
      expect(await deleteEntry()).toMatchObject({ action: 'delete', undoable: false });
      const gone = await restore(item.id);
      expect({ status: gone.status, body: gone.body }).toEqual({ status: 404, body: { error: TRASH_ITEM_NOT_FOUND, code: 'not-found' } });
      const undone = await api.post('/api/teamtree/history/undo', { teamtreeId: tree(), entryId: (await deleteEntry()).id }, { token: cast.owner.access });
      expect({ status: undone.status, body: undone.body }).toEqual({ status: 404, body: { error: TRASH_ITEM_NOT_FOUND, code: 'not-found' } });
      expect((await purgeHistory(context)).trash).toBe(1);
      expect(await stored()).toBe(false);
      expect(await db()('trash_profiles').where('trash_id', item.id).count({ n: '*' }).first()).toEqual({ n: 0 });
    } finally {
      context.clock = undefined;
    }
  });

  it('keeps a history entry exactly 365 days: listed and not purged a millisecond before, gone and purged at 365 days', async () => {
    const [top] = await seedDownline(cast.tree.rootId, 1, 'Aged');
    const entry = await db()('profile_history').where({ teamtree_id: tree(), profile_id: top }).first('id');
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await db()('profile_history').where({ id: entry.id }).update({ at });
    const context = backend.server.context;
    const listed = async () => (await api.get(`/api/teamtree/history?teamtreeId=${tree()}&profileId=${top}`, { token: cast.owner.access })).body.entries.map((e: any) => e.id);
    const stored = async () => Boolean(await db()('profile_history').where({ id: entry.id }).first('id'));
    try {
      context.clock = () => new Date(at.getTime() + 365 * DAY_MS - 1);
      expect(await listed()).toEqual([entry.id]);
      await purgeHistory(context);
      expect(await stored()).toBe(true);
      context.clock = () => new Date(at.getTime() + 365 * DAY_MS);
      expect(await listed()).toEqual([]);
      await purgeHistory(context);
      expect(await stored()).toBe(false);
    } finally {
      context.clock = undefined;
    }
  });

  it('is for the owner and moderators only', async () => {
    for (const user of [cast.editor, cast.reader]) {
      const res = await trashOf(user.access);
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { error: TRASH_DENIED, code: 'forbidden' } });
    }
  });
});
