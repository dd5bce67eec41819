import { z } from 'zod';
import { id } from './common';

/**
 * Announcements, the Broadcast page (API.md additions of 2026-12-07, "Announcements";
 * docs/announcements.md): a tree's owner and moderators post to the whole team.
 */
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5000;
/** At most this many announcements per tree in 24 hours (429 beyond). */
export const ANNOUNCEMENTS_PER_DAY = 20;
export const ANNOUNCEMENTS_LIMIT_MAX = 100;
export const ANNOUNCEMENTS_LIMIT_DEFAULT = 50;

export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';
export const ANNOUNCEMENT_POST_DENIED = 'Only the TeamTree owner or a moderator can post announcements.';
export const ANNOUNCEMENT_CHANGE_DENIED = 'Only the author, the TeamTree owner or a moderator can change this announcement.';
export const ANNOUNCEMENT_STALE = 'This announcement was changed in the meantime. Please reload it and try again.';
export const ANNOUNCEMENT_READERS_DENIED = 'Only the TeamTree owner or a moderator can see who has read an announcement.';
export const ANNOUNCEMENT_DAILY_LIMIT = `A TeamTree can post at most ${ANNOUNCEMENTS_PER_DAY} announcements a day. Please try again tomorrow.`;

const title = z
  .string('title must be text')
  .trim()
  .min(1, 'title must not be empty')
  .max(ANNOUNCEMENT_TITLE_MAX, `title must be at most ${ANNOUNCEMENT_TITLE_MAX} characters`);
const body = z
  .string('body must be text')
  .refine((value) => value.trim().length > 0, 'body must not be empty')
  .refine((value) => value.length <= ANNOUNCEMENT_BODY_MAX, `body must be at most ${ANNOUNCEMENT_BODY_MAX} characters`);
const pinned = z.boolean('pinned must be true or false');

export const createAnnouncementRequest = z.object({ teamtreeId: id, title, body, pinned: pinned.optional() });
export type CreateAnnouncementRequest = z.infer<typeof createAnnouncementRequest>;

export const updateAnnouncementRequest = z.object({
  id,
  title: title.optional(),
  body: body.optional(),
  pinned: pinned.optional(),
  version: z.number('version is required').int('version must be a whole number').min(1, 'version must be at least 1'),
});
export type UpdateAnnouncementRequest = z.infer<typeof updateAnnouncementRequest>;

export const announcementIdQuery = z.object({ id });
export const readAnnouncementRequest = z.object({ id });

/**
 * The `before` cursor of the list (its order: pinned first, then newest): `<0|1>.<created ms>.<id>`
 * of a page's last announcement, answered as `next`.
 */
export interface AnnouncementCursor {
  pinned: boolean;
  createdAt: Date;
  id: string;
}

const CURSOR_PATTERN = /^([01])\.(\d{1,15})\.([0-9a-f-]{36})$/i;
const BEFORE_MESSAGE = 'before must be the next value of an earlier page';

export function announcementCursor(item: { pinned: boolean; createdAt: string; id: string }): string {
  return `${item.pinned ? 1 : 0}.${Date.parse(item.createdAt)}.${item.id}`;
}

export const announcementsQuery = z.object({
  teamtreeId: id.optional(),
  before: z
    .string()
    .regex(CURSOR_PATTERN, BEFORE_MESSAGE)
    .transform((value): AnnouncementCursor => {
      const [, p, ms, cursorId] = CURSOR_PATTERN.exec(value)!;
      return { pinned: p === '1', createdAt: new Date(Number(ms)), id: cursorId };
    })
    .optional(),
  limit: z.coerce
    .number(`limit must be a whole number from 1 to ${ANNOUNCEMENTS_LIMIT_MAX}`)
    .int(`limit must be a whole number from 1 to ${ANNOUNCEMENTS_LIMIT_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${ANNOUNCEMENTS_LIMIT_MAX}`)
    .max(ANNOUNCEMENTS_LIMIT_MAX, `limit must be a whole number from 1 to ${ANNOUNCEMENTS_LIMIT_MAX}`)
    .default(ANNOUNCEMENTS_LIMIT_DEFAULT),
});
export type AnnouncementsQuery = z.infer<typeof announcementsQuery>;

const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const announcement = z.object({
  id: z.string(),
  teamtreeId: z.string(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  author: person.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  /** The owner's and moderators' only; null for everyone else. */
  readCount: z.number().nullable(),
  memberCount: z.number().nullable(),
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementsAnswer = z.object({
  announcements: z.array(announcement),
  next: z.string().nullable(),
  /** The caller's unread announcements, in the tree asked for or in all their trees. */
  unread: z.number(),
});
export type AnnouncementsAnswer = z.infer<typeof announcementsAnswer>;

/** One member who has read an announcement, and when (`GET /api/announcement/readers`, docs/announcements.md). */
export const announcementReader = person.extend({ readAt: z.string() });
export type AnnouncementReader = z.infer<typeof announcementReader>;

/** Who of the tree's current members has read it, first reader first, and how many members the tree has (the owner's and moderators' only). */
export const announcementReadersAnswer = z.object({
  readers: z.array(announcementReader),
  memberCount: z.number(),
});
export type AnnouncementReadersAnswer = z.infer<typeof announcementReadersAnswer>;
