import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { conflict } from '../http/errors';

/** Inserts a row's first version into `table`: a new id, created and updated now, version 1. Returns the id. */
export async function insertFirstVersion(db: Knex, table: string, columns: Record<string, unknown>): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  await db(table).insert({ id, ...columns, created_at: now, updated_at: now, version: 1 });
  return id;
}

/** What `updateAtVersion` says when the version is not the current one: the 409's message and how to read the row's current version. */
export interface StaleVersion {
  message: string;
  current(): Promise<{ version: number }>;
}

/**
 * Writes `columns` to the row `id` of `table` when `version` is its current one, counting the
 * version up (and `updated_at` to now unless `columns` gives it); else 409 with the row's current
 * version and `code: 'stale-version'` (the clients keep what was typed and offer to save again).
 */
export async function updateAtVersion(db: Knex, table: string, id: string, version: number, columns: Record<string, unknown>, stale: StaleVersion): Promise<void> {
  const changed = await db(table)
    .where({ id, version })
    .update({ updated_at: new Date(), ...columns, version: version + 1 });
  if (changed === 0) {
    const current = await stale.current();
    throw conflict(stale.message, { version: current.version, code: 'stale-version' });
  }
}
