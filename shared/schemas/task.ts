import { z } from 'zod';
import { calendarDate, id } from './common';

/** Tasks for the team (API.md additions of 2026-12-07, "Follow-ups: notes and tasks"; docs/follow-ups.md). */
export const TASK_TITLE_MAX = 200;
export const ASSIGNEE_NOT_MEMBER = 'The assignee must be a member of the TeamTree';
export const TASK_NOT_FOUND = 'Task not found';
export const TASK_DENIED = 'You may not change this task.';
export const TASK_ASSIGNEE_ONLY_DONE = 'As its assignee you may only tick the task off.';
export const TASK_CREATE_DENIED = 'You do not have permission to add tasks in this TeamTree.';
export const TASK_STALE = 'This task was changed meanwhile. Please reload it.';

const title = z.string({ message: 'title must be text' }).trim().min(1, 'title is required').max(TASK_TITLE_MAX, `title may have at most ${TASK_TITLE_MAX} characters`);

export const createTaskRequest = z.object({
  teamtreeId: id,
  profileId: id.nullable().optional(),
  title,
  due: calendarDate,
  assigneeId: id.optional(),
});
export type CreateTaskRequest = z.output<typeof createTaskRequest>;

export const updateTaskRequest = z.object({
  id,
  version: z.number().int().min(1),
  title: title.optional(),
  due: calendarDate.optional(),
  assigneeId: id.optional(),
  done: z.boolean().optional(),
});
export type UpdateTaskRequest = z.output<typeof updateTaskRequest>;

export const deleteTaskQuery = z.object({ id });

export const taskListQuery = z.object({
  teamtreeId: id,
  assignee: z.enum(['me', 'all']).default('all'),
  state: z.enum(['open', 'done', 'all']).default('open'),
  profileId: id.optional(),
});
export type TaskListQuery = z.output<typeof taskListQuery>;

export const dueTasksQuery = z.object({ until: calendarDate.optional() });

const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const task = z.object({
  id: z.string(),
  teamtreeId: z.string(),
  profileId: z.string().nullable(),
  title: z.string(),
  due: z.string(),
  assignee: person,
  createdBy: person.nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Task = z.infer<typeof task>;
