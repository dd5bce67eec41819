import { z } from 'zod';
import { id } from './common';

/**
 * Mentions in notes (issue 37 item 5; docs/follow-ups.md "Mentions"): a member named in an
 * activity's `mentions` is told, in the bell (`GET /api/mentions`), live (`mention-add` to their
 * own room) and in the daily digest. A notice names who wrote and the partner, never the text.
 */
export const MENTION_PAGE = { default: 20, max: 100 } as const;
export const MENTION_NOT_FOUND = 'Mention not found';

export const mentionsQuery = z.object({
  /** `true`: only the notices not read yet (the bell's); default all, newest first. */
  unread: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  limit: z.coerce.number().int().min(1).max(MENTION_PAGE.max).default(MENTION_PAGE.default),
});

/** `POST /api/mention/read`: one notice (`id`), or every notice of the caller (`all: true`). */
export const readMentionRequest = z.union([z.object({ id }), z.object({ all: z.literal(true) })]);

const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const mention = z.object({
  id: z.string(),
  activityId: z.string(),
  teamtreeId: z.string(),
  profileId: z.string(),
  /** The partner's name as it is now. */
  profileName: z.string(),
  /** Who wrote the note; `null` once their account is gone. */
  author: person.nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Mention = z.infer<typeof mention>;

/** `mentions`: newest first; `unread`: how many of the caller's notices are not read (the bell's number). */
export const mentionsAnswer = z.object({ mentions: z.array(mention), unread: z.number().int() });
export type MentionsAnswer = z.infer<typeof mentionsAnswer>;
