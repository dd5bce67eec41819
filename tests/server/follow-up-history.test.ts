import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntry } from '../../shared/schemas/history';
import { closeAll, connect, join, nextEvent, record, type ClientSocket } from '../realtime/socket-helpers';
import type { TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { seedFollowUpTeam, type FollowUpTeam } from './follow-up-team';

/**
 * Notes and tasks in the history (API.md additions of 2026-12-07: actions `activity-create`,
 * `activity-update`, `activity-delete`, `task-create`, `task-update`, `task-delete`;
 * docs/follow-ups.md "History"): one entry per write with who and what changed, live to the
 * tree's room; READ members never see task entries, nor note entries while the tree hides
 * activities from them, in answers or in events.
 */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;
let team: FollowUpTeam;

beforeAll(async () => {
  team = await seedFollowUpTeam(api, db(), 'Follow-up history');
});

afterAll(() => closeAll());

async function historyOf(user: TestUser, query = '') {
  const res = await api.get(`/api/teamtree/history?teamtreeId=${team.treeId}&profileId=${team.partnerId}${query}`, { token: user.access });
  expect(res.status).toBe(200);
  return res.body.entries.map((entry: unknown) => historyEntry.parse(entry));
}

const logCall = (text: string) => api.post('/api/teamtree/activity', { teamtreeId: team.treeId, profileId: team.partnerId, kind: 'call', text }, { token: team.editor.access });
const addTask = (title: string, assigneeId: string) =>
  api.post('/api/teamtree/task', { teamtreeId: team.treeId, profileId: team.partnerId, title, due: '2026-12-09', assigneeId }, { token: team.owner.access });
const setHidden = (hideFromRead: string[]) => api.put('/api/teamtree/privacy', { teamtreeId: team.treeId, hideFromRead }, { token: team.owner.access });

async function joined(user: TestUser): Promise<ClientSocket> {
  const socket = await connect(backend.url, user.access);
  await join(socket, team.treeId);
  return socket;
}

describe('notes in the history', () => {
  it('a logged call, its edit and its delete are three entries naming the member, the partner and what changed', async () => {
    const logged = await logCall('Talked about the starter kit');
    expect(logged.status).toBe(201);
    const id = logged.body.activity.id;
    expect((await api.put('/api/teamtree/activity', { id, text: 'Talked about the starter kit; orders Monday', version: 1 }, { token: team.editor.access })).status).toBe(200);
    expect((await api.delete(`/api/teamtree/activity?id=${id}`, { token: team.owner.access })).status).toBe(200);

    const entries = await historyOf(team.owner, '&action=activity-create,activity-update,activity-delete');
    expect(entries.slice(0, 3)).toMatchObject([
      { action: 'activity-delete', user: { id: team.owner.id }, profileId: team.partnerId, profileName: 'Paula Prospect', count: 1, undoable: true, changes: [{ field: 'kind', before: 'call', after: null }, { field: 'text', before: 'Talked about the starter kit; orders Monday', after: null }] },
      // The call is gone: its create and edit can no longer be undone (its delete can: tests/server/follow-up-undo.test.ts).
      { action: 'activity-update', user: { id: team.editor.id }, undoable: false, changes: [{ field: 'text', before: 'Talked about the starter kit', after: 'Talked about the starter kit; orders Monday' }] },
      { action: 'activity-create', user: { id: team.editor.id }, undoable: false, changes: [{ field: 'kind', before: null, after: 'call' }, { field: 'text', before: null, after: 'Talked about the starter kit' }] },
    ]);
  });

  it('a refused write leaves no entry', async () => {
    const before = (await historyOf(team.owner)).length;
    expect((await api.put('/api/teamtree/activity', { id: (await logCall('Voicemail')).body.activity.id, text: 'x', version: 7 }, { token: team.editor.access })).status).toBe(409);
    expect((await historyOf(team.owner)).length).toBe(before + 1);
  });
});

describe('tasks in the history', () => {
  it('adding, ticking off and deleting a task are entries with the title, due day, assignee and done', async () => {
    const added = await addTask('Welcome call', team.editor.id);
    expect(added.status).toBe(201);
    const id = added.body.task.id;
    expect((await api.put('/api/teamtree/task', { id, version: 1, done: true }, { token: team.editor.access })).status).toBe(200);
    expect((await api.delete(`/api/teamtree/task?id=${id}`, { token: team.owner.access })).status).toBe(200);

    const [deleted, ticked, created] = await historyOf(team.owner, '&action=task-create,task-update,task-delete&limit=3');
    const assignee = { id: team.editor.id, firstName: team.editor.firstName, lastName: team.editor.lastName };
    expect(created).toMatchObject({ action: 'task-create', user: { id: team.owner.id }, changes: [{ field: 'title', before: null, after: 'Welcome call' }, { field: 'due', before: null, after: '2026-12-09' }, { field: 'assignee', before: null, after: assignee }] });
    expect(ticked).toMatchObject({ action: 'task-update', user: { id: team.editor.id }, changes: [{ field: 'done', before: false, after: true }] });
    expect(deleted).toMatchObject({ action: 'task-delete', changes: [{ field: 'title', before: 'Welcome call', after: null }, { field: 'due', before: '2026-12-09', after: null }, { field: 'assignee', before: assignee, after: null }] });
  });
});

describe('what READ members see of them', () => {
  it('no task entries ever, and note entries only while the tree shows activities to READ members', async () => {
    await logCall('Call for the record');
    await addTask('Send the catalogue', team.reader.id);
    const actions = async (): Promise<string[]> =>
      (await historyOf(team.reader)).map((entry: { action: string }) => entry.action);

    // New trees hide activities from READ members.
    expect(await actions()).not.toEqual(expect.arrayContaining(['activity-create']));
    expect((await actions()).filter((action) => action.startsWith('task-') || action.startsWith('activity-'))).toEqual([]);
    expect((await setHidden([])).status).toBe(200);
    try {
      const shown = await actions();
      expect(shown).toContain('activity-create');
      expect(shown.filter((action) => action.startsWith('task-'))).toEqual([]);
      // Asking for them by name changes nothing.
      expect(await historyOf(team.reader, '&action=task-create')).toEqual([]);
    } finally {
      await setHidden(['activities']);
    }
    expect((await historyOf(team.owner)).map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['task-create', 'activity-create']));
  });

  it('live: the full room hears the entries; a READ member hears neither task nor hidden note entries', async () => {
    const [editorSocket, readerSocket] = await Promise.all([joined(team.editor), joined(team.reader)]);
    const readerHeard = record(readerSocket);
    const editorHears = nextEvent(editorSocket, 'history-entry', (e: any) => e.entry.action === 'task-create');
    await addTask('Live task', team.reader.id);
    expect(await editorHears).toMatchObject({ teamtreeId: team.treeId, entry: { action: 'task-create', profileId: team.partnerId } });
    const editorHearsNote = nextEvent(editorSocket, 'history-entry', (e: any) => e.entry.action === 'activity-create');
    await logCall('Live call');
    await editorHearsNote;

    // A partner's change after both: once the reader hears its entry, they would have heard the others.
    const readerHearsUpdate = nextEvent(readerSocket, 'history-entry', (e: any) => e.entry.action === 'update');
    expect((await api.put('/api/teamtree/profile', { id: team.partnerId, billDate: '2026-01-16' }, { token: team.owner.access })).status).toBe(200);
    await readerHearsUpdate;
    const heard = readerHeard.filter(([name]) => name === 'history-entry').map(([, e]) => e.entry.action);
    expect(heard.filter((action: string) => action.startsWith('task-') || action.startsWith('activity-'))).toEqual([]);
  });
});
