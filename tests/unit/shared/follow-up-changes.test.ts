import { describe, expect, it } from 'vitest';
import { activityChanges, taskChanges } from '../../../shared/domain/follow-up-changes';

const anna = { id: 'a', firstName: 'Anna', lastName: 'Adler' };
const ben = { id: 'b', firstName: 'Ben', lastName: 'Berg' };
const task = { title: 'Welcome call', due: '2026-12-09', assignee: anna, done: false };

describe('what a note or task entry says changed', () => {
  it('a note: its kind and text added, changed or deleted', () => {
    expect(activityChanges(null, { kind: 'call', text: 'Hi' })).toEqual([
      { field: 'kind', before: null, after: 'call' },
      { field: 'text', before: null, after: 'Hi' },
    ]);
    expect(activityChanges({ kind: 'call', text: 'Hi' }, { kind: 'call', text: 'Hello' })).toEqual([{ field: 'text', before: 'Hi', after: 'Hello' }]);
    expect(activityChanges({ kind: 'note', text: 'Hi' }, null)).toEqual([
      { field: 'kind', before: 'note', after: null },
      { field: 'text', before: 'Hi', after: null },
    ]);
  });

  it('a task: only the fields that changed; done only when ticked off or on', () => {
    expect(taskChanges(null, task).map((change) => change.field)).toEqual(['title', 'due', 'assignee']);
    expect(taskChanges(task, { ...task, done: true })).toEqual([{ field: 'done', before: false, after: true }]);
    expect(taskChanges(task, { ...task, assignee: ben, due: '2026-12-10' })).toEqual([
      { field: 'due', before: '2026-12-09', after: '2026-12-10' },
      { field: 'assignee', before: anna, after: ben },
    ]);
    expect(taskChanges(task, task)).toEqual([]);
    expect(taskChanges({ ...task, done: true }, null).map((change) => change.field)).toEqual(['title', 'due', 'assignee']);
  });
});
