import { beforeAll, describe, expect, it } from 'vitest';
import { purgeHistory } from '../../server/history/history-purge';
import { addDays, todayIn } from '../../shared/domain/calendar-date';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { seedFollowUpTeam, type FollowUpTeam } from './follow-up-team';
import { addMember } from './trees-fixtures';

/**
 * A deleted partner's follow-ups go into the trash with them and come back with a restore
 * (issue 37 item 7; docs/follow-ups.md "The trash"): the same notes and tasks, ids, texts,
 * times and versions; a task whose assignee left the tree meanwhile goes to the owner; an undone
 * restore puts them back in the trash; the purge removes them with their item.
 */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;
const DAY_MS = 24 * 60 * 60 * 1000;
let team: FollowUpTeam;

beforeAll(async () => {
  team = await seedFollowUpTeam(api, db(), 'Trash follow-ups');
});

/** A partner under Paula with a child: both with notes, the child with tasks. */
async function partnerWithFollowUps(name: string, assignee: TestUser) {
  const add = (parentId: string, partner: string) =>
    api.post('/api/teamtree/profile', { teamtreeId: team.treeId, parentId, name: partner, billDate: '2026-01-15' }, { token: team.owner.access });
  const top = (await add(team.partnerId, name)).body.profile.id as string;
  const child = (await add(top, `${name} Junior`)).body.profile.id as string;
  const note = (profileId: string, kind: string, text: string) =>
    api.post('/api/teamtree/activity', { teamtreeId: team.treeId, profileId, kind, text }, { token: team.editor.access });
  for (const res of [await note(top, 'call', `Called ${name}`), await note(child, 'note', `Met ${name} Junior`)]) expect(res.status).toBe(201);
  const edited = await api.put('/api/teamtree/activity', { id: (await activitiesOf(top))[0].id, text: `Called ${name}, will join`, version: 1 }, { token: team.editor.access });
  expect(edited.status).toBe(200);
  const task = (title: string, assigneeId: string) =>
    api.post('/api/teamtree/task', { teamtreeId: team.treeId, profileId: child, title, due: todayIn(), assigneeId }, { token: team.owner.access });
  const open = await task(`Welcome ${name} Junior`, assignee.id);
  const done = await task(`Send ${name} the starter kit`, team.editor.id);
  expect([open.status, done.status]).toEqual([201, 201]);
  const ticked = await api.put('/api/teamtree/task', { id: done.body.task.id, version: 1, done: true }, { token: team.editor.access });
  expect(ticked.status).toBe(200);
  return { top, child, taskId: open.body.task.id as string };
}

async function activitiesOf(profileId: string) {
  const res = await api.get(`/api/teamtree/activity?teamtreeId=${team.treeId}&profileId=${profileId}`, { token: team.owner.access });
  expect(res.status).toBe(200);
  return res.body.activities as Array<{ id: string; text: string; version: number }>;
}

/** The follow-up rows of these partners as kept, comparable before and after. */
async function rowsOf(profileIds: string[]) {
  const activities = await db()('activities').whereIn('profile_id', profileIds).orderBy('id').select('id', 'profile_id', 'kind', 'text', 'at', 'author_id', 'mentions', 'created_at', 'updated_at', 'version');
  const tasks = await db()('tasks').whereIn('profile_id', profileIds).orderBy('id').select('id', 'profile_id', 'title', 'due', 'assignee_id', 'created_by_id', 'done', 'done_at', 'created_at', 'updated_at', 'version');
  return { activities, tasks };
}

const dueFor = async (user: TestUser) =>
  ((await api.get(`/api/tasks/due?until=${addDays(todayIn(), 1)}`, { token: user.access })).body.tasks as Array<{ id: string }>).map((task) => task.id);

/** The trash item named `name` (each test's partner has a name of its own). */
async function trashItemNamed(name: string): Promise<string> {
  const items = (await api.get(`/api/teamtree/trash?teamtreeId=${team.treeId}`, { token: team.owner.access })).body.items as Array<{ id: string; name: string }>;
  return items.find((item) => item.name === name)!.id;
}

