import type { Task } from '../../shared/schemas/task';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';

type Delivery = Pick<AppContext, 'db' | 'hub' | 'log'>;
type TaskChange = typeof UPDATE_TYPES.taskAdd | typeof UPDATE_TYPES.taskUpdate | typeof UPDATE_TYPES.taskDelete;

/** A `task-delete` of one task: its tree, its partner (when it has one) and its id only. */
export function taskGoneEvent(teamtreeId: string, profileId: string | null, id: string) {
  return { teamtreeId, ...(profileId ? { profileId } : {}), type: UPDATE_TYPES.taskDelete, data: { id } } as const;
}

/** Which of these users are READ members of the tree. */
async function readMembers(db: Delivery['db'], teamtreeId: string, userIds: string[]): Promise<Set<string>> {
  const rows: { user_id: string }[] = await db('memberships').where({ teamtree_id: teamtreeId, permission: 'READ' }).whereIn('user_id', userIds).select('user_id');
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Tells the tree's full data room (owner, moderators, EDIT) about a task; a READ member hears
 * only of the tasks assigned to them, in their own room: the task, or `task-delete` when it
 * was handed to someone else (`formerAssigneeId`). After the commit; never throws.
 */
export function emitTaskChange(app: Delivery, type: TaskChange, task: Task, formerAssigneeId: string | null = null): Promise<void> {
  return afterCommit(app.log, type, async () => {
    const { teamtreeId } = task;
    const envelope = { teamtreeId, ...(task.profileId ? { profileId: task.profileId } : {}) };
    const event = type === UPDATE_TYPES.taskDelete ? { ...envelope, type, data: { id: task.id } } : { ...envelope, type, data: task };
    app.hub.toTree(teamtreeId, event, null);
    const readers = await readMembers(app.db, teamtreeId, [task.assignee.id, ...(formerAssigneeId ? [formerAssigneeId] : [])]);
    if (readers.has(task.assignee.id)) app.hub.toUsers([task.assignee.id], event);
    if (formerAssigneeId && formerAssigneeId !== task.assignee.id && readers.has(formerAssigneeId)) {
      app.hub.toUsers([formerAssigneeId], taskGoneEvent(teamtreeId, task.profileId, task.id));
    }
  });
}
