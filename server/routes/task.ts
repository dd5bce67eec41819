import Router from '@koa/router';
import { todayIn } from '../../shared/domain/calendar-date';
import { isTimeZone } from '../../shared/domain/time-zone';
import { taskChanges } from '../../shared/domain/follow-up-changes';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import {
  createTaskRequest,
  deleteTaskQuery,
  dueTasksQuery,
  TASK_CREATE_DENIED,
  TASK_DENIED,
  taskListQuery,
  updateTaskRequest,
} from '../../shared/schemas/task';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { writeWithEntry } from '../history/follow-up-entries';
import { badRequest, forbidden } from '../http/errors';
import { validate } from '../http/validate';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { findProfileOr404 } from '../profiles/store/profile-reads';
import { emitTaskChange } from '../tasks/task-events';
import { mayAddTask, mayDeleteTask, taskChangeDenial } from '../tasks/task-policy';
import { deleteTaskRow, findTaskOr404, insertTask, listDueTasks, listTreeTasks, updateTask } from '../tasks/task-store';
import { requireMembership } from '../trees/membership-access';

/** The day it is for the user: in their digest's time zone (user settings), else UTC. */
async function userToday(app: AppContext, userId: string): Promise<string> {
  const row = await app.db('users').where({ id: userId }).first<{ time_zone: string | null } | undefined>('time_zone');
  const zone = row?.time_zone && isTimeZone(row.time_zone) ? row.time_zone : 'UTC';
  return todayIn(zone);
}

/** Tasks for the team (API.md additions of 2026-12-07; docs/follow-ups.md). */
export function taskRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const auth = requireUserIdempotent(app);

  router.post('/teamtree/task', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(createTaskRequest, ctx.request.body);
    const { membership } = await requireMembership(app.db, input.teamtreeId, user.id);
    if (!mayAddTask(membership.permission)) throw forbidden(TASK_CREATE_DENIED);
    if (input.profileId) {
      const profile = await findProfileOr404(app.db, input.profileId);
      if (profile.teamtreeId !== input.teamtreeId) throw badRequest('profileId must be a partner of this TeamTree', { profileId: 'Not in this TeamTree' });
    }
    const task = await writeWithEntry(
      app.db,
      input.teamtreeId,
      (trx) => insertTask(trx, { ...input, profileId: input.profileId ?? null, assigneeId: input.assigneeId ?? user.id, createdById: user.id }),
      (added) => ({ profileId: added.profileId, actorId: user.id, action: 'task-create', changes: taskChanges(null, added), itemId: added.id, versionAfter: added.version }),
    );
    ctx.status = 201;
    ctx.body = { task };
    await emitTaskChange(app, UPDATE_TYPES.taskAdd, task);
  });

  router.put('/teamtree/task', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { id, version, ...changes } = validate(updateTaskRequest, ctx.request.body);
    const current = await findTaskOr404(app.db, id);
    const { membership } = await requireMembership(app.db, current.teamtreeId, user.id);
    const denial = taskChangeDenial(membership.permission, user.id, current, changes);
    if (denial) throw forbidden(denial);
    const task = await writeWithEntry(
      app.db,
      current.teamtreeId,
      (trx) => updateTask(trx, current, version, changes),
      (after) => ({ profileId: after.profileId, actorId: user.id, action: 'task-update', changes: taskChanges(current, after), itemId: after.id, versionAfter: after.version }),
    );
    ctx.body = { task };
    await emitTaskChange(app, UPDATE_TYPES.taskUpdate, task, current.assignee.id);
  });

  router.delete('/teamtree/task', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { id } = validate(deleteTaskQuery, ctx.query);
    const task = await findTaskOr404(app.db, id);
    const { membership } = await requireMembership(app.db, task.teamtreeId, user.id);
    if (!mayDeleteTask(membership.permission, user.id, task)) throw forbidden(TASK_DENIED);
    await writeWithEntry(
      app.db,
      task.teamtreeId,
      (trx) => deleteTaskRow(trx, id),
      (row) => ({ profileId: task.profileId, actorId: user.id, action: 'task-delete', changes: taskChanges(task, null), itemId: id, versionAfter: null, row }),
    );
    ctx.body = { ok: true };
    await emitTaskChange(app, UPDATE_TYPES.taskDelete, task);
  });

  router.get('/teamtree/tasks', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(taskListQuery, ctx.query);
    const { membership } = await requireMembership(app.db, input.teamtreeId, user.id);
    // READ members get only their own tasks, whatever they ask.
    const own = input.assignee === 'me' || membership.permission === 'READ';
    ctx.body = { tasks: await listTreeTasks(app.db, { ...input, assigneeId: own ? user.id : null }) };
  });

  router.get('/tasks/due', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { until } = validate(dueTasksQuery, ctx.query);
    ctx.body = { tasks: await listDueTasks(app.db, user.id, until ?? (await userToday(app, user.id))) };
  });

  return router;
}
