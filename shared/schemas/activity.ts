import { z } from 'zod';
import { id } from './common';

/**
 * Notes of every contact (API.md additions of 2026-12-07, "Follow-ups: notes and tasks";
 * docs/follow-ups.md): a note, call, message or meeting on a partner, newest `at` first.
 */
export const ACTIVITY_KINDS = ['note', 'call', 'message', 'meeting'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_TEXT_MAX = 5000;
export const ACTIVITY_PAGE = { default: 50, max: 200 } as const;
/** At most this many members may be mentioned in one activity (each is told). */
export const ACTIVITY_MENTIONS_MAX = 50;

export const ACTIVITY_IN_FUTURE = 'at must not be in the future';
export const ACTIVITY_MENTION_NOT_MEMBER = 'Each mentioned user must be a member of the TeamTree';
export const ACTIVITY_NOT_FOUND = 'Activity not found';
export const ACTIVITY_DENIED = 'You may not change this activity.';
export const ACTIVITY_CREATE_DENIED = 'You do not have permission to log activities in this TeamTree.';
export const ACTIVITY_STALE = 'This activity was changed meanwhile. Please reload it.';

const kind = z.enum(ACTIVITY_KINDS, { message: `kind must be one of ${ACTIVITY_KINDS.join(', ')}` });
const text = z.string({ message: 'text must be text' }).max(ACTIVITY_TEXT_MAX, `text may have at most ${ACTIVITY_TEXT_MAX} characters`);
const mentionIds = z.array(id).max(ACTIVITY_MENTIONS_MAX, `mentions may name at most ${ACTIVITY_MENTIONS_MAX} members`);
const isoTime = z.iso.datetime({ offset: true, message: 'at must be an ISO time' });

export const activityListQuery = z.object({
  teamtreeId: id,
  profileId: id,
  /** The cursor `next` of the page before. */
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE.max).default(ACTIVITY_PAGE.default),
});
export type ActivityListQuery = z.output<typeof activityListQuery>;

export const createActivityRequest = z.object({
  teamtreeId: id,
  profileId: id,
  kind,
  text,
  at: isoTime.optional(),
  mentions: mentionIds.default([]),
});
export type CreateActivityRequest = z.output<typeof createActivityRequest>;

/** `mentions`, when given, replaces the activity's: the members it adds are told (docs/follow-ups.md "Mentions"). */
export const updateActivityRequest = z.object({ id, text, version: z.number().int().min(1), mentions: mentionIds.optional() });
export type UpdateActivityRequest = z.output<typeof updateActivityRequest>;

export const deleteActivityQuery = z.object({ id });

const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const activity = z.object({
  id: z.string(),
  teamtreeId: z.string(),
  profileId: z.string(),
  kind,
  text: z.string(),
  at: z.string(),
  author: person.nullable(),
  mentions: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Activity = z.infer<typeof activity>;

export const activityAnswer = z.object({ activity });
export const activityPage = z.object({ activities: z.array(activity), next: z.string().nullable() });
