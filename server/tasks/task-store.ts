import type { Knex } from 'knex';
import { ASSIGNEE_NOT_MEMBER, TASK_NOT_FOUND, TASK_STALE, type Task } from '../../shared/schemas/task';
import { insertFirstVersion, updateAtVersion } from '../db/versioned-rows';
import { badRequest, notFound } from '../http/errors';
import { calendarDay, isoTime, partnerItemIds, personOf, versionStamps } from '../presenters/row-values';

interface TaskRow {
  id: string;
  teamtree_id: string;
  profile_id: string | null;
  title: string;
  due: string | Date;
  assignee_id: string;
  created_by_id: string | null;
  done: boolean;
  done_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
  a_first: string;
  a_last: string;
  c_first: string | null;
  c_last: string | null;
}


function present(row: TaskRow): Task {
  return {
    ...partnerItemIds(row),
    title: row.title,
    due: calendarDay(row.due),
    assignee: { id: row.assignee_id, firstName: row.a_first, lastName: row.a_last },
    createdBy: personOf(row.created_by_id, row.c_first, row.c_last),
    done: Boolean(row.done),
    doneAt: row.done_at ? isoTime(row.done_at) : null,
    ...versionStamps(row),
  };
}

function withPeople(db: Knex) {
  return db('tasks as t')
    .join('users as a', 'a.id', 't.assignee_id')
    .leftJoin('users as c', 'c.id', 't.created_by_id')
    .select('t.*', 'a.first_name as a_first', 'a.last_name as a_last', 'c.first_name as c_first', 'c.last_name as c_last');
}

const soonestFirst = [
  { column: 't.due', order: 'asc' },
  { column: 't.created_at', order: 'asc' },
  { column: 't.id', order: 'asc' },
] as const;

export async function findTaskOr404(db: Knex, id: string): Promise<Task> {
  const row = await withPeople(db).where('t.id', id).first();
  if (!row) throw notFound(TASK_NOT_FOUND);
  return present(row as TaskRow);
}

/** 400 unless the user is a member of the tree (READ members included). */
export async function requireAssignable(db: Knex, teamtreeId: string, userId: string): Promise<void> {
  const row = await db('memberships').where({ teamtree_id: teamtreeId, user_id: userId }).first('id');
  if (!row) throw badRequest(ASSIGNEE_NOT_MEMBER, { assigneeId: ASSIGNEE_NOT_MEMBER });
}

export async function insertTask(
  db: Knex,
  input: { teamtreeId: string; profileId: string | null; title: string; due: string; assigneeId: string; createdById: string },
): Promise<Task> {
  await requireAssignable(db, input.teamtreeId, input.assigneeId);
  const id = await insertFirstVersion(db, 'tasks', {
    teamtree_id: input.teamtreeId,
    profile_id: input.profileId,
    title: input.title,
    due: input.due,
    assignee_id: input.assigneeId,
    created_by_id: input.createdById,
  });
  return findTaskOr404(db, id);
}

export interface TaskChanges {
  title?: string;
  due?: string;
  assigneeId?: string;
  done?: boolean;
}

/** Applies the changes when `version` is the current one (else 409 with the current version). */
export async function updateTask(db: Knex, current: Task, version: number, changes: TaskChanges): Promise<Task> {
  if (changes.assigneeId !== undefined) await requireAssignable(db, current.teamtreeId, changes.assigneeId);
  const now = new Date();
  const row: Record<string, unknown> = { updated_at: now };
  if (changes.title !== undefined) row.title = changes.title;
  if (changes.due !== undefined) row.due = changes.due;
  if (changes.assigneeId !== undefined) row.assignee_id = changes.assigneeId;
  if (changes.done !== undefined && changes.done !== current.done) Object.assign(row, { done: changes.done, done_at: changes.done ? now : null });
  await updateAtVersion(db, 'tasks', current.id, version, row, { message: TASK_STALE, current: () => findTaskOr404(db, current.id) });
  return findTaskOr404(db, current.id);
}

/** Deletes the task; answers its row as it was (`to_jsonb`, for the history entry that can bring it back). */
export async function deleteTaskRow(db: Knex, id: string): Promise<unknown> {
  const result = await db.raw('DELETE FROM tasks WHERE id = ? RETURNING to_jsonb(tasks) AS row', [id]);
  return (result.rows as { row: unknown }[])[0]?.row ?? null;
}

/** A tree's tasks, soonest first: `assigneeId` narrows to one member's, `state` to open or done ones. */
export async function listTreeTasks(
  db: Knex,
  input: { teamtreeId: string; assigneeId: string | null; state: 'open' | 'done' | 'all'; profileId?: string },
): Promise<Task[]> {
  const query = withPeople(db).where('t.teamtree_id', input.teamtreeId);
  if (input.assigneeId !== null) query.where('t.assignee_id', input.assigneeId);
  if (input.state !== 'all') query.where('t.done', input.state === 'done');
  if (input.profileId !== undefined) query.where('t.profile_id', input.profileId);
  return ((await query.orderBy([...soonestFirst])) as TaskRow[]).map(present);
}

/** The user's open tasks due on or before `until`, across the trees they are a member of, soonest first. */
export async function listDueTasks(db: Knex, userId: string, until: string): Promise<Task[]> {
  const rows = (await withPeople(db)
    .join('memberships as m', function joinMembership() {
      this.on('m.teamtree_id', '=', 't.teamtree_id').andOn('m.user_id', '=', 't.assignee_id');
    })
    .where('t.assignee_id', userId)
    .where('t.done', false)
    .where('t.due', '<=', until)
    .orderBy([...soonestFirst])) as TaskRow[];
  return rows.map(present);
}
