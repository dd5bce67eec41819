/**
 * The tree's answer asked for by the page's early script (desktop/renderer/public/early-tree.js)
 * before this code had arrived: taken by the first whole read of that tree (api/tree-read.ts),
 * once, and only when it is that tree's, was asked with the token the session now uses and came
 * in a moment ago. Anything else (no early request, another tree or token, an error status, a
 * network failure, an unreadable body) leaves the read to the API client, which refreshes on a
 * 401 as always.
 */

/** What the early script leaves on `window` (it is plain JS: this is its shape). */
export interface EarlyTreeRequest {
  teamtreeId: string;
  /** The access token it was sent with. */
  token: string;
  /** When the answer's headers arrived (`performance.now()`); null while it is out. */
  answeredAt: number | null;
  /** The answer's tag and parsed body when its status was 2xx, else null. */
  answer: Promise<EarlyTreeAnswer | null>;
}

export interface EarlyTreeAnswer {
  etag: string | null;
  body: unknown;
}

declare global {
  interface Window {
    teamtreeEarlyTree?: EarlyTreeRequest;
  }
}

/** An answer older than this is not taken: the tree is read again (as the page would have without it). */
export const EARLY_ANSWER_MAX_AGE_MS = 5_000;

/** The early answer for `teamtreeId` sent with `token`, taken once; null when there is none to use. */
export function takeEarlyTree(teamtreeId: string, token: string | null): Promise<EarlyTreeAnswer | null> | null {
  if (typeof window === 'undefined') return null;
  const early = window.teamtreeEarlyTree;
  if (!early) return null;
  delete window.teamtreeEarlyTree;
  if (early.teamtreeId !== teamtreeId || !token || early.token !== token) return null;
  if (early.answeredAt !== null && performance.now() - early.answeredAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  return early.answer;
}
