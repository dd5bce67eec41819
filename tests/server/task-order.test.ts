import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/domain/calendar-date';
import { task as taskSchema, type Task } from '../../shared/schemas/task';
import { registerUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { createTree } from './trees-fixtures';

/**
 * The order of `GET /api/tasks/due` (API.md: the caller's open tasks due on or before `until`,
 * across all their trees, soonest first), as a property: whatever tasks are added, in whatever
 * trees, with whatever days, some ticked off, the answer holds exactly the open ones due by
 * `until`, soonest first, ties in the order they were added (then by id).
 */

const backend = useTestServer();
const { api } = backend;

describe('the due list (property)', () => {
  it('holds exactly the open tasks due by the day asked, soonest first, ties in the order added', async () => {
    const user = await registerUser(api);
    const trees = [await createTree(api, user.access, { name: 'Order A' }), await createTree(api, user.access, { name: 'Order B' })];
    const today = todayIn('UTC');
    const plan = fc.array(fc.record({ days: fc.integer({ min: -10, max: 20 }), tree: fc.integer({ min: 0, max: 1 }), done: fc.boolean() }), { minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(plan, fc.integer({ min: -5, max: 15 }), async (tasks, untilDays) => {
        const mine: { task: Task; done: boolean }[] = [];
        for (const [i, spec] of tasks.entries()) {
          const res = await api.post('/api/teamtree/task', { teamtreeId: trees[spec.tree], title: `task ${i}`, due: addDays(today, spec.days) }, { token: user.access });
          expect(res.status).toBe(201);
          const task = taskSchema.parse(res.body.task);
          if (spec.done) expect((await api.put('/api/teamtree/task', { id: task.id, version: 1, done: true }, { token: user.access })).status).toBe(200);
          mine.push({ task, done: spec.done });
        }
        const until = addDays(today, untilDays);
        const res = await api.get(`/api/tasks/due?until=${until}`, { token: user.access });
        expect(res.status).toBe(200);
        const answered = (res.body.tasks as unknown[]).map((t) => taskSchema.parse(t));
        const ours = new Set(mine.map((m) => m.task.id));
        const expected = mine
          .filter((m) => !m.done && m.task.due <= until)
          .map((m) => m.task)
          .sort((a, b) => (a.due !== b.due ? (a.due < b.due ? -1 : 1) : a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1));
        expect(answered.filter((t) => ours.has(t.id)).map((t) => t.id)).toEqual(expected.map((t) => t.id));
        // The whole answer is soonest first (tasks of earlier runs included).
        expect(answered.map((t) => t.due)).toEqual([...answered.map((t) => t.due)].sort());
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
