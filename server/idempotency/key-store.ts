import crypto from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The table of idempotency keys (migration 010_idempotency_keys): one row per user and key,
 * shared by every server instance. Every statement stands alone (no transaction), so a claim
 * is visible to the other requests the moment it is made. Times are the database's `now()`,
 * the same clock for every instance.
 */

export const KEYS_TABLE = 'idempotency_keys';
/** How long a key and its answer are kept. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A `running` claim not refreshed for this long belongs to a process that died: it may be taken over. */
export const LOCK_TIMEOUT_MS = 60_000;

/** The request a key was first used for. */
export interface KeyedRequest {
  userId: string;
  key: string;
  method: string;
  /** Path and query string, as sent. */
  path: string;
  bodyHash: string;
}

/** A key this request holds (`claim` tells it from a later holder's). */
export interface HeldKey {
  userId: string;
  key: string;
  claim: string;
}

export interface StoredKey {
  method: string;
  path: string;
  bodyHash: string;
  state: 'running' | 'done';
  claim: string;
  status: number | null;
  /** The answer's JSON text (null: no body). */
  response: string | null;
  /** `running` and not refreshed for `LOCK_TIMEOUT_MS`. */
  stale: boolean;
  /** Older than `KEY_LIFETIME_MS`: as if it were gone. */
  expired: boolean;
}

/** SQL: the column's time lies more than `?` milliseconds before now. */
const OLDER_THAN = (column: string) => `${column} < now() - ?::integer * interval '1 millisecond'`;
const olderThan = (db: Knex, column: string, ms: number) => db.raw(OLDER_THAN(column), [ms]);
const rowOf = (db: Knex, held: Pick<HeldKey, 'userId' | 'key'>) => db(KEYS_TABLE).where({ user_id: held.userId, key: held.key });

/** Claims the key for `request` in one statement; `null` when the user has the key already. */
export async function insertClaim(db: Knex, request: KeyedRequest): Promise<HeldKey | null> {
  const claim = crypto.randomUUID();
  const rows: unknown[] = await db(KEYS_TABLE)
    .insert({ user_id: request.userId, key: request.key, method: request.method, path: request.path, body_hash: request.bodyHash, state: 'running', claim })
    .onConflict(['user_id', 'key'])
    .ignore()
    .returning('claim');
  return rows.length === 1 ? { userId: request.userId, key: request.key, claim } : null;
}

export async function readKey(db: Knex, userId: string, key: string): Promise<StoredKey | null> {
  const row = await rowOf(db, { userId, key }).first(
    'method',
    'path',
    'body_hash as bodyHash',
    'state',
    'claim',
    'status',
    'response',
    db.raw(`(state = 'running' and ${OLDER_THAN('locked_at')}) as stale`, [LOCK_TIMEOUT_MS]),
    db.raw(`(${OLDER_THAN('created_at')}) as expired`, [KEY_LIFETIME_MS]),
  );
  return (row as StoredKey | undefined) ?? null;
}

/** Deletes the key when it has expired (whoever holds it); true when it did. */
export async function deleteIfExpired(db: Knex, userId: string, key: string): Promise<boolean> {
  return (await rowOf(db, { userId, key }).where(olderThan(db, 'created_at', KEY_LIFETIME_MS)).del()) > 0;
}

/** Takes a stale claim over from `staleClaim` (only one taker wins); the new hold or `null`. */
export async function takeOver(db: Knex, userId: string, key: string, staleClaim: string): Promise<HeldKey | null> {
  const claim = crypto.randomUUID();
  const changed = await rowOf(db, { userId, key })
    .where({ claim: staleClaim, state: 'running' })
    .where(olderThan(db, 'locked_at', LOCK_TIMEOUT_MS))
    .update({ claim, locked_at: db.fn.now() });
  return changed === 1 ? { userId, key, claim } : null;
}

/** Marks the claim as alive (while its request runs). */
export async function refreshClaim(db: Knex, held: HeldKey): Promise<void> {
  await rowOf(db, held).where({ claim: held.claim, state: 'running' }).update({ locked_at: db.fn.now() });
}

/** Keeps the answer: the key is done, repeats get it again. */
export async function storeAnswer(db: Knex, held: HeldKey, status: number, response: string | null): Promise<void> {
  await rowOf(db, held).where({ claim: held.claim }).update({ state: 'done', status, response });
}

/** Gives the key up (the request failed in a way worth retrying): the next request with it runs anew. */
export async function releaseClaim(db: Knex, held: HeldKey): Promise<void> {
  await rowOf(db, held).where({ claim: held.claim, state: 'running' }).del();
}

/** Rows deleted by one purge statement. */
export const PURGE_BATCH = 1000;

/** Deletes up to `PURGE_BATCH` expired keys (rows another instance is deleting are skipped); how many it deleted. */
export async function purgeExpiredBatch(db: Knex): Promise<number> {
  const expired = db(KEYS_TABLE).select('user_id', 'key').where(olderThan(db, 'created_at', KEY_LIFETIME_MS)).limit(PURGE_BATCH).forUpdate().skipLocked();
  return db(KEYS_TABLE).whereIn(['user_id', 'key'], expired).del();
}
