import { z } from 'zod';
import { activityAnswer, activityPage, type ActivityKind } from '@shared/schemas/activity';
import { okAnswer } from '@shared/schemas/common';
import { task } from '@shared/schemas/task';
import { api } from '../api/instance';

/**
 * The follow-ups' calls (API.md additions of 2026-12-07, "Follow-ups: notes and tasks";
 * docs/follow-ups.md). Written online: the outbox carries profile writes only, so a write
 * without a connection fails with the usual 'No connection' text. Each POST carries its own
 * Idempotency-Key, so a retried request logs nothing twice.
 */

export const followUpKeys = {
  timeline: (teamtreeId: string, profileId: string) => ['activities', teamtreeId, profileId] as const,
  partnerTasks: (teamtreeId: string, profileId: string) => ['tasks', 'partner', teamtreeId, profileId] as const,
  /** Every partner's task list (a task event refreshes them all). */
  allPartnerTasks: ['tasks', 'partner'] as const,
  due: (until: string) => ['tasks', 'due', until] as const,
  allDue: ['tasks', 'due'] as const,
};

const taskAnswer = z.object({ task });
const tasksAnswer = z.object({ tasks: z.array(task) });
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export const fetchTimeline = (teamtreeId: string, profileId: string, before?: string) =>
  api.get('/teamtree/activity', { query: { teamtreeId, profileId, before }, schema: activityPage });

export const logActivity = (input: { teamtreeId: string; profileId: string; kind: ActivityKind; text: string; mentions?: string[] }) =>
  api.post('/teamtree/activity', input, { schema: activityAnswer, headers: once() });

export const changeActivity = (input: { id: string; text: string; version: number; mentions?: string[] }) => api.put('/teamtree/activity', input, { schema: activityAnswer });

export const deleteActivity = (id: string) => api.delete('/teamtree/activity', { query: { id }, schema: okAnswer });

export const fetchPartnerTasks = (teamtreeId: string, profileId: string) =>
  api.get('/teamtree/tasks', { query: { teamtreeId, profileId, state: 'open' }, schema: tasksAnswer });

export const addTask = (input: { teamtreeId: string; profileId?: string; title: string; due: string; assigneeId?: string }) =>
  api.post('/teamtree/task', input, { schema: taskAnswer, headers: once() });

export const tickTask = (input: { id: string; version: number; done: boolean }) => api.put('/teamtree/task', input, { schema: taskAnswer });

export const fetchDueTasks = (until: string) => api.get('/tasks/due', { query: { until }, schema: tasksAnswer });
