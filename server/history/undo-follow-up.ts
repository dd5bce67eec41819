import type { Knex } from 'knex';
import { activityChanges, taskChanges, type FollowUpChange } from '../../shared/domain/follow-up-changes';
import type { Activity } from '../../shared/schemas/activity';
import { HISTORY_ENTRY_NOT_FOUND, UNDO_ALREADY_UNDONE, UNDO_ITEM_CHANGED, UNDO_ITEM_GONE, UNDO_NOT_POSSIBLE, type FollowUpAction } from '../../shared/schemas/history';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { Task } from '../../shared/schemas/task';
import { deleteActivityRow, findActivity, updateActivityText } from '../activities/activity-store';
import { conflict, notFound } from '../http/errors';
import { treeOfProfile } from '../profiles/store/profile-reads';
import { lockTree } from '../profiles/store/tree-lock';
import { deleteTaskRow, findTaskOr404, requireAssignable, updateTask, type TaskChanges } from '../tasks/task-store';
import { writeWithEntryId, type FollowUpEntry } from './follow-up-entries';
import { HISTORY } from './history-entry';

/**
 * Undo of a note's or task's history entry (docs/follow-ups.md "Undo"): the opposite write, made
 * under the tree's lock and recorded as that write's own entry (`activity-delete` undoes an
 * `activity-create`, and so on) naming the entry it undoes, so READ members see it exactly when
 * they would see the write. An added or changed item must still be at the version the entry left
 * (409 otherwise); a deleted one comes back as its row was, one version on, while its partner is
 * still in the tree.
 */

interface StoredEntry {
  action: FollowUpAction;
  profile_id: string | null;
  item_id: string | null;
  version_after: number | null;
  item: unknown;
  changes: FollowUpChange[] | string;
}

/** What an undo did, for the events after its commit. */
export type FollowUpUndone =
  | { kind: 'activity'; type: typeof UPDATE_TYPES.activityAdd | typeof UPDATE_TYPES.activityUpdate | typeof UPDATE_TYPES.activityDelete; activity: Activity }
  | { kind: 'task'; type: typeof UPDATE_TYPES.taskAdd | typeof UPDATE_TYPES.taskUpdate | typeof UPDATE_TYPES.taskDelete; task: Task; formerAssigneeId: string | null };

type Undone = { result: FollowUpUndone; entry: Omit<FollowUpEntry, 'actorId' | 'undoes'> };

const changed = () => conflict(UNDO_ITEM_CHANGED);
const changesOf = (entry: StoredEntry): FollowUpChange[] => (typeof entry.changes === 'string' ? (JSON.parse(entry.changes) as FollowUpChange[]) : entry.changes);
const beforeOf = (entry: StoredEntry, field: FollowUpChange['field']) => changesOf(entry).find((change) => change.field === field);
const parsed = (value: unknown): Record<string, unknown> => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value as Record<string, unknown>));

/** The entry, locked, and not undone yet (read after the lock, so a second undo at the same moment sees the first). */
async function lockedEntry(trx: Knex.Transaction, teamtreeId: string, entryId: string): Promise<StoredEntry> {
  const entry: StoredEntry | undefined = await trx(HISTORY).where({ id: entryId, teamtree_id: teamtreeId }).forUpdate().first('action', 'profile_id', 'item_id', 'version_after', 'item', 'changes');
  if (!entry) throw notFound(HISTORY_ENTRY_NOT_FOUND);
  if (await trx(HISTORY).where({ undoes: entryId }).first('id')) throw conflict(UNDO_ALREADY_UNDONE);
  if (!entry.item_id) throw conflict(UNDO_NOT_POSSIBLE);
  return entry;
}

/** Puts a deleted item's row back into `table` (one version on), while its partner is still in the tree. */
async function bringBack(trx: Knex.Transaction, table: 'activities' | 'tasks', entry: StoredEntry, teamtreeId: string): Promise<string> {
  if (entry.item === null || entry.item === undefined) throw conflict(UNDO_NOT_POSSIBLE);
  const row = parsed(entry.item);
  const profileId = typeof row.profile_id === 'string' ? row.profile_id : null;
  if (profileId && (await treeOfProfile(trx, profileId)) !== teamtreeId) throw conflict(UNDO_ITEM_GONE);
  const inserted = await trx.raw(`INSERT INTO ${table} SELECT (jsonb_populate_record(NULL::${table}, ?::jsonb)).* ON CONFLICT (id) DO NOTHING RETURNING id`, [JSON.stringify(row)]);
  if ((inserted.rows as unknown[]).length === 0) throw changed();
  await trx(table).where({ id: entry.item_id }).update({ version: trx.raw('version + 1'), updated_at: new Date() });
  return entry.item_id!;
}

