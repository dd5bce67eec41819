import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROOT_EDIT_DENIED } from '../../shared/domain/policies';
import { UNDO_ALREADY_UNDONE, UNDO_DENIED, UNDO_HAS_DOWNLINE, UNDO_PARTNER_CHANGED, UNDO_READ_DENIED } from '../../shared/schemas/history';
import { registerUser, type TestUser } from '../support/accounts';
import { newProfile, setPlan } from '../support/seed';
import { useSeededCast } from './profiles-fixtures';
import { createTree, rootOf } from './trees-fixtures';

/**
 * `GET /api/teamtree/history` and `POST /api/teamtree/history/undo` (API.md "History, undo and
 * restore"): pages newest first, `undoable` per caller, undo rules and their 409 texts.
 */

const { api, cast, db } = useSeededCast();

const tree = () => cast.tree.teamtreeId;

async function addChild(name: string, token = cast.owner.access, parentId = cast.tree.rootId): Promise<any> {
  const res = await api.post('/api/teamtree/profile', newProfile(tree(), parentId, { name }), { token });
  expect(res.status).toBe(201);
  return res.body.profile;
}

async function historyOf(query: string, token = cast.owner.access) {
  const res = await api.get(`/api/teamtree/history?teamtreeId=${tree()}${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { entries: any[]; next: string | null };
}

const latestOf = async (profileId: string, token = cast.owner.access) => (await historyOf(`&profileId=${profileId}&limit=1`, token)).entries[0];

const undo = (entryId: string, token = cast.owner.access) => api.post('/api/teamtree/history/undo', { teamtreeId: tree(), entryId }, { token });

describe('GET /api/teamtree/history', () => {
  it('answers entries newest first with the user, and pages through them with next', async () => {
    const paula = await addChild('Paula Pages', cast.editor.access);
    for (const name of ['Paula Two', 'Paula Three', 'Paula Four']) {
      expect((await api.put('/api/teamtree/profile', { id: paula.id, name }, { token: cast.editor.access })).status).toBe(200);
    }
    const first = await historyOf(`&profileId=${paula.id}&limit=3`);
    expect(first.entries.map((e) => [e.action, e.profileName])).toEqual([
      ['update', 'Paula Four'],
      ['update', 'Paula Three'],
      ['update', 'Paula Two'],
    ]);
    expect(first.entries[0]).toMatchObject({
      user: { id: cast.editor.id, firstName: cast.editor.firstName, lastName: cast.editor.lastName },
      profileId: paula.id,
      count: 1,
      changes: [{ field: 'name', before: 'Paula Three', after: 'Paula Four' }],
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(first.next).toEqual(expect.any(String));
    const second = await historyOf(`&profileId=${paula.id}&limit=3&before=${first.next}`);
    expect(second.entries.map((e) => [e.action, e.profileName])).toEqual([['create', 'Paula Pages']]);
    expect(second.next).toBeNull();
    // The whole tree: 50 by default, the newest first.
    const all = await historyOf('');
    expect(all.entries.length).toBeGreaterThanOrEqual(4);
    expect(all.entries[0].id).toBe(first.entries[0].id);
    const times = all.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("filters by member (userId) and by kinds of change (action), paging within the filter", async () => {
    const edited = await addChild('Filter Fiona', cast.editor.access);
    const owned = await addChild('Filter Otto', cast.owner.access);
    expect((await api.put('/api/teamtree/profile', { id: edited.id, name: 'Filter Fiona Two' }, { token: cast.editor.access })).status).toBe(200);
    expect((await api.put('/api/teamtree/profile', { id: owned.id, name: 'Filter Otto Two' }, { token: cast.owner.access })).status).toBe(200);

    const editors = await historyOf(`&userId=${cast.editor.id}`);
    expect(editors.entries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(editors.entries.map((e) => e.user?.id))).toEqual(new Set([cast.editor.id]));
    expect(editors.entries.slice(0, 2).map((e) => [e.action, e.profileName])).toEqual([
      ['update', 'Filter Fiona Two'],
      ['create', 'Filter Fiona'],
    ]);

    const updates = await historyOf('&action=update');
    expect(new Set(updates.entries.map((e) => e.action))).toEqual(new Set(['update']));
    expect(updates.entries.slice(0, 2).map((e) => e.profileName)).toEqual(['Filter Otto Two', 'Filter Fiona Two']);
    const both = await historyOf(`&userId=${cast.owner.id}&action=create,update&limit=1`);
    expect(both.entries.map((e) => [e.action, e.profileName])).toEqual([['update', 'Filter Otto Two']]);
    const next = await historyOf(`&userId=${cast.owner.id}&action=create,update&limit=1&before=${both.next}`);
    expect(next.entries.map((e) => [e.action, e.profileName])).toEqual([['create', 'Filter Otto']]);
    expect((await historyOf(`&userId=${crypto.randomUUID()}`)).entries).toEqual([]);
  });

  it('tells each caller whether they may undo: owner and moderators any entry, EDIT members their own, READ none', async () => {
    const edited = await addChild('Undoable Uwe', cast.editor.access);
    const owned = await addChild('Owner Otto', cast.owner.access);
    const mine = await latestOf(edited.id);
    const owners = await latestOf(owned.id);
    expect([mine.undoable, owners.undoable]).toEqual([true, true]);
    expect([(await latestOf(edited.id, cast.moderator.access)).undoable, (await latestOf(owned.id, cast.moderator.access)).undoable]).toEqual([true, true]);
    expect([(await latestOf(edited.id, cast.editor.access)).undoable, (await latestOf(owned.id, cast.editor.access)).undoable]).toEqual([true, false]);
    expect([(await latestOf(edited.id, cast.reader.access)).undoable, (await latestOf(owned.id, cast.reader.access)).undoable]).toEqual([false, false]);
  });
});

describe('POST /api/teamtree/history/undo', () => {
  it('gives an update its old values back, records an undo entry and refuses a second undo', async () => {
    const anna = await addChild('Anna Alt', cast.editor.access);
    await api.put('/api/teamtree/profile', { id: anna.id, name: 'Anna Müller', billDate: '2031-04-01', reminders: [{ text: 'Call', done: false }] }, { token: cast.editor.access });
    const change = await latestOf(anna.id);
    const res = await undo(change.id, cast.editor.access);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entry).toMatchObject({
      action: 'undo',
      user: { id: cast.editor.id },
      profileId: anna.id,
      profileName: 'Anna Alt',
      undoable: false,
      changes: [
        { field: 'name', before: 'Anna Müller', after: 'Anna Alt' },
        { field: 'billDate', before: '2031-04-01', after: '2030-02-28' },
        { field: 'reminders', before: [{ text: 'Call', done: false }], after: [] },
      ],
    });
    expect(await db()('profiles').where({ id: anna.id }).first('name', 'version')).toEqual({ name: 'Anna Alt', version: 3 });
    expect((await latestOf(anna.id)).id).toBe(res.body.entry.id);
    expect((await historyOf(`&profileId=${anna.id}`)).entries.find((e) => e.id === change.id).undoable).toBe(false);
    const again = await undo(change.id);
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { error: UNDO_ALREADY_UNDONE, code: 'conflict' } });
  });

  it('answers 409 when the partner changed after the entry, and leaves it as it is', async () => {
    const bert = await addChild('Bert Before');
    await api.put('/api/teamtree/profile', { id: bert.id, name: 'Bert After' }, { token: cast.owner.access });
    const change = await latestOf(bert.id);
    await api.put('/api/teamtree/profile', { id: bert.id, phone: '+49 1709999999' }, { token: cast.moderator.access });
    expect((await historyOf(`&profileId=${bert.id}`)).entries.find((e) => e.id === change.id).undoable).toBe(false);
    const res = await undo(change.id);
    expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { error: UNDO_PARTNER_CHANGED, code: 'conflict' } });
    expect(await db()('profiles').where({ id: bert.id }).first('name')).toEqual({ name: 'Bert After' });
  });

  it('undoes a move and a placeholder', async () => {
    const mover = await addChild('Mia Move');
    const target = await addChild('Tom Target');
    await api.put('/api/teamtree/profile', { id: mover.id, parentId: target.id }, { token: cast.owner.access });
    expect((await undo((await latestOf(mover.id)).id)).status).toBe(200);
    expect(await db()('profiles').where({ id: mover.id }).first('parent_id')).toEqual({ parent_id: cast.tree.rootId });

    await api.delete(`/api/teamtree/profile?id=${target.id}&mode=placeholder`, { token: cast.owner.access });
    expect((await undo((await latestOf(target.id)).id)).status).toBe(200);
    expect(await db()('profiles').where({ id: target.id }).first('name', 'phone')).toEqual({ name: 'Tom Target', phone: '+49 1701234567' });
  });

  it('undoes a create by deleting the profile, 409 once it has a downline', async () => {
    const lone = await addChild('Lone Lisa');
    const res = await undo((await latestOf(lone.id)).id);
    expect(res.status).toBe(200);
    expect(res.body.entry).toMatchObject({ action: 'undo', profileId: lone.id, count: 1 });
    expect(await db()('profiles').where({ id: lone.id }).first()).toBeUndefined();

    const parent = await addChild('Parent Paul');
    const created = await latestOf(parent.id);
    await addChild('Child Carl', cast.owner.access, parent.id);
    expect((await historyOf(`&profileId=${parent.id}`)).entries.find((e) => e.id === created.id).undoable).toBe(false);
    const refused = await undo(created.id);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { error: UNDO_HAS_DOWNLINE, code: 'conflict' } });
  });

  it('undoes a delete as a restore', async () => {
    const top = await addChild('Deleted Dieter');
    const below = await addChild('Below Berta', cast.owner.access, top.id);
    await api.delete(`/api/teamtree/profile?id=${top.id}`, { token: cast.owner.access });
    const deleted = await latestOf(top.id);
    expect(deleted).toMatchObject({ action: 'delete', count: 2, undoable: true });
    const res = await undo(deleted.id);
    expect(res.status).toBe(200);
    expect(res.body.entry).toMatchObject({ action: 'undo', count: 2 });
    expect(await db()('profiles').whereIn('id', [top.id, below.id]).orderBy('name').select('id', 'parent_id')).toEqual([
      { id: below.id, parent_id: top.id },
      { id: top.id, parent_id: cast.tree.rootId },
    ]);
  });

  it('replays an undo sent again with the same Idempotency-Key instead of undoing twice', async () => {
    const kurt = await addChild('Kurt Key');
    await api.put('/api/teamtree/profile', { id: kurt.id, name: 'Kurt Keyed' }, { token: cast.owner.access });
    const change = await latestOf(kurt.id);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await api.post('/api/teamtree/history/undo', { teamtreeId: tree(), entryId: change.id }, { token: cast.owner.access, headers });
    const again = await api.post('/api/teamtree/history/undo', { teamtreeId: tree(), entryId: change.id }, { token: cast.owner.access, headers });
    expect(first.status).toBe(200);
    expect({ status: again.status, body: again.body, replayed: again.headers.get('idempotent-replayed') }).toEqual({ status: 200, body: first.body, replayed: 'true' });
    expect((await historyOf(`&profileId=${kurt.id}`)).entries.map((e) => e.action)).toEqual(['undo', 'update', 'create']);
  });

  it('keeps the root rules: only the owner may undo a change of the root', async () => {
    await api.put('/api/teamtree/profile', { id: cast.tree.rootId, name: 'Root Renamed' }, { token: cast.owner.access });
    const rename = await latestOf(cast.tree.rootId);
    expect([(await latestOf(cast.tree.rootId, cast.moderator.access)).undoable, rename.undoable]).toEqual([false, true]);
    const refused = await undo(rename.id, cast.moderator.access);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: ROOT_EDIT_DENIED, code: 'forbidden' } });
    expect((await undo(rename.id, cast.owner.access)).status).toBe(200);
  });

  it('refuses READ members and an EDIT member undoing someone else’s entry (403), changing nothing', async () => {
    const profile = await addChild('Guarded Gerd', cast.owner.access);
    const entry = await latestOf(profile.id);
    const read = await undo(entry.id, cast.reader.access);
    expect({ status: read.status, body: read.body }).toEqual({ status: 403, body: { error: UNDO_READ_DENIED, code: 'forbidden' } });
    const edit = await undo(entry.id, cast.editor.access);
    expect({ status: edit.status, body: edit.body }).toEqual({ status: 403, body: { error: UNDO_DENIED, code: 'forbidden' } });
    expect(await db()('profiles').where({ id: profile.id }).first('name')).toEqual({ name: 'Guarded Gerd' });
  });
});

describe('POST /api/teamtree/history/undo and categories', () => {
  /** A tree of the test's own, its owner on a plan with several categories. */
  async function ownTree(): Promise<{ owner: TestUser; teamtreeId: string; rootId: string }> {
    const owner = await registerUser(api);
    await setPlan(db(), owner.id, 'PRO_MONTHLY');
    const teamtreeId = await createTree(api, owner.access, { name: 'Category Root' });
    return { owner, teamtreeId, rootId: await rootOf(db(), teamtreeId) };
  }

  const sorted = (pairs: { name: string; value: string }[]) => [...pairs].sort((a, b) => a.name.localeCompare(b.name));
  const ORIGINAL = [
    { name: 'Area', value: 'North' },
    { name: 'Rank', value: 'Gold' },
  ];

  async function categoriesOf(owner: TestUser, teamtreeId: string, profileId: string) {
    const status = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: owner.access });
    expect(status.status).toBe(200);
    return sorted(status.body.teamtree.profiles.find((p: any) => p.id === profileId).categories);
  }

  async function latestEntry(owner: TestUser, teamtreeId: string, profileId: string) {
    return (await api.get(`/api/teamtree/history?teamtreeId=${teamtreeId}&profileId=${profileId}&limit=1`, { token: owner.access })).body.entries[0];
  }

  it('gives an update whose categories changed (one removed, one changed, one added) its categories back', async () => {
    const { owner, teamtreeId, rootId } = await ownTree();
    const created = await api.post('/api/teamtree/profile', newProfile(teamtreeId, rootId, { name: 'Cara Category', categories: ORIGINAL }), { token: owner.access });
    expect(created.status).toBe(201);
    const id = created.body.profile.id;
    const changed = [
      { name: 'Rank', value: 'Silver' },
      { name: 'Since', value: '2020' },
    ];
    expect((await api.put('/api/teamtree/profile', { id, name: 'Cara Changed', categories: changed }, { token: owner.access })).status).toBe(200);
    expect(await categoriesOf(owner, teamtreeId, id)).toEqual(changed);
    const update = await latestEntry(owner, teamtreeId, id);
    expect(update.changes.map((c: any) => c.field)).toEqual(['name', 'categories']);

    const res = await api.post('/api/teamtree/history/undo', { teamtreeId, entryId: update.id }, { token: owner.access });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await categoriesOf(owner, teamtreeId, id)).toEqual(ORIGINAL);
    const categoryChange = res.body.entry.changes.find((c: any) => c.field === 'categories');
    expect([sorted(categoryChange.before), sorted(categoryChange.after)]).toEqual([changed, ORIGINAL]);
    expect(await db()('profiles').where({ id }).first('name')).toEqual({ name: 'Cara Category' });
  });

  it('gives an update that changed only the categories (all removed) its categories back', async () => {
    const { owner, teamtreeId, rootId } = await ownTree();
    const id = (await api.post('/api/teamtree/profile', newProfile(teamtreeId, rootId, { name: 'Rita Removed', categories: ORIGINAL }), { token: owner.access })).body.profile.id;
    expect((await api.put('/api/teamtree/profile', { id, categories: [] }, { token: owner.access })).status).toBe(200);
    const update = await latestEntry(owner, teamtreeId, id);
    expect(update.changes.map((c: any) => c.field)).toEqual(['categories']);
    expect((await api.post('/api/teamtree/history/undo', { teamtreeId, entryId: update.id }, { token: owner.access })).status).toBe(200);
    expect(await categoriesOf(owner, teamtreeId, id)).toEqual(ORIGINAL);
  });

  it('gives a deleted downline its categories back when the delete is undone', async () => {
    const { owner, teamtreeId, rootId } = await ownTree();
    const top = (await api.post('/api/teamtree/profile', newProfile(teamtreeId, rootId, { name: 'Dora Deleted', categories: ORIGINAL }), { token: owner.access })).body.profile.id;
    const below = (await api.post('/api/teamtree/profile', newProfile(teamtreeId, top, { name: 'Ben Below', categories: [{ name: 'Rank', value: 'Bronze' }] }), { token: owner.access })).body.profile.id;
    expect((await api.delete(`/api/teamtree/profile?id=${top}`, { token: owner.access })).status).toBe(200);
    const deleted = await latestEntry(owner, teamtreeId, top);
    expect(deleted).toMatchObject({ action: 'delete', count: 2 });
    expect((await api.post('/api/teamtree/history/undo', { teamtreeId, entryId: deleted.id }, { token: owner.access })).status).toBe(200);
    expect(await categoriesOf(owner, teamtreeId, top)).toEqual(ORIGINAL);
    expect(await categoriesOf(owner, teamtreeId, below)).toEqual([{ name: 'Rank', value: 'Bronze' }]);
  });
});
