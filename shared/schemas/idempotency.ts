import { z } from 'zod';

/**
 * Idempotent writes (API.md "Additions (2026-11-27)", docs/offline.md): every POST, PUT and
 * DELETE under /api/teamtree may carry `Idempotency-Key`; a repeat gets the first answer again,
 * marked by `Idempotent-Replayed: true`.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_KEY_MAX = 100;
export const IDEMPOTENCY_KEY_INVALID = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} printable ASCII characters.`;
/** 422: the key came before with another method, path or body. */
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used for another request.';
/** 409: the first request with the key has not answered yet (retry later; not the stale-version 409). */
export const IDEMPOTENCY_KEY_RUNNING = 'A request with this Idempotency-Key is still running.';

/** The header's value: 1-100 printable ASCII characters (space to tilde); clients send a UUID. */
export const idempotencyKey = z.string().regex(new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`), IDEMPOTENCY_KEY_INVALID);
