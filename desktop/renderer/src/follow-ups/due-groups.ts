/** Today's three groups of tasks, in this order. */
export type DueGroup = 'overdue' | 'today' | 'next';

/**
 * Splits tasks (as the server lists them, soonest first) into overdue, due today and due later;
 * `today` is the user's calendar day. A group keeps the order it was given. Pure.
 */
export function dueGroups<T extends { due: string }>(tasks: readonly T[], today: string): { group: DueGroup; tasks: T[] }[] {
  const of = (task: T): DueGroup => (task.due < today ? 'overdue' : task.due === today ? 'today' : 'next');
  return (['overdue', 'today', 'next'] as const).map((group) => ({ group, tasks: tasks.filter((task) => of(task) === group) })).filter((g) => g.tasks.length > 0);
}