async function undoActivity(trx: Knex.Transaction, entry: StoredEntry, teamtreeId: string): Promise<Undone> {
  const id = entry.item_id!;
  if (entry.action === 'activity-delete') {
    await bringBack(trx, 'activities', entry, teamtreeId);
    const activity = (await findActivity(trx, id))!;
    return { result: { kind: 'activity', type: UPDATE_TYPES.activityAdd, activity }, entry: { profileId: activity.profileId, action: 'activity-create', changes: activityChanges(null, activity), itemId: id, versionAfter: activity.version } };
  }
  const current = await findActivity(trx, id);
  if (!current || current.version !== entry.version_after) throw changed();
  if (entry.action === 'activity-create') {
    const row = await deleteActivityRow(trx, id);
    return { result: { kind: 'activity', type: UPDATE_TYPES.activityDelete, activity: current }, entry: { profileId: current.profileId, action: 'activity-delete', changes: activityChanges(current, null), itemId: id, versionAfter: null, row } };
  }
  const text = beforeOf(entry, 'text');
  if (!text || typeof text.before !== 'string') throw conflict(UNDO_NOT_POSSIBLE);
  const after = await updateActivityText(trx, id, text.before, current.version);
  return { result: { kind: 'activity', type: UPDATE_TYPES.activityUpdate, activity: after }, entry: { profileId: after.profileId, action: 'activity-update', changes: activityChanges(current, after), itemId: id, versionAfter: after.version } };
}

/** A task's entry's `before` values as the changes that give them back. */
function revertedTask(entry: StoredEntry): TaskChanges {
  const back: TaskChanges = {};
  for (const { field, before } of changesOf(entry)) {
    if (field === 'title' && typeof before === 'string') back.title = before;
    if (field === 'due' && typeof before === 'string') back.due = before;
    if (field === 'done' && typeof before === 'boolean') back.done = before;
    if (field === 'assignee' && before && typeof (before as { id?: unknown }).id === 'string') back.assigneeId = (before as { id: string }).id;
  }
  return back;
}

async function undoTask(trx: Knex.Transaction, entry: StoredEntry, teamtreeId: string): Promise<Undone> {
  const id = entry.item_id!;
  if (entry.action === 'task-delete') {
    // Its assignee must still be a member (else the usual 400 of a non-member assignee).
    const assignee = entry.item ? parsed(entry.item).assignee_id : null;
    if (typeof assignee === 'string') await requireAssignable(trx, teamtreeId, assignee);
    await bringBack(trx, 'tasks', entry, teamtreeId);
    const task = await findTaskOr404(trx, id);
    return { result: { kind: 'task', type: UPDATE_TYPES.taskAdd, task, formerAssigneeId: null }, entry: { profileId: task.profileId, action: 'task-create', changes: taskChanges(null, task), itemId: id, versionAfter: task.version } };
  }
  const current = await findTaskOr404(trx, id).catch(() => null);
  if (!current || current.version !== entry.version_after) throw changed();
  if (entry.action === 'task-create') {
    const row = await deleteTaskRow(trx, id);
    return { result: { kind: 'task', type: UPDATE_TYPES.taskDelete, task: current, formerAssigneeId: null }, entry: { profileId: current.profileId, action: 'task-delete', changes: taskChanges(current, null), itemId: id, versionAfter: null, row } };
  }
  const back = revertedTask(entry);
  if (Object.keys(back).length === 0) throw conflict(UNDO_NOT_POSSIBLE);
  const after = await updateTask(trx, current, current.version, back);
  return {
    result: { kind: 'task', type: UPDATE_TYPES.taskUpdate, task: after, formerAssigneeId: current.assignee.id },
    entry: { profileId: after.profileId, action: 'task-update', changes: taskChanges(current, after), itemId: id, versionAfter: after.version },
  };
}

/** Undoes the note's or task's entry as `actorId` (the route checked who may); answers what changed, for the events. */
export async function undoFollowUpEntry(db: Knex, input: { teamtreeId: string; entryId: string; actorId: string }): Promise<{ undone: FollowUpUndone; undoEntryId: string }> {
  const { result, entryId } = await writeWithEntryId(
    db,
    input.teamtreeId,
    async (trx) => {
      await lockTree(trx, input.teamtreeId);
      const entry = await lockedEntry(trx, input.teamtreeId, input.entryId);
      return entry.action.startsWith('activity-') ? undoActivity(trx, entry, input.teamtreeId) : undoTask(trx, entry, input.teamtreeId);
    },
    ({ entry }) => ({ ...entry, actorId: input.actorId, undoes: input.entryId }),
  );
  return { undone: result.result, undoEntryId: entryId };
}
