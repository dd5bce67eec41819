import type { ActivityKind } from '@shared/schemas/activity';
import type { Task } from '@shared/schemas/task';
import { ACTIVITY_PATH, TASK_PATH } from './outbox-entry';
import type { WriteDraft } from './write-drafts';

/** A note, call or message logged on a partner (`label`: the partner's name, for the outbox's list). */
export function noteDraft(input: { teamtreeId: string; profileId: string; kind: ActivityKind; text: string; mentions: string[]; at?: string }, label: string): WriteDraft {
  return { teamtreeId: input.teamtreeId, kind: 'note', profileId: input.profileId, request: { method: 'POST', path: ACTIVITY_PATH, body: { ...input } }, label };
}

/** A new task, on a partner or on no one (the list names it by its title). */
export function taskDraft(input: { teamtreeId: string; profileId?: string; title: string; due: string; assigneeId?: string }): WriteDraft {
  return { teamtreeId: input.teamtreeId, kind: 'task', profileId: input.profileId ?? '', request: { method: 'POST', path: TASK_PATH, body: { ...input } }, label: input.title };
}

/** A task ticked off (or on again) at the version shown; a task changed meanwhile is ticked as it is then. */
export function tickDraft(task: Pick<Task, 'id' | 'teamtreeId' | 'profileId' | 'title' | 'version'>, done: boolean): WriteDraft {
  return { teamtreeId: task.teamtreeId, kind: 'tick', profileId: task.profileId ?? '', request: { method: 'PUT', path: TASK_PATH, body: { id: task.id, version: task.version, done } }, label: task.title };
}
