import type { Activity } from '../schemas/activity';
import type { FollowUpField } from '../schemas/history';
import type { Task } from '../schemas/task';

/**
 * What a history entry of a note or task says changed (docs/follow-ups.md "History"): each field
 * whose value differs between before and after, `null` standing for a side that does not exist
 * (an entry of something added has no before, of something deleted no after).
 */
export interface FollowUpChange {
  field: FollowUpField;
  before: unknown;
  after: unknown;
}

function differences<T>(fields: ReadonlyArray<[FollowUpField, (item: T) => unknown]>, before: T | null, after: T | null): FollowUpChange[] {
  const changes: FollowUpChange[] = [];
  for (const [field, valueOf] of fields) {
    const [was, is] = [before ? valueOf(before) : null, after ? valueOf(after) : null];
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}

const ACTIVITY_FIELDS: ReadonlyArray<[FollowUpField, (activity: Pick<Activity, 'kind' | 'text'>) => unknown]> = [
  ['kind', (activity) => activity.kind],
  ['text', (activity) => activity.text],
];

const TASK_FIELDS: ReadonlyArray<[FollowUpField, (task: Pick<Task, 'title' | 'due' | 'assignee' | 'done'>) => unknown]> = [
  ['title', (task) => task.title],
  ['due', (task) => task.due],
  ['assignee', (task) => task.assignee],
  ['done', (task) => task.done],
];

export const activityChanges = (before: Pick<Activity, 'kind' | 'text'> | null, after: Pick<Activity, 'kind' | 'text'> | null) => differences(ACTIVITY_FIELDS, before, after);

/** A task's entry; `done` only when a task is ticked off or on (a new or deleted task's says nothing). */
export function taskChanges(before: Pick<Task, 'title' | 'due' | 'assignee' | 'done'> | null, after: Pick<Task, 'title' | 'due' | 'assignee' | 'done'> | null): FollowUpChange[] {
  const changes = differences(TASK_FIELDS, before, after);
  return before && after ? changes : changes.filter((change) => change.field !== 'done');
}
