import { beforeAll, describe, expect, it } from 'vitest';
import { followUpSummary, type FollowUpSummary } from '../../shared/schemas/follow-up-summary';
import type { TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { seedFollowUpTeam } from './follow-up-team';
import { addProfile, createTree, expectError, rootOf } from './trees-fixtures';

/**
 * The Teamlist's follow-up figures (docs/follow-ups.md "On the Teamlist"):
 * `GET /api/teamtree/follow-up-summary` gives each partner's last contact (newest call, message
 * or meeting; notes do not count) and next follow-up (soonest open task); READ members get no
 * last contacts while the tree hides activities, and next follow-ups only from their own tasks.
 */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;
let owner: TestUser, moderator: TestUser, editor: TestUser, reader: TestUser, stranger: TestUser;
let treeId: string;
let paula: string, nora: string, quinn: string, tess: string;

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const CALL_AT = ago(72);
const MESSAGE_AT = ago(30);

async function logged(profileId: string, kind: string, at: string, user = owner): Promise<string> {
  const res = await api.post('/api/teamtree/activity', { teamtreeId: treeId, profileId, kind, text: `${kind} ${at}`, at }, { token: user.access });
  expect(res.status).toBe(201);
  return res.body.activity.id;
}

async function task(profileId: string | null, due: string, assignee: TestUser, done = false): Promise<string> {
  const res = await api.post('/api/teamtree/task', { teamtreeId: treeId, profileId, title: `Call on ${due}`, due, assigneeId: assignee.id }, { token: owner.access });
  expect(res.status).toBe(201);
  if (done) expect((await api.put('/api/teamtree/task', { id: res.body.task.id, version: 1, done: true }, { token: owner.access })).status).toBe(200);
  return res.body.task.id;
}

async function summary(user: TestUser, teamtreeId = treeId): Promise<FollowUpSummary> {
  const res = await api.get(`/api/teamtree/follow-up-summary?teamtreeId=${teamtreeId}`, { token: user.access });
  expect(res.status).toBe(200);
  return followUpSummary.parse(res.body);
}

/** The summary as `profileId -> [lastContact, nextFollowUp]`, in no particular order. */
const byProfile = (answer: FollowUpSummary) => Object.fromEntries(answer.profiles.map((p) => [p.profileId, [p.lastContact, p.nextFollowUp]]));

const setHidden = async (hideFromRead: string[]) =>
  expect((await api.put('/api/teamtree/privacy', { teamtreeId: treeId, hideFromRead }, { token: owner.access })).status).toBe(200);

beforeAll(async () => {
  let partnerId: string;
  ({ owner, moderator, editor, reader, stranger, treeId, partnerId } = await seedFollowUpTeam(api, db(), 'Summary'));
  paula = partnerId;
  const root = await rootOf(db(), treeId);
  [nora, quinn, tess] = [await addProfile(db(), treeId, root, 'Nora Noted'), await addProfile(db(), treeId, root, 'Quinn Quiet'), await addProfile(db(), treeId, root, 'Tess Tasked')];
  // Paula: a call, a newer message, and a still newer note (no contact).
  await logged(paula, 'call', CALL_AT, editor);
  await logged(paula, 'message', MESSAGE_AT, moderator);
  await logged(paula, 'note', ago(1));
  // Nora: notes only. Quinn: nothing.
  await logged(nora, 'note', ago(2));
  // Tasks: Paula's soonest open one is the editor's; the reader's is later; a done one earlier is left out.
  await task(paula, '2026-12-20', reader);
  await task(paula, '2026-12-10', editor);
  await task(paula, '2026-12-01', editor, true);
  await task(tess, '2027-01-05', editor);
  // A task of no partner is on nobody's row.
  await task(null, '2026-11-30', reader);
});

describe('the follow-up summary', () => {
  it("gives each partner's newest call, message or meeting and soonest open task; notes, done tasks and partners with neither are left out", async () => {
    const answer = await summary(owner);
    expect(answer.lastContactHidden).toBe(false);
    expect(byProfile(answer)).toEqual({
      [paula]: [MESSAGE_AT, '2026-12-10'],
      [tess]: [null, '2027-01-05'],
    });
    expect(answer.profiles.map((p) => p.profileId)).not.toContain(nora);
    expect(answer.profiles.map((p) => p.profileId)).not.toContain(quinn);
    // Moderators and EDIT members see the same.
    expect(byProfile(await summary(moderator))).toEqual(byProfile(answer));
    expect(byProfile(await summary(editor))).toEqual(byProfile(answer));
  });

  it('follows the writes: a meeting makes a partner contacted, a deleted contact and a ticked-off task give way to the next', async () => {
    const meetingAt = ago(5);
    const meeting = await logged(quinn, 'meeting', meetingAt);
    const taskId = await task(quinn, '2026-12-15', owner);
    expect(byProfile(await summary(owner))[quinn]).toEqual([meetingAt, '2026-12-15']);

    expect((await api.delete(`/api/teamtree/activity?id=${meeting}`, { token: owner.access })).status).toBe(200);
    expect((await api.put('/api/teamtree/task', { id: taskId, version: 1, done: true }, { token: owner.access })).status).toBe(200);
    expect(byProfile(await summary(owner))[quinn]).toBeUndefined();
  });

  it('does not mix trees: another tree of the same owner has its own figures', async () => {
    const otherTree = await createTree(api, owner.access, { name: 'Other' });
    const other = await addProfile(db(), otherTree, await rootOf(db(), otherTree), 'Olga Other');
    expect((await api.post('/api/teamtree/activity', { teamtreeId: otherTree, profileId: other, kind: 'call', text: '' }, { token: owner.access })).status).toBe(201);
    expect(Object.keys(byProfile(await summary(owner, otherTree)))).toEqual([other]);
    expect(Object.keys(byProfile(await summary(owner)))).not.toContain(other);
  });
});

describe('what READ members get', () => {
  it('no last contacts while the tree hides activities (the default), and next follow-ups only from the tasks assigned to them', async () => {
    await setHidden(['activities']);
    const answer = await summary(reader);
    expect(answer.lastContactHidden).toBe(true);
    expect(byProfile(answer)).toEqual({ [paula]: [null, '2026-12-20'] });
  });

  it('the last contacts once the owner shows activities to READ members', async () => {
    await setHidden([]);
    try {
      const answer = await summary(reader);
      expect(answer.lastContactHidden).toBe(false);
      expect(byProfile(answer)).toEqual({ [paula]: [MESSAGE_AT, '2026-12-20'] });
    } finally {
      await setHidden(['activities']);
    }
  });
});

describe('who may ask, and bad input', () => {
  it('401 without a session, 403 for a non-member, 404 for an unknown tree', async () => {
    expectError(await api.get(`/api/teamtree/follow-up-summary?teamtreeId=${treeId}`), 401);
    expectError(await api.get(`/api/teamtree/follow-up-summary?teamtreeId=${treeId}`, { token: stranger.access }), 403);
    expectError(await api.get(`/api/teamtree/follow-up-summary?teamtreeId=${crypto.randomUUID()}`, { token: owner.access }), 404);
  });

  it('400 naming the field for a missing or malformed teamtreeId', async () => {
    for (const query of ['', '?teamtreeId=', '?teamtreeId=not-an-id', `?teamtreeId=${treeId}x`]) {
      const res = await api.get(`/api/teamtree/follow-up-summary${query}`, { token: owner.access });
      expectError(res, 400);
      expect(res.body.fields).toHaveProperty('teamtreeId');
    }
  });
});
