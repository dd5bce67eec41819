import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/domain/calendar-date';
import { teamtreeUpdateEvent } from '../../shared/schemas/realtime';
import { task as taskSchema } from '../../shared/schemas/task';
import { closeAll, connect, join, nextEvent, record, type ClientSocket } from '../realtime/socket-helpers';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { useFollowUpTeam } from './follow-up-team';
import { addMember, createTree, expectError, rootOf } from './trees-fixtures';

/**
 * Tasks for the team (API.md additions of 2026-12-07, docs/follow-ups.md): who adds, changes,
 * ticks off and deletes; bad input; 409; an Idempotency-Key replay; READ members see and hear
 * only the tasks assigned to them; the caller's due tasks across trees, soonest first.
 */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;
const team = useFollowUpTeam(backend, 'Tasks');

afterAll(() => closeAll());

const add = (user: TestUser, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  api.post('/api/teamtree/task', { teamtreeId: team.treeId, profileId: team.partnerId, title: 'Welcome call', due: '2026-12-08', ...extra }, { token: user.access, headers });
const put = (user: TestUser, body: Record<string, unknown>) => api.put('/api/teamtree/task', body, { token: user.access });

async function added(user: TestUser, extra: Record<string, unknown> = {}) {
  const res = await add(user, extra);
  expect(res.status).toBe(201);
  return taskSchema.parse(res.body.task);
}

describe('adding tasks', () => {
  it('the owner, moderators and EDIT members add; READ members and strangers may not', async () => {
    const statuses = await Promise.all([team.owner, team.moderator, team.editor, team.reader, team.stranger].map(async (user) => (await add(user)).status));
    expect(statuses).toEqual([201, 201, 201, 403, 403]);
  });

  it('the assignee is the caller by default, or any member (READ included)', async () => {
    const mine = await added(team.editor);
    expect(mine).toMatchObject({ assignee: { id: team.editor.id }, createdBy: { id: team.editor.id }, done: false, doneAt: null, version: 1, due: '2026-12-08', profileId: team.partnerId });
    expect(await added(team.editor, { assigneeId: team.reader.id })).toMatchObject({ assignee: { id: team.reader.id, firstName: team.reader.firstName } });
    expect(await added(team.owner, { profileId: null })).toMatchObject({ profileId: null });
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await db()('tasks').count({ n: '*' }).first();
    const answers = await Promise.all([
      add(team.owner, { due: '2026-02-30' }),
      add(team.owner, { due: '08.12.2026' }),
      add(team.owner, { title: '' }),
      add(team.owner, { title: 'x'.repeat(201) }),
      add(team.owner, { assigneeId: team.stranger.id }),
      add(team.owner, { profileId: await rootOf(db(), await createTree(api, team.owner.access, { name: 'Other' })) }),
    ]);
    for (const res of answers) expectError(res, 400);
    expect(answers[4].body.error).toBe('The assignee must be a member of the TeamTree');
    expect(await db()('tasks').count({ n: '*' }).first()).toEqual(before);
  });

  it('an Idempotency-Key replays the answer without adding twice', async () => {
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const title = `Replay ${crypto.randomUUID().slice(0, 8)}`;
    const first = await add(team.editor, { title }, headers);
    const again = await add(team.editor, { title }, headers);
    expect({ status: again.status, body: again.body, replayed: again.headers.get('idempotent-replayed') }).toEqual({ status: 201, body: first.body, replayed: 'true' });
    expect(Number((await db()('tasks').where({ title }).count({ n: '*' }).first())?.n)).toBe(1);
  });
});

describe('changing, ticking off and deleting', () => {
  it('a READ assignee may only tick their task off; other READ members not even that', async () => {
    const task = await added(team.owner, { assigneeId: team.reader.id });
    expectError(await put(team.reader, { id: task.id, version: 1, title: 'Mine now' }), 403);
    expectError(await put(team.reader, { id: task.id, version: 1, done: true, due: '2026-12-09' }), 403);
    const ticked = await put(team.reader, { id: task.id, version: 1, done: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body.task).toMatchObject({ done: true, version: 2, title: 'Welcome call' });
    expect(ticked.body.task.doneAt).toEqual(expect.any(String));
    const others = await added(team.owner, { assigneeId: team.owner.id });
    expectError(await put(team.reader, { id: others.id, version: 1, done: true }), 403);
    expect((await put(team.stranger, { id: others.id, version: 1, done: true })).status).toBe(403);
  });

  it('EDIT members, moderators and the owner change tasks; a new assignee must be a member', async () => {
    const task = await added(team.owner);
    let version = 1;
    for (const user of [team.otherEditor, team.moderator, team.owner]) {
      const res = await put(user, { id: task.id, version, title: `by ${user.firstName}`, due: '2026-12-24', assigneeId: team.editor.id });
      expect(res.status).toBe(200);
      version = res.body.task.version;
    }
    expectError(await put(team.owner, { id: task.id, version, assigneeId: team.stranger.id }), 400);
    expectError(await put(team.owner, { id: task.id, version, due: '2026-13-01' }), 400);
  });

  it('an old version is 409 with the current one, and nothing changes', async () => {
    const task = await added(team.owner, { title: 'first' });
    expect((await put(team.owner, { id: task.id, version: 1, title: 'second' })).status).toBe(200);
    const stale = await put(team.editor, { id: task.id, version: 1, title: 'lost' });
    expectError(stale, 409);
    expect(stale.body).toMatchObject({ code: 'stale-version', version: 2 });
    expect((await db()('tasks').where({ id: task.id }).first()).title).toBe('second');
  });

  it('the owner, moderators and the creator delete; another EDIT member and the READ assignee may not', async () => {
    const task = await added(team.editor, { assigneeId: team.reader.id });
    for (const user of [team.otherEditor, team.reader, team.stranger]) expect((await api.delete(`/api/teamtree/task?id=${task.id}`, { token: user.access })).status).toBe(403);
    expect((await api.delete(`/api/teamtree/task?id=${task.id}`, { token: team.editor.access })).status).toBe(200);
    expectError(await api.delete(`/api/teamtree/task?id=${task.id}`, { token: team.owner.access }), 404);
    for (const user of [team.moderator, team.owner]) {
      const other = await added(team.editor);
      expect((await api.delete(`/api/teamtree/task?id=${other.id}`, { token: user.access })).status).toBe(200);
    }
  });
});

describe('lists', () => {
  it('READ members get only their own tasks, whatever they ask; others all or their own', async () => {
    const tree = await createTree(api, team.owner.access, { name: 'Lists' });
    await addMember(db(), tree, team.reader.id, 'READ');
    await addMember(db(), tree, team.editor.id, 'EDIT');
    const addIn = (assigneeId: string, title: string, due: string) =>
      api.post('/api/teamtree/task', { teamtreeId: tree, title, due, assigneeId }, { token: team.owner.access });
    await addIn(team.reader.id, 'reader later', '2026-12-20');
    await addIn(team.reader.id, 'reader first', '2026-12-10');
    await addIn(team.editor.id, 'editor task', '2026-12-01');
    const titles = async (user: TestUser, query = '') => {
      const res = await api.get(`/api/teamtree/tasks?teamtreeId=${tree}${query}`, { token: user.access });
      expect(res.status).toBe(200);
      return res.body.tasks.map((t: { title: string }) => t.title);
    };
    expect(await titles(team.reader, '&assignee=all')).toEqual(['reader first', 'reader later']);
    expect(await titles(team.editor, '&assignee=all')).toEqual(['editor task', 'reader first', 'reader later']);
    expect(await titles(team.editor, '&assignee=me')).toEqual(['editor task']);
    expectError(await api.get(`/api/teamtree/tasks?teamtreeId=${tree}`, { token: team.stranger.access }), 403);
    expectError(await api.get(`/api/teamtree/tasks?teamtreeId=${tree}&state=maybe`, { token: team.owner.access }), 400);
  });

  it("GET /api/tasks/due: the caller's open tasks across trees up to a day (default today in their time zone), soonest first", async () => {
    const user = await registerUser(api);
    const [a, b] = [await createTree(api, user.access, { name: 'A' }), await createTree(api, user.access, { name: 'B' })];
    // A zone whose day differs from UTC's right now (14 hours ahead, or 11 behind).
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    await db()('users').where({ id: user.id }).update({ time_zone: zone });
    const [today, utcToday] = [todayIn(zone), todayIn('UTC')];
    expect(today).not.toBe(utcToday);
    const addIn = (tree: string, title: string, due: string) => api.post('/api/teamtree/task', { teamtreeId: tree, title, due }, { token: user.access });
    await addIn(a, 'overdue', '2026-01-02');
    await addIn(b, 'zone today', today);
    await addIn(b, 'utc today', utcToday);
    await addIn(a, 'far', '2099-01-01');
    const done = await addIn(b, 'done', '2026-01-01');
    await put(user, { id: done.body.task.id, version: 1, done: true });
    const due = await api.get('/api/tasks/due', { token: user.access });
    expect(due.status).toBe(200);
    expect(due.body.tasks.map((t: { title: string }) => t.title)).toEqual(today > utcToday ? ['overdue', 'utc today', 'zone today'] : ['overdue', 'zone today']);
    const until = await api.get('/api/tasks/due?until=2099-01-01', { token: user.access });
    expect(until.body.tasks.map((t: { title: string }) => t.title)).toEqual(today > utcToday ? ['overdue', 'utc today', 'zone today', 'far'] : ['overdue', 'zone today', 'utc today', 'far']);
    expectError(await api.get('/api/tasks/due?until=2026-02-30', { token: user.access }), 400);
  });
});

describe('a member who leaves', () => {
  it("hands their open tasks in that tree to the owner; done ones keep their assignee", async () => {
    const leaver = await registerUser(api);
    const membershipId = await addMember(db(), team.treeId, leaver.id, 'EDIT');
    const open = await added(team.owner, { assigneeId: leaver.id, title: 'open one' });
    const done = await added(team.owner, { assigneeId: leaver.id, title: 'done one' });
    expect((await put(leaver, { id: done.id, version: 1, done: true })).status).toBe(200);
    expect((await api.delete(`/api/teamtree/share?memberId=${membershipId}`, { token: leaver.access })).status).toBe(200);
    const rows = await db()('tasks').whereIn('id', [open.id, done.id]).select('id', 'assignee_id', 'version');
    const byId = Object.fromEntries(rows.map((row: { id: string }) => [row.id, row]));
    expect(byId[open.id]).toMatchObject({ assignee_id: team.owner.id, version: 2 });
    expect(byId[done.id]).toMatchObject({ assignee_id: leaver.id });
  });

  it('says so in the history and live: the full room hears the new assignee, the leaver\'s own pages lose the task', async () => {
    const leaver = await registerUser(api);
    const membershipId = await addMember(db(), team.treeId, leaver.id, 'EDIT');
    const open = await added(team.owner, { assigneeId: leaver.id, title: 'hand me over' });
    const [ownerSocket, leaverSocket] = await Promise.all([joined(team.owner), joined(leaver)]);
    const ownerHears = nextEvent(ownerSocket, 'teamtree-update', (e: any) => e.type === 'task-update' && e.data.id === open.id);
    const entryArrives = nextEvent(ownerSocket, 'history-entry', (e: any) => e.entry?.action === 'task-update' && e.entry.changes.some((c: any) => c.field === 'assignee'));
    const leaverLoses = nextEvent(leaverSocket, 'teamtree-update', (e: any) => e.type === 'task-delete' && e.data.id === open.id);
    expect((await api.delete(`/api/teamtree/share?memberId=${membershipId}`, { token: team.owner.access })).status).toBe(200);

    expect(await ownerHears).toMatchObject({ teamtreeId: team.treeId, profileId: team.partnerId, data: { assignee: { id: team.owner.id }, version: 2 } });
    expect(await leaverLoses).toMatchObject({ teamtreeId: team.treeId });
    const entry = (await entryArrives).entry;
    expect(entry).toMatchObject({ user: { id: team.owner.id }, profileId: team.partnerId });
    expect(entry.changes).toEqual([{ field: 'assignee', before: { id: leaver.id, firstName: leaver.firstName, lastName: leaver.lastName }, after: { id: team.owner.id, firstName: team.owner.firstName, lastName: team.owner.lastName } }]);

    const history = await api.get(`/api/teamtree/history?teamtreeId=${team.treeId}&profileId=${team.partnerId}&action=task-update`, { token: team.owner.access });
    expect(history.status).toBe(200);
    expect(history.body.entries.filter((e: any) => e.changes.some((c: any) => c.field === 'assignee' && c.before?.id === leaver.id))).toHaveLength(1);
  });
});

describe('events', () => {
  it('the full room hears every task; a READ member only the tasks assigned to them', async () => {
    const [editorSocket, readerSocket] = await Promise.all([joined(team.editor), joined(team.reader)]);
    const seen = record(readerSocket);
    const editorGets = nextEvent(editorSocket, 'teamtree-update', (e: any) => e.type === 'task-add' && e.data.title === 'not for readers');
    const other = await added(team.owner, { title: 'not for readers', assigneeId: team.owner.id });
    const event = await editorGets;
    expect(teamtreeUpdateEvent.parse(event)).toEqual(event);
    expect(event).toMatchObject({ type: 'task-add', teamtreeId: team.treeId, data: { id: other.id } });

    const readerGets = nextEvent(readerSocket, 'teamtree-update', (e: any) => e.type === 'task-add');
    const theirs = await added(team.owner, { title: 'for the reader', assigneeId: team.reader.id });
    expect(await readerGets).toMatchObject({ type: 'task-add', data: { id: theirs.id, title: 'for the reader' } });
    expect(seen.filter(([, e]) => String(e?.type).startsWith('task-')).map(([, e]) => e.data.id)).toEqual([theirs.id]);

    // Handed to someone else: the reader hears it is gone from their list.
    const gone = nextEvent(readerSocket, 'teamtree-update', (e: any) => e.type === 'task-delete');
    expect((await put(team.owner, { id: theirs.id, version: 1, assigneeId: team.editor.id })).status).toBe(200);
    expect(await gone).toMatchObject({ data: { id: theirs.id } });
  });

  it("an assignee outside the tree's room (another tree open, or Today) hears their task leave with its deleted partner and come back with the restore", async () => {
    const partner = await api.post('/api/teamtree/profile', { teamtreeId: team.treeId, parentId: await rootOf(db(), team.treeId), name: 'Tina Trash', billDate: '2026-01-15' }, { token: team.owner.access });
    const partnerId = partner.body.profile.id as string;
    const task = await added(team.owner, { profileId: partnerId, title: 'Call Tina', assigneeId: team.reader.id });
    // Connected, in no tree's room: only the reader's own room reaches this socket.
    const socket = await connect(backend.url, team.reader.access);
    const gone = nextEvent(socket, 'teamtree-update', (e: any) => e.type === 'task-delete' && e.data.id === task.id);
    expect((await api.delete(`/api/teamtree/profile?id=${partnerId}`, { token: team.owner.access })).status).toBe(200);
    expect(await gone).toMatchObject({ teamtreeId: team.treeId, profileId: partnerId });

    const trash = await api.get(`/api/teamtree/trash?teamtreeId=${team.treeId}`, { token: team.owner.access });
    const item = trash.body.items.find((i: { name: string }) => i.name === 'Tina Trash');
    const back = nextEvent(socket, 'teamtree-update', (e: any) => e.type === 'task-add' && e.data.id === task.id);
    expect((await api.post('/api/teamtree/trash/restore', { teamtreeId: team.treeId, id: item.id }, { token: team.owner.access })).status).toBe(200);
    const event = await back;
    expect(teamtreeUpdateEvent.parse(event)).toEqual(event);
    expect(event).toMatchObject({ teamtreeId: team.treeId, data: { id: task.id, title: 'Call Tina', assignee: { id: team.reader.id }, done: false } });
  });
});

async function joined(user: TestUser): Promise<ClientSocket> {
  const socket = await connect(backend.url, user.access);
  await join(socket, team.treeId);
  return socket;
}
