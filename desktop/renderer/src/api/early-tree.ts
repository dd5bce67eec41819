/**
 * The answers asked for by the page's early script (desktop/renderer/public/early-tree.js) before
 * this code had arrived: the tree, taken by the first whole read of that tree (api/tree-read.ts),
 * and the sign-in check, taken by the first `fetchMe` (api/auth.ts). Each is taken once, and only
 * when it was asked with the token the session now uses (the tree: for that tree) and came in a
 * moment ago. Anything else (no early request, another tree or token, an error status, a network
 * failure, an unreadable body) leaves the request to the API client, which refreshes on a 401 as
 * always.
 */

/** What the early script leaves on `window` for one request (it is plain JS: this is its shape). */
export interface EarlyRequest {
  /** The access token it was sent with. */
  token: string;
  /** When the answer's headers arrived (`performance.now()`); null while it is out. */
  answeredAt: number | null;
  /** The answer's tag and parsed body when its status was 2xx, else null. */
  answer: Promise<EarlyAnswer | null>;
}

export interface EarlyTreeRequest extends EarlyRequest {
  teamtreeId: string;
}

export interface EarlyAnswer {
  etag: string | null;
  body: unknown;
}

/** The tree's early answer (the same shape as every early answer). */
export type EarlyTreeAnswer = EarlyAnswer;

declare global {
  interface Window {
    teamtreeEarlyTree?: EarlyTreeRequest;
    teamtreeEarlyMe?: EarlyRequest;
  }
}

/** An answer older than this is not taken: it is asked for again (as the page would have without it). */
export const EARLY_ANSWER_MAX_AGE_MS = 5_000;

/** Takes (removes) the early request left under `name`; answers it when it was sent with `token` and is recent. */
function take<K extends 'teamtreeEarlyTree' | 'teamtreeEarlyMe'>(name: K, token: string | null): Window[K] | null {
  if (typeof window === 'undefined') return null;
  const early = window[name];
  if (!early) return null;
  delete window[name];
  if (!token || early.token !== token) return null;
  if (early.answeredAt !== null && performance.now() - early.answeredAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  return early;
}

/** The early answer for `teamtreeId` sent with `token`, taken once; null when there is none to use. */
export function takeEarlyTree(teamtreeId: string, token: string | null): Promise<EarlyAnswer | null> | null {
  const early = take('teamtreeEarlyTree', token);
  return early && early.teamtreeId === teamtreeId ? early.answer : null;
}

/** The early sign-in check (`/api/auth/me`) sent with `token`, taken once; null when there is none to use. */
export function takeEarlyMe(token: string | null): Promise<EarlyAnswer | null> | null {
  return take('teamtreeEarlyMe', token)?.answer ?? null;
}
