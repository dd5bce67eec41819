import { z } from 'zod';
import { activityAnswer, activityPage, type ActivityKind } from '@shared/schemas/activity';
import { okAnswer } from '@shared/schemas/common';
import { task, type Task } from '@shared/schemas/task';
import { api } from '../api/instance';
import { noteDraft, taskDraft, tickDraft } from '../outbox/follow-up-drafts';
import { submitWrite } from '../outbox/outbox-runtime';

/**
 * The follow-ups' calls (API.md additions of 2026-12-07, "Follow-ups: notes and tasks";
 * docs/follow-ups.md). A new note, a new task and a tick go through the outbox (docs/follow-ups.md
 * "Offline"): sent at once with their own Idempotency-Key, or, without a connection, kept on this
 * device, shown as waiting and sent once the server answers again (landing once). Edits and
 * deletes of notes are made online.
 */

export { followUpKeys } from './follow-up-keys';

const tasksAnswer = z.object({ tasks: z.array(task) });

export const fetchTimeline = (teamtreeId: string, profileId: string, before?: string) =>
  api.get('/teamtree/activity', { query: { teamtreeId, profileId, before }, schema: activityPage });

/** `partnerName` names the waiting entry in the outbox's list. */
export const logActivity = (input: { teamtreeId: string; profileId: string; kind: ActivityKind; text: string; mentions?: string[] }, partnerName: string) =>
  submitWrite(noteDraft({ ...input, mentions: input.mentions ?? [] }, partnerName));

export const changeActivity = (input: { id: string; text: string; version: number; mentions?: string[] }) => api.put('/teamtree/activity', input, { schema: activityAnswer });

export const deleteActivity = (id: string) => api.delete('/teamtree/activity', { query: { id }, schema: okAnswer });

export const fetchPartnerTasks = (teamtreeId: string, profileId: string) =>
  api.get('/teamtree/tasks', { query: { teamtreeId, profileId, state: 'open' }, schema: tasksAnswer });

export const addTask = (input: { teamtreeId: string; profileId?: string; title: string; due: string; assigneeId?: string }) => submitWrite(taskDraft(input));

export const tickTask = (task: Task, done: boolean) => submitWrite(tickDraft(task, done));

export const fetchDueTasks = (until: string) => api.get('/tasks/due', { query: { until }, schema: tasksAnswer });
