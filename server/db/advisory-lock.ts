import type { Knex } from 'knex';
import pg from 'pg';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on a connection of its own (not
 * one of the pool's, which `work` may need all of). Every process asking for the same key waits
 * here until the holder is done; the lock is released when `work` ends, and by PostgreSQL
 * itself should the process die.
 */
export async function withAdvisoryLock<T>(knex: Knex, key: number, work: () => Promise<T>): Promise<T> {
  // The same settings the pool's connections are made from (a URL or its parsed parts).
  const settings = (knex.client as unknown as { connectionSettings: string | pg.ClientConfig }).connectionSettings;
  const client = new pg.Client(settings);
  client.on('error', () => {}); // a lost connection ends the lock; `work`'s own queries report it
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
