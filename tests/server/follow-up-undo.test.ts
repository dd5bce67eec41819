import { afterAll, describe, expect, it } from 'vitest';
import { activity as activitySchema } from '../../shared/schemas/activity';
import { historyEntry, UNDO_ALREADY_UNDONE, UNDO_DENIED, UNDO_ITEM_CHANGED, UNDO_ITEM_GONE, UNDO_READ_DENIED, type HistoryEntry } from '../../shared/schemas/history';
import { task as taskSchema } from '../../shared/schemas/task';
import { closeAll, connect, join, nextEvent, type ClientSocket } from '../realtime/socket-helpers';
import type { TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { useFollowUpTeam } from './follow-up-team';
import { expectError, rootOf } from './trees-fixtures';

/**
 * Undo of a note's or task's history entry (issue 37 item 7; docs/follow-ups.md "Undo"): the
 * opposite write, recorded as that write's own entry; only while the item is as the entry left
 * it (a deleted one while its partner is still there); who may undo as for partners' entries.
 */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;
const team = useFollowUpTeam(backend, 'Follow-up undo');

afterAll(() => closeAll());

async function entries(user: TestUser, action: string, profileId = team.partnerId): Promise<HistoryEntry[]> {
  const res = await api.get(`/api/teamtree/history?teamtreeId=${team.treeId}&profileId=${profileId}&action=${action}`, { token: user.access });
  expect(res.status).toBe(200);
  return res.body.entries.map((entry: unknown) => historyEntry.parse(entry));
}
/** The newest entry of `action` (of the partner). */
const newest = async (user: TestUser, action: string, profileId?: string) => (await entries(user, action, profileId))[0];
const undo = (user: TestUser, entryId: string) => api.post('/api/teamtree/history/undo', { teamtreeId: team.treeId, entryId }, { token: user.access });

async function logNote(user: TestUser, text: string, profileId = team.partnerId) {
  const res = await api.post('/api/teamtree/activity', { teamtreeId: team.treeId, profileId, kind: 'note', text }, { token: user.access });
  expect(res.status).toBe(201);
  return activitySchema.parse(res.body.activity);
}
async function addTask(user: TestUser, title: string) {
  const res = await api.post('/api/teamtree/task', { teamtreeId: team.treeId, profileId: team.partnerId, title, due: '2026-12-09' }, { token: user.access });
  expect(res.status).toBe(201);
  return taskSchema.parse(res.body.task);
}
/** The error of an answer that must be a refusal with `status`. */
function refusal(res: { status: number; body: any }, status: number): string {
  expectError(res, status);
  return res.body.error;
}
const noteRow = (id: string) => db()('activities').where({ id }).first('text', 'version');
const taskRow = (id: string) => db()('tasks').where({ id }).first('title', 'done', 'version');

async function joined(user: TestUser): Promise<ClientSocket> {
  const socket = await connect(backend.url, user.access);
  await join(socket, team.treeId);
  return socket;
}

describe('undo of a note', () => {
  it("an added note: undone, it is gone; the undo is the note's delete entry, and cannot be undone twice", async () => {
    const note = await logNote(team.editor, 'Met at the fair');
    const added = await newest(team.editor, 'activity-create');
    expect(added).toMatchObject({ undoable: true });
    const socket = await joined(team.owner);
    const gone = nextEvent(socket, 'teamtree-update', (e: any) => e.type === 'activity-delete' && e.data.id === note.id);
    const res = await undo(team.editor, added.id);
    expect(res.status).toBe(200);
    expect(historyEntry.parse(res.body.entry)).toMatchObject({ action: 'activity-delete', user: { id: team.editor.id }, profileId: team.partnerId });
    await gone;
    expect(await noteRow(note.id)).toBeUndefined();
    expect(await newest(team.editor, 'activity-create')).toMatchObject({ id: added.id, undoable: false });
    expect(refusal(await undo(team.editor, added.id), 409)).toBe(UNDO_ALREADY_UNDONE);
  });

  it('a changed note gets its text back, only while nobody changed it since', async () => {
    const note = await logNote(team.owner, 'First words');
    expect((await api.put('/api/teamtree/activity', { id: note.id, text: 'Second words', version: 1 }, { token: team.owner.access })).status).toBe(200);
    const changed = await newest(team.owner, 'activity-update');
    expect((await undo(team.owner, changed.id)).status).toBe(200);
    expect(await noteRow(note.id)).toMatchObject({ text: 'First words', version: 3 });

    expect((await api.put('/api/teamtree/activity', { id: note.id, text: 'Third words', version: 3 }, { token: team.owner.access })).status).toBe(200);
    const third = await newest(team.owner, 'activity-update');
    expect((await api.put('/api/teamtree/activity', { id: note.id, text: 'Fourth words', version: 4 }, { token: team.moderator.access })).status).toBe(200);
    expect((await entries(team.owner, 'activity-update')).find((e) => e.id === third.id)).toMatchObject({ undoable: false });
    expect(refusal(await undo(team.owner, third.id), 409)).toBe(UNDO_ITEM_CHANGED);
    expect(await noteRow(note.id)).toMatchObject({ text: 'Fourth words', version: 5 });
  });

  it('a deleted note comes back as it was (same id, author and time), one version on; the undo of that undo deletes it again', async () => {
    const note = await logNote(team.editor, 'Keep me');
    expect((await api.delete(`/api/teamtree/activity?id=${note.id}`, { token: team.owner.access })).status).toBe(200);
    const deleted = await newest(team.owner, 'activity-delete');
    expect(deleted).toMatchObject({ undoable: true });
    const res = await undo(team.owner, deleted.id);
    expect(res.status).toBe(200);
    expect(res.body.entry).toMatchObject({ action: 'activity-create', undoable: true });
    const timeline = await api.get(`/api/teamtree/activity?teamtreeId=${team.treeId}&profileId=${team.partnerId}`, { token: team.owner.access });
    expect(timeline.body.activities.find((a: { id: string }) => a.id === note.id)).toMatchObject({ text: 'Keep me', author: { id: team.editor.id }, at: note.at, version: 2 });

    expect((await undo(team.owner, res.body.entry.id)).status).toBe(200);
    expect(await noteRow(note.id)).toBeUndefined();
  });

  it("cannot bring a note back once its partner is gone", async () => {
    const partner = await api.post('/api/teamtree/profile', { teamtreeId: team.treeId, parentId: await rootOf(db(), team.treeId), name: 'Gina Gone', billDate: '2026-01-15' }, { token: team.owner.access });
    const partnerId = partner.body.profile.id as string;
    const note = await logNote(team.owner, 'About Gina', partnerId);
    expect((await api.delete(`/api/teamtree/activity?id=${note.id}`, { token: team.owner.access })).status).toBe(200);
    const deleted = await newest(team.owner, 'activity-delete', partnerId);
    expect((await api.delete(`/api/teamtree/profile?id=${partnerId}`, { token: team.owner.access })).status).toBe(200);
    expect((await entries(team.owner, 'activity-delete', partnerId)).find((e) => e.id === deleted.id)).toMatchObject({ undoable: false });
    expect(refusal(await undo(team.owner, deleted.id), 409)).toBe(UNDO_ITEM_GONE);
    expect(await noteRow(note.id)).toBeUndefined();
  });
});

describe('undo of a task', () => {
  it('a tick is undone (the task open again, to the assignee live); an added task undone is gone; a deleted one comes back', async () => {
    const task = await addTask(team.owner, 'Welcome call');
    expect((await api.put('/api/teamtree/task', { id: task.id, version: 1, done: true }, { token: team.owner.access })).status).toBe(200);
    const ticked = await newest(team.owner, 'task-update');
    const socket = await joined(team.owner);
    const reopened = nextEvent(socket, 'teamtree-update', (e: any) => e.type === 'task-update' && e.data.id === task.id && e.data.done === false);
    expect((await undo(team.owner, ticked.id)).status).toBe(200);
    await reopened;
    expect(await taskRow(task.id)).toMatchObject({ done: false, version: 3 });

    const other = await addTask(team.editor, 'Send the catalogue');
    expect((await undo(team.editor, (await newest(team.editor, 'task-create')).id)).status).toBe(200);
    expect(await taskRow(other.id)).toBeUndefined();

    expect((await api.delete(`/api/teamtree/task?id=${task.id}`, { token: team.owner.access })).status).toBe(200);
    expect((await undo(team.owner, (await newest(team.owner, 'task-delete')).id)).status).toBe(200);
    expect(await taskRow(task.id)).toMatchObject({ title: 'Welcome call', done: false, version: 4 });
  });
});

describe('who may undo', () => {
  it('READ members undo nothing; EDIT members only their own entries; the owner and moderators any', async () => {
    await logNote(team.editor, 'By the editor');
    const theirs = await newest(team.owner, 'activity-create');
    expect(refusal(await undo(team.reader, theirs.id), 403)).toBe(UNDO_READ_DENIED);
    expect(refusal(await undo(team.otherEditor, theirs.id), 403)).toBe(UNDO_DENIED);
    expect((await entries(team.otherEditor, 'activity-create')).find((e) => e.id === theirs.id)).toMatchObject({ undoable: false });
    expect((await undo(team.moderator, theirs.id)).status).toBe(200);
  });
});
