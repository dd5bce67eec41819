import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { writeProfiles, type NewProfile } from '../../server/profiles/store/gateway';
import { RESTORE_ONLY_DUPLICATES, TRASH_DENIED, UNDO_ALREADY_UNDONE, UNDO_DENIED, UNDO_HAS_DOWNLINE, UNDO_PARTNER_CHANGED } from '../../shared/schemas/history';
import { useCastPerTest } from '../support/cast-per-test';
import { newProfile, snapshotTree } from '../support/seed';

/**
 * A restore that knows (issue 34 item 4; docs/history.md "Lookalikes"): the preview counts the
 * item's partners that look like partners in the tree now (same partner ID, or same name under
 * the same upline), `skipDuplicates` restores only the others (each under its upline, or under
 * its upline's lookalike) and keeps the lookalikes in the trash, and a restore is undone like
 * any other entry: exactly what it brought back goes into the trash again.
 *
 * Every test has a cast and tree of its own, so the file passes alone, beside others and in any order.
 */

const { api, db, cast, tree } = useCastPerTest();
const token = () => cast.owner.access;

interface Seed {
  name: string;
  externalId?: string;
  children?: Seed[];
}

/** Writes `seeds` under `parentId` in one transaction, as an import would; answers their ids by name. */
async function seedTeam(parentId: string, seeds: Seed[]): Promise<Record<string, string>> {
  const rows: NewProfile[] = [];
  const ids: Record<string, string> = {};
  const add = (seed: Seed, parent: string) => {
    const id = crypto.randomUUID();
    ids[seed.name] = id;
    rows.push({ id, parentId: parent, name: seed.name, phone: '', birthday: null, billDate: '2030-01-01', reminders: [], externalId: seed.externalId ?? null, categories: [{ name: 'Rank', value: 'Gold' }] });
    for (const child of seed.children ?? []) add(child, id);
  };
  for (const seed of seeds) add(seed, parentId);
  await writeProfiles(db(), tree(), cast.owner.id, (writer) => writer.insertMany(rows));
  return ids;
}

/**
 * The first import (deleted): Team Anna (P-1) with Ben (P-2: Bea, Bob), Cleo (P-3), Dora, Emil,
 * Finn (Fay). The second, in the tree now: Team Anna (P-1) with Ben (P-2) and ' dora ' (by
 * name), and Cleo under the root (same partner ID, another upline).
 */
const FIRST: Seed[] = [
  {
    name: 'Team Anna',
    externalId: 'P-1',
    children: [
      { name: 'Ben', externalId: 'P-2', children: [{ name: 'Bea' }, { name: 'Bob' }] },
      { name: 'Cleo', externalId: 'P-3' },
      { name: 'Dora' },
      { name: 'Emil' },
      { name: 'Finn', children: [{ name: 'Fay' }] },
    ],
  },
];

async function deleteFirstAndReimport() {
  const first = await seedTeam(cast.tree.rootId, FIRST);
  expect((await api.delete(`/api/teamtree/profile?id=${first['Team Anna']}`, { token: token() })).status).toBe(200);
  const item = (await api.get(`/api/teamtree/trash?teamtreeId=${tree()}`, { token: token() })).body.items[0];
  const second = await seedTeam(cast.tree.rootId, [{ name: 'Team Anna', externalId: 'P-1', children: [{ name: 'Ben', externalId: 'P-2' }, { name: ' dora ' }] }, { name: 'Cleo', externalId: 'P-3' }]);
  return { first, second, item };
}

const preview = (id: string, as = token()) => api.get(`/api/teamtree/trash/restore-preview?teamtreeId=${tree()}&id=${id}`, { token: as });
const restore = (body: Record<string, unknown>, as = token()) => api.post('/api/teamtree/trash/restore', { teamtreeId: tree(), ...body }, { token: as });
const undo = (entryId: string, as = token()) => api.post('/api/teamtree/history/undo', { teamtreeId: tree(), entryId }, { token: as });
const parents = async () => Object.fromEntries((await db()('profiles').where({ teamtree_id: tree() }).select('id', 'parent_id')).map((row: { id: string; parent_id: string | null }) => [row.id, row.parent_id]));
const entryOf = async (entryId: string) => (await api.get(`/api/teamtree/history?teamtreeId=${tree()}&action=restore`, { token: token() })).body.entries.find((e: { id: string }) => e.id === entryId);

