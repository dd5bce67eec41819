import type { Knex } from 'knex';
import { IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_RUNNING } from '../../shared/schemas/idempotency';
import { conflict, HttpError } from '../http/errors';
import { deleteIfExpired, insertClaim, PURGE_BATCH, purgeExpiredBatch, readKey, takeOver, type HeldKey, type KeyedRequest, type StoredKey } from './key-store';

/** What a request with a key does: run (it holds the key now), or answer what the first one answered. */
export type ClaimOutcome = { run: HeldKey } | { replay: { status: number; response: string | null } };

/** Rounds of claim-then-look before giving up with 409 (each lost round means another request changed the row meanwhile). */
const CLAIM_ROUNDS = 3;

const sameRequest = (row: StoredKey, request: KeyedRequest) =>
  row.method === request.method && row.path === request.path && row.bodyHash === request.bodyHash;

/**
 * Claims `request.key` for the user: a new key (or one older than 24 hours) is claimed with
 * one `INSERT … ON CONFLICT DO NOTHING`; a key already there answers 422 when it was used for
 * another request, its answer when it is done, 409 while its first request runs, and is taken
 * over when that request's process died (its claim went stale).
 */
export async function claimKey(db: Knex, request: KeyedRequest): Promise<ClaimOutcome> {
  await purgeExpiredKeys(db);
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    const held = await insertClaim(db, request);
    if (held) return { run: held };
    const row = await readKey(db, request.userId, request.key);
    // Gone since (released after a failure, or purged): claim it again.
    if (!row) continue;
    if (row.expired) {
      await deleteIfExpired(db, request.userId, request.key);
      continue;
    }
    if (!sameRequest(row, request)) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
    if (row.state === 'done') return { replay: { status: row.status ?? 200, response: row.response } };
    if (!row.stale) throw conflict(IDEMPOTENCY_KEY_RUNNING);
    const taken = await takeOver(db, request.userId, request.key, row.claim);
    if (taken) return { run: taken };
  }
  throw conflict(IDEMPOTENCY_KEY_RUNNING);
}

const PURGE_EVERY_MS = 60 * 60 * 1000;
const lastPurge = new WeakMap<Knex, number>();

/**
 * Deletes expired keys, one batch at most once an hour per database handle (a full batch
 * lets the next claim go on with the rest). Expired keys still there are ignored by the claim,
 * so the purge only keeps the table small; several instances purging at once skip each other's rows.
 */
export async function purgeExpiredKeys(db: Knex): Promise<void> {
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? -Infinity) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  if ((await purgeExpiredBatch(db)) >= PURGE_BATCH) lastPurge.delete(db);
}
