import type { Permission } from '../../shared/domain/constants';
import { TASK_ASSIGNEE_ONLY_DONE, TASK_DENIED, type Task } from '../../shared/schemas/task';
import type { TaskChanges } from './task-store';

/**
 * Who may do what with tasks (API.md additions of 2026-12-07): the owner, moderators and EDIT
 * members add and change them; the assignee may only tick theirs off (or on again); the
 * owner, moderators and the task's creator delete it.
 */
export function mayAddTask(permission: Permission): boolean {
  return permission !== 'READ';
}

/** Why this member may not make these changes, or `null` when they may. */
export function taskChangeDenial(permission: Permission, userId: string, task: Task, changes: TaskChanges): string | null {
  if (permission !== 'READ') return null;
  if (task.assignee.id !== userId) return TASK_DENIED;
  const onlyDone = changes.title === undefined && changes.due === undefined && changes.assigneeId === undefined;
  return onlyDone ? null : TASK_ASSIGNEE_ONLY_DONE;
}

export function mayDeleteTask(permission: Permission, userId: string, task: Task): boolean {
  return permission === 'OWNER' || permission === 'MODERATOR' || (permission !== 'READ' && task.createdBy?.id === userId);
}
