import { IDEMPOTENCY_KEY_RUNNING } from '@shared/schemas/idempotency';
import type { OutboxKind } from './outbox-entry';

/**
 * What the outbox does with the server's answer to an entry (docs/offline.md, the answers table).
 *
 * - `done`: it landed (a replayed answer too): apply the answer, remove the entry.
 * - `retry`: try again later with the same key: no answer (the server cannot be reached), 408,
 *   429, 5xx (the server kept nothing under the key), 401 (signed out meanwhile: wait for a sign-in),
 *   or the 409 that says the key's first request still runs.
 * - `stale`: an update's version is old (the partner changed meanwhile): merge; a tick's (the task
 *   changed meanwhile): tick the task as it is now.
 * - `refused`: the server said no for good (400, 403, 404, 422, any other 4xx): kept with the
 *   server's reason until discarded.
 */
export type Verdict = 'done' | 'retry' | 'stale' | 'refused';

/** `status` null: no answer came. */
export function verdictOf(kind: OutboxKind, status: number | null, errorText?: string): Verdict {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 409) {
    if (errorText === IDEMPOTENCY_KEY_RUNNING) return 'retry';
    return kind === 'update' || kind === 'tick' ? 'stale' : 'refused';
  }
  // Deleting what is gone already: what the user asked for holds.
  if (status === 404 && kind === 'delete') return 'done';
  return 'refused';
}

/** Backoff between attempts while the server does not answer: 2 s, doubling, at most 60 s. */
export function retryDelay(failures: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
}