describe('a restore that knows the tree', () => {
  it('counts the partners that look like partners in the tree now: the same partner ID, or the same name under the same upline', async () => {
    const { item } = await deleteFirstAndReimport();
    expect(item).toMatchObject({ name: 'Team Anna', count: 9 });
    const res = await preview(item.id);
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { count: 9, duplicates: 4 } });
  });

  it('with skipDuplicates restores only the others, each under its upline or its upline’s lookalike, and keeps the lookalikes in the trash', async () => {
    const { first, second, item } = await deleteFirstAndReimport();
    const before = await parents();
    const res = await restore({ id: item.id, skipDuplicates: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ restored: 5, skipped: 4, entryId: expect.any(String) });
    const back = ['Emil', 'Finn', 'Fay', 'Bea', 'Bob'].map((name) => first[name]);
    expect([...res.body.profileIds].sort()).toEqual([...back].sort());
    const after = await parents();
    // Restored under the tree's Team Anna and Ben (the lookalikes of their deleted uplines); Finn's downline as it was.
    expect(after[first['Emil']]).toBe(second['Team Anna']);
    expect(after[first['Finn']]).toBe(second['Team Anna']);
    expect(after[first['Fay']]).toBe(first['Finn']);
    expect(after[first['Bea']]).toBe(second['Ben']);
    expect(after[first['Bob']]).toBe(second['Ben']);
    // The lookalikes are not in the tree twice; nothing else moved.
    for (const name of ['Team Anna', 'Ben', 'Cleo', 'Dora']) expect(after[first[name]]).toBeUndefined();
    for (const [id, parent] of Object.entries(before)) expect(after[id]).toBe(parent);
    expect(Object.keys(after)).toHaveLength(Object.keys(before).length + 5);
    const trash = (await api.get(`/api/teamtree/trash?teamtreeId=${tree()}`, { token: token() })).body.items;
    expect(trash).toEqual([expect.objectContaining({ id: item.id, count: 4 })]);
    expect((await preview(item.id)).body).toEqual({ count: 4, duplicates: 4 });
    // Only lookalikes left: skipping them all restores nothing (409), all of them still can.
    const nothing = await restore({ id: item.id, skipDuplicates: true });
    expect({ status: nothing.status, error: nothing.body.error }).toEqual({ status: 409, error: RESTORE_ONLY_DUPLICATES });
    expect(await parents()).toEqual(after);
  });

  it('without skipDuplicates restores all of them, as before', async () => {
    const { first, item } = await deleteFirstAndReimport();
    const res = await restore({ id: item.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ restored: 9, skipped: 0 });
    expect(res.body.profileIds[0]).toBe(first['Team Anna']);
    expect((await parents())[first['Team Anna']]).toBe(cast.tree.rootId);
    expect((await api.get(`/api/teamtree/trash?teamtreeId=${tree()}`, { token: token() })).body.items).toEqual([]);
  });

  it('undoes a restore: exactly what it brought back goes into the trash again, and the tree is as before', async () => {
    const { item } = await deleteFirstAndReimport();
    const beforeParents = await parents();
    const res = await restore({ id: item.id, skipDuplicates: true });
    expect(await entryOf(res.body.entryId)).toMatchObject({ action: 'restore', count: 5, undoable: true });
    const restoredParents = await parents();
    const undone = await undo(res.body.entryId);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.entry).toMatchObject({ action: 'undo', count: 5 });
    expect(await parents()).toEqual(beforeParents);
    const trash = (await api.get(`/api/teamtree/trash?teamtreeId=${tree()}`, { token: token() })).body.items;
    expect(trash.map((t: { count: number }) => t.count).sort()).toEqual([4, 5]);
    expect(await entryOf(res.body.entryId)).toMatchObject({ undoable: false });
    const again = await undo(res.body.entryId);
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 409, error: UNDO_ALREADY_UNDONE });
    // The undo's item restores like any other: the five come back where they were.
    const undoItem = trash.find((t: { count: number }) => t.count === 5);
    expect((await restore({ id: undoItem.id })).body.restored).toBe(5);
    expect(await parents()).toEqual(restoredParents);
  });

  it('undoes a whole restore, the downline under its top included', async () => {
    const { item } = await deleteFirstAndReimport();
    const beforeParents = await parents();
    const res = await restore({ id: item.id });
    expect((await undo(res.body.entryId)).status).toBe(200);
    expect(await parents()).toEqual(beforeParents);
  });

  it('refuses to undo a restore once a restored partner changed (409) or has a downline since (409), changing nothing', async () => {
    const { first, item } = await deleteFirstAndReimport();
    const res = await restore({ id: item.id, skipDuplicates: true });
    const kid = await api.post('/api/teamtree/profile', newProfile(tree(), first['Fay'], { name: 'Kid' }), { token: token() });
    expect(kid.status).toBe(201);
    expect(await entryOf(res.body.entryId)).toMatchObject({ undoable: false });
    const snapshot = await snapshotTree(db(), tree());
    const downline = await undo(res.body.entryId);
    expect({ status: downline.status, error: downline.body.error }).toEqual({ status: 409, error: UNDO_HAS_DOWNLINE });
    expect(await snapshotTree(db(), tree())).toEqual(snapshot);

    expect((await api.delete(`/api/teamtree/profile?id=${kid.body.profile.id}`, { token: token() })).status).toBe(200);
    expect((await api.put('/api/teamtree/profile', { id: first['Emil'], name: 'Emil Edited' }, { token: token() })).status).toBe(200);
    const changed = await undo(res.body.entryId);
    expect({ status: changed.status, error: changed.body.error }).toEqual({ status: 409, error: UNDO_PARTNER_CHANGED });
  });

  it('is for the owner and moderators, as the restore: preview, restore and the restore’s undo', async () => {
    const { item } = await deleteFirstAndReimport();
    for (const user of [cast.editor, cast.reader]) {
      const res = await preview(item.id, user.access);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 403, error: TRASH_DENIED });
      const restored = await restore({ id: item.id, skipDuplicates: true }, user.access);
      expect({ status: restored.status, error: restored.body.error }).toEqual({ status: 403, error: TRASH_DENIED });
    }
    expect((await preview(item.id, cast.moderator.access)).status).toBe(200);
    const res = await restore({ id: item.id, skipDuplicates: true }, cast.moderator.access);
    expect(res.status).toBe(200);
    const byEditor = await undo(res.body.entryId, cast.editor.access);
    expect({ status: byEditor.status, error: byEditor.body.error }).toEqual({ status: 403, error: UNDO_DENIED });
    expect((await undo(res.body.entryId, cast.owner.access)).status).toBe(200);
  });
});
