import { z } from 'zod';

/** Where a session signed in: the web app (a browser) or the desktop app. */
export const SESSION_CLIENTS = ['web', 'desktop'] as const;

/** One session (refresh family) of `GET /api/auth/sessions`. */
export const sessionEntry = z.object({
  id: z.string(),
  /** The session of the access token that asked. */
  current: z.boolean(),
  client: z.enum(SESSION_CLIENTS),
  createdAt: z.string(),
  /** Its sign-in or its latest token refresh. */
  lastUsedAt: z.string(),
  /** The User-Agent of its sign-in; null when the client sent none. */
  userAgent: z.string().nullable(),
});
export type SessionEntry = z.infer<typeof sessionEntry>;

export const sessionsAnswer = z.object({ sessions: z.array(sessionEntry) });
export type SessionsAnswer = z.infer<typeof sessionsAnswer>;
