import type { Knex } from 'knex';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { announceEntry } from '../history/entry-notices';
import { recordFollowUpEntry } from '../history/follow-up-entries';
import { personOf } from '../presenters/row-values';
import { afterCommit } from '../realtime/after-commit';
import { emitTaskChange, taskGoneEvent } from './task-events';
import { findTaskOr404 } from './task-store';

/** What a hand-over did, for the events after its commit. */
export interface TaskHandover {
  teamtreeId: string;
  /** The member who left or was removed. */
  formerAssigneeId: string;
  /** The tasks now the owner's. */
  taskIds: string[];
  /** Their history entries, one a task. */
  entryIds: string[];
}

async function personById(trx: Knex.Transaction, id: string) {
  const row = await trx('users').where({ id }).first<{ first_name: string; last_name: string } | undefined>('first_name', 'last_name');
  return personOf(id, row?.first_name ?? null, row?.last_name ?? null);
}

/**
 * A member leaves (or is removed from) a tree: their open tasks there go to the tree's owner
 * (issue 37; docs/follow-ups.md "A member who leaves"), each with a history entry by `actorId`
 * (who left, or who removed them) that says so. Done tasks keep their assignee. Runs in the
 * removal's transaction; `announceTaskHandover` tells the pages after its commit.
 */
export async function handOpenTasksToOwner(trx: Knex.Transaction, teamtreeId: string, userId: string, actorId: string): Promise<TaskHandover> {
  const handover: TaskHandover = { teamtreeId, formerAssigneeId: userId, taskIds: [], entryIds: [] };
  const tree = await trx('teamtrees').where({ id: teamtreeId }).first<{ owner_id: string } | undefined>('owner_id');
  if (!tree || tree.owner_id === userId) return handover;
  const open: { id: string; profile_id: string | null; version: number }[] = await trx('tasks')
    .where({ teamtree_id: teamtreeId, assignee_id: userId, done: false })
    .select('id', 'profile_id', 'version');
  if (open.length === 0) return handover;
  await trx('tasks')
    .whereIn(
      'id',
      open.map((task) => task.id),
    )
    .update({ assignee_id: tree.owner_id, version: trx.raw('version + 1'), updated_at: new Date() });
  const [before, after] = [await personById(trx, userId), await personById(trx, tree.owner_id)];
  for (const task of open) {
    handover.taskIds.push(task.id);
    const entry = { profileId: task.profile_id, actorId, action: 'task-update' as const, changes: [{ field: 'assignee' as const, before, after }], itemId: task.id, versionAfter: task.version + 1 };
    handover.entryIds.push(await recordFollowUpEntry(trx, teamtreeId, entry));
  }
  return handover;
}

/**
 * After the hand-over's commit: its history entries to the tree's room, each task's `task-update`
 * (the owner's pages and the full room), and a `task-delete` of each to the former assignee's own
 * pages, which are in no room of the tree any more.
 */
export async function announceTaskHandover(app: Pick<AppContext, 'db' | 'hub' | 'log'>, handover: TaskHandover): Promise<void> {
  for (const entryId of handover.entryIds) announceEntry(app.db, handover.teamtreeId, entryId);
  for (const taskId of handover.taskIds) {
    const task = await findTaskOr404(app.db, taskId).catch(() => null);
    if (task) await emitTaskChange(app, UPDATE_TYPES.taskUpdate, task);
    await afterCommit(app.log, UPDATE_TYPES.taskDelete, () => app.hub.toUsers([handover.formerAssigneeId], taskGoneEvent(handover.teamtreeId, task?.profileId ?? null, taskId)));
  }
}