async function deleteAndFindItem(profileId: string, name: string): Promise<string> {
  const deleted = await api.delete(`/api/teamtree/profile?id=${profileId}`, { token: team.owner.access });
  expect(deleted.status).toBe(200);
  return trashItemNamed(name);
}

const restore = (id: string) => api.post('/api/teamtree/trash/restore', { teamtreeId: team.treeId, id }, { token: team.owner.access });
const count = async (table: string, trashId: string) => Number((await db()(table).where('trash_id', trashId).count({ n: '*' }).first())!.n);

describe("a deleted partner's notes and tasks", () => {
  it('go into the trash with the partner and come back unchanged with a restore', async () => {
    const NAME = 'Rita';
    const { top, child, taskId } = await partnerWithFollowUps(NAME, team.reader);
    const before = await rowsOf([top, child]);
    expect(before.activities).toHaveLength(2);
    expect(before.tasks).toHaveLength(2);
    expect(await dueFor(team.reader)).toContain(taskId);

    const itemId = await deleteAndFindItem(top, NAME);
    expect(await rowsOf([top, child])).toEqual({ activities: [], tasks: [] });
    expect(await dueFor(team.reader)).not.toContain(taskId);
    expect([await count('trash_activities', itemId), await count('trash_tasks', itemId)]).toEqual([2, 2]);

    const restored = await restore(itemId);
    expect(restored.status).toBe(200);
    expect(await rowsOf([top, child])).toEqual(before);
    expect((await activitiesOf(top)).map((activity) => activity.text)).toEqual(['Called Rita, will join']);
    expect(await dueFor(team.reader)).toContain(taskId);
    expect([await count('trash_activities', itemId), await count('trash_tasks', itemId)]).toEqual([0, 0]);
  });

  it("hand a task to the owner when its assignee left the tree while the partner was in the trash", async () => {
    const leaver = await registerUser(api);
    await addMember(db(), team.treeId, leaver.id, 'EDIT');
    const NAME = 'Lena';
    const { top, taskId } = await partnerWithFollowUps(NAME, leaver);
    const itemId = await deleteAndFindItem(top, NAME);
    await db()('memberships').where({ teamtree_id: team.treeId, user_id: leaver.id }).del();

    expect((await restore(itemId)).status).toBe(200);
    const task = await db()('tasks').where('id', taskId).first('assignee_id');
    expect(task).toEqual({ assignee_id: team.owner.id });
    expect(await dueFor(team.owner)).toContain(taskId);
  });

  it('go back into the trash when the restore is undone, and come back with the next restore', async () => {
    const NAME = 'Uma';
    const { top, child } = await partnerWithFollowUps(NAME, team.editor);
    const before = await rowsOf([top, child]);
    const itemId = await deleteAndFindItem(top, NAME);
    const restored = await restore(itemId);
    const undone = await api.post('/api/teamtree/history/undo', { teamtreeId: team.treeId, entryId: restored.body.entryId }, { token: team.owner.access });
    expect(undone.status).toBe(200);
    expect(await rowsOf([top, child])).toEqual({ activities: [], tasks: [] });

    expect((await restore(await trashItemNamed(NAME))).status).toBe(200);
    const after = await rowsOf([top, child]);
    // An undo and a restore each count as a write of the partner, not of their notes and tasks.
    expect(after).toEqual(before);
  });

  it('are removed by the purge with their trash item', async () => {
    const NAME = 'Pia';
    const { top } = await partnerWithFollowUps(NAME, team.editor);
    const itemId = await deleteAndFindItem(top, NAME);
    const context = backend.server.context;
    try {
      context.clock = () => new Date(Date.now() + 31 * DAY_MS);
      await purgeHistory(context);
    } finally {
      context.clock = undefined;
    }
    expect([await count('trash_activities', itemId), await count('trash_tasks', itemId)]).toEqual([0, 0]);
  });
});

