import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { activity as activitySchema, activityPage } from '../../shared/schemas/activity';
import { teamtreeUpdateEvent } from '../../shared/schemas/realtime';
import { closeAll, connect, join, nextEvent, record, type ClientSocket } from '../realtime/socket-helpers';
import type { TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { useFollowUpTeam } from './follow-up-team';
import { createTree, expectError, rootOf } from './trees-fixtures';

/**
 * Notes of every contact (API.md additions of 2026-12-07, docs/follow-ups.md): who may log,
 * change and delete activities; the timeline page; bad input; 409 on an old version; an
 * Idempotency-Key replay; READ members see them (answers and events) only when the tree lets them.
 */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;
const team = useFollowUpTeam(backend, 'Follow-ups');

afterAll(() => closeAll());

const log = (user: TestUser, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  api.post('/api/teamtree/activity', { teamtreeId: team.treeId, profileId: team.partnerId, kind: 'call', text: 'Called about the starter kit', ...extra }, { token: user.access, headers });
const page = (user: TestUser, query = '') => api.get(`/api/teamtree/activity?teamtreeId=${team.treeId}&profileId=${team.partnerId}${query}`, { token: user.access });
const setHidden = async (hideFromRead: string[]) =>
  expect((await api.put('/api/teamtree/privacy', { teamtreeId: team.treeId, hideFromRead }, { token: team.owner.access })).status).toBe(200);

async function logged(user: TestUser, extra: Record<string, unknown> = {}) {
  const res = await log(user, extra);
  expect(res.status).toBe(201);
  return activitySchema.parse(res.body.activity);
}

describe('logging activities', () => {
  it('the owner, moderators and EDIT members log; READ members and strangers may not', async () => {
    const statuses = await Promise.all([team.owner, team.moderator, team.editor, team.reader, team.stranger].map(async (user) => (await log(user)).status));
    expect(statuses).toEqual([201, 201, 201, 403, 403]);
  });

  it('answers the activity with its author, kind, text, time and mentions', async () => {
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const activity = await logged(team.editor, { kind: 'meeting', text: 'Coffee with @Anna', at, mentions: [team.moderator.id] });
    expect(activity).toMatchObject({
      teamtreeId: team.treeId,
      profileId: team.partnerId,
      kind: 'meeting',
      text: 'Coffee with @Anna',
      at,
      author: { id: team.editor.id, firstName: team.editor.firstName, lastName: team.editor.lastName },
      mentions: [team.moderator.id],
      version: 1,
    });
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await db()('activities').count({ n: '*' }).first();
    const answers = await Promise.all([
      log(team.owner, { text: 'x'.repeat(5001) }),
      log(team.owner, { at: new Date(Date.now() + 3_600_000).toISOString() }),
      log(team.owner, { kind: 'email' }),
      log(team.owner, { mentions: [team.stranger.id] }),
      log(team.owner, { at: 'yesterday' }),
      log(team.owner, { profileId: 'not-an-id' }),
    ]);
    for (const res of answers) expectError(res, 400);
    expect(answers[1].body.error).toBe('at must not be in the future');
    expect(answers[3].body.error).toBe('Each mentioned user must be a member of the TeamTree');
    expect(await db()('activities').count({ n: '*' }).first()).toEqual(before);
    expect((await log(team.owner, { text: 'x'.repeat(5000) })).status).toBe(201);
  });

  it('a partner of another tree is no target (400), an unknown one 404', async () => {
    const otherTree = await createTree(api, team.owner.access, { name: 'Other' });
    expectError(await log(team.owner, { profileId: await rootOf(db(), otherTree) }), 400);
    expectError(await log(team.owner, { profileId: crypto.randomUUID() }), 404);
  });

  it('an Idempotency-Key replays the answer without logging twice', async () => {
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const text = `Replay ${crypto.randomUUID()}`;
    const first = await log(team.editor, { text }, headers);
    const again = await log(team.editor, { text }, headers);
    expect(first.status).toBe(201);
    expect({ status: again.status, body: again.body, replayed: again.headers.get('idempotent-replayed') }).toEqual({ status: 201, body: first.body, replayed: 'true' });
    expect(Number((await db()('activities').where({ text }).count({ n: '*' }).first())?.n)).toBe(1);
  });
});

describe('the timeline', () => {
  it('pages newest `at` first, `next` continuing where the page ended', async () => {
    const profile = await api.post('/api/teamtree/profile', { teamtreeId: team.treeId, parentId: await rootOf(db(), team.treeId), name: 'Tim Timeline', billDate: '2026-01-15' }, { token: team.owner.access });
    const profileId = profile.body.profile.id;
    const base = Date.now() - 86_400_000;
    for (const minutes of [5, 1, 3, 2, 4]) await logged(team.owner, { profileId, text: `minute ${minutes}`, at: new Date(base + minutes * 60_000).toISOString() });
    const texts: string[] = [];
    let query = '&limit=2';
    for (let round = 0; round < 5; round++) {
      const res = await api.get(`/api/teamtree/activity?teamtreeId=${team.treeId}&profileId=${profileId}${query}`, { token: team.editor.access });
      expect(res.status).toBe(200);
      const body = activityPage.parse(res.body);
      texts.push(...body.activities.map((a) => a.text));
      if (!body.next) break;
      query = `&limit=2&before=${body.next}`;
    }
    expect(texts).toEqual(['minute 5', 'minute 4', 'minute 3', 'minute 2', 'minute 1']);
    expectError(await page(team.owner, '&limit=201'), 400);
    expectError(await page(team.owner, '&before=garbage'), 400);
    expectError(await page(team.stranger), 403);
  });
});

describe('changing and deleting', () => {
  it('the author, the owner and moderators may; another EDIT member and READ members may not', async () => {
    const activity = await logged(team.editor);
    let version = activity.version;
    for (const [user, status] of [
      [team.otherEditor, 403],
      [team.reader, 403],
      [team.stranger, 403],
      [team.editor, 200],
      [team.moderator, 200],
      [team.owner, 200],
    ] as const) {
      const res = await api.put('/api/teamtree/activity', { id: activity.id, text: `by ${user.id}`, version }, { token: user.access });
      expect(res.status).toBe(status);
      if (status === 200) {
        expect(res.body.activity).toMatchObject({ text: `by ${user.id}`, version: version + 1 });
        version = res.body.activity.version;
      }
    }
    expect((await api.delete(`/api/teamtree/activity?id=${activity.id}`, { token: team.otherEditor.access })).status).toBe(403);
    expect((await api.delete(`/api/teamtree/activity?id=${activity.id}`, { token: team.reader.access })).status).toBe(403);
    expect((await api.delete(`/api/teamtree/activity?id=${activity.id}`, { token: team.editor.access })).status).toBe(200);
    expectError(await api.delete(`/api/teamtree/activity?id=${activity.id}`, { token: team.owner.access }), 404);
    // An author who has become a READ member no longer may.
    const demoted = await logged(team.otherEditor);
    await db()('memberships').where({ teamtree_id: team.treeId, user_id: team.otherEditor.id }).update({ permission: 'READ' });
    expect((await api.delete(`/api/teamtree/activity?id=${demoted.id}`, { token: team.otherEditor.access })).status).toBe(403);
    await db()('memberships').where({ teamtree_id: team.treeId, user_id: team.otherEditor.id }).update({ permission: 'EDIT' });
    for (const user of [team.moderator, team.owner]) {
      const mine = await logged(team.editor);
      expect((await api.delete(`/api/teamtree/activity?id=${mine.id}`, { token: user.access })).status).toBe(200);
    }
  });

  it('an old version is 409 with the current one, and nothing changes', async () => {
    const activity = await logged(team.owner, { text: 'first' });
    expect((await api.put('/api/teamtree/activity', { id: activity.id, text: 'second', version: 1 }, { token: team.owner.access })).status).toBe(200);
    const stale = await api.put('/api/teamtree/activity', { id: activity.id, text: 'lost', version: 1 }, { token: team.moderator.access });
    expectError(stale, 409);
    expect(stale.body).toMatchObject({ code: 'stale-version', version: 2 });
    expect((await db()('activities').where({ id: activity.id }).first()).text).toBe('second');
    expectError(await api.put('/api/teamtree/activity', { id: activity.id, text: 'x'.repeat(5001), version: 2 }, { token: team.owner.access }), 400);
  });
});

describe('a deleted partner', () => {
  it('takes its activities and tasks with it', async () => {
    const res = await api.post('/api/teamtree/profile', { teamtreeId: team.treeId, parentId: await rootOf(db(), team.treeId), name: 'Gone Soon', billDate: '2026-01-15' }, { token: team.owner.access });
    const profileId = res.body.profile.id;
    const note = await logged(team.owner, { profileId, text: 'about to go' });
    const task = await api.post('/api/teamtree/task', { teamtreeId: team.treeId, profileId, title: 'Call', due: '2026-12-08' }, { token: team.owner.access });
    expect(task.status).toBe(201);
    expect((await api.delete(`/api/teamtree/profile?id=${profileId}`, { token: team.owner.access })).status).toBe(200);
    expect(await db()('activities').where({ id: note.id }).first()).toBeUndefined();
    expect(await db()('tasks').where({ id: task.body.task.id }).first()).toBeUndefined();
  });
});

describe('READ members', () => {
  it('a new tree hides activities from READ members; a tree that lets them shows them', async () => {
    const fresh = await createTree(api, team.owner.access, { name: 'New tree' });
    const stored = await db()('teamtrees').where({ id: fresh }).first('hide_from_read');
    expect(stored.hide_from_read).toEqual(['activities']);

    await setHidden(['activities']);
    await logged(team.owner, { text: 'secret call' });
    const hidden = await page(team.reader);
    expectError(hidden, 403);
    expect(JSON.stringify(hidden.body)).not.toMatch(/secret call/);
    expect((await page(team.editor)).status).toBe(200);

    await setHidden(['phone']);
    const shown = await page(team.reader);
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).toMatch(/secret call/);
  });

  it('events reach READ members only when the tree shows them activities', async () => {
    await setHidden(['activities']);
    const [editorSocket, readerSocket] = await Promise.all([joined(team.editor), joined(team.reader)]);
    const seen = record(readerSocket);
    const editorGets = nextEvent(editorSocket, 'teamtree-update', (e: any) => e.type === 'activity-add');
    const added = await logged(team.owner, { text: 'hidden live' });
    const event = await editorGets;
    expect(teamtreeUpdateEvent.parse(event)).toEqual(event);
    expect(event).toMatchObject({ type: 'activity-add', teamtreeId: team.treeId, profileId: team.partnerId, data: { id: added.id, text: 'hidden live' } });

    const updated = nextEvent(editorSocket, 'teamtree-update', (e: any) => e.type === 'activity-update');
    expect((await api.put('/api/teamtree/activity', { id: added.id, text: 'hidden edit', version: 1 }, { token: team.owner.access })).status).toBe(200);
    await updated;
    const deleted = nextEvent(editorSocket, 'teamtree-update', (e: any) => e.type === 'activity-delete');
    expect((await api.delete(`/api/teamtree/activity?id=${added.id}`, { token: team.owner.access })).status).toBe(200);
    expect(await deleted).toMatchObject({ data: { id: added.id } });

    // A later event that the reader does get: everything sent before it has arrived.
    const marker = nextEvent(readerSocket, 'teamtree-update', (e: any) => e.type === 'profile-update');
    await setHidden([]);
    const readerGets = nextEvent(readerSocket, 'teamtree-update', (e: any) => e.type === 'activity-add');
    await api.put('/api/teamtree/profile', { id: team.partnerId, name: 'Paula Prospect', billDate: '2026-01-16' }, { token: team.owner.access });
    await marker;
    expect(seen.filter(([, e]) => String(e?.type).startsWith('activity-'))).toEqual([]);

    const shown = await logged(team.owner, { text: 'shown live' });
    expect(await readerGets).toMatchObject({ type: 'activity-add', data: { id: shown.id, text: 'shown live' } });
  });
});

async function joined(user: TestUser): Promise<ClientSocket> {
  const socket = await connect(backend.url, user.access);
  await join(socket, team.treeId);
  return socket;
}
