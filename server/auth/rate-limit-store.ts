import type { Knex } from 'knex';
import { RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** The table the counters live in (migration 004_rate_limits); every instance shares it. */
export const RATE_LIMIT_TABLE = 'rate_limits';

interface PgQuery {
  text: string;
  values?: unknown[];
}

/**
 * A `pg`-style `query({text, values})` over a knex instance, so that rate-limiter-flexible's
 * PostgreSQL store runs through knex on both databases. (Its own `storeType: 'knex'` hands the
 * query object to the raw connection, which PGlite cannot read.) `$n` placeholders become knex
 * bindings; `rowCount` is the number of rows read or written on both drivers.
 */
function knexQueryClient(db: Knex) {
  return {
    async query({ text, values = [] }: PgQuery): Promise<{ rows: unknown[]; rowCount: number }> {
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_match, index: string) => {
        bindings.push(values[Number(index) - 1]);
        return '?';
      });
      const result = (await db.raw(sql, bindings as Knex.RawBinding[])) as { rows?: unknown[]; rowCount?: number | null };
      const rows = result.rows ?? [];
      return { rows, rowCount: Math.max(rows.length, result.rowCount ?? 0) };
    },
  };
}

/** A fixed-window counter of `points` per `durationSeconds`, keyed under `prefix`, in the database. */
export function databaseLimiter(db: Knex, prefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  return new RateLimiterPostgres({
    storeClient: knexQueryClient(db),
    storeType: 'client',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    // Expired rows are purged by purgeExpiredLimits, for every key at once.
    clearExpiredByTimeout: false,
    keyPrefix: prefix,
    points,
    duration: durationSeconds,
  });
}

const lastPurge = new WeakMap<Knex, number>();
const PURGE_EVERY_MS = 60_000;

/** Deletes every counter whose window has ended (any rule, any key); at most once a minute per database handle. */
export async function purgeExpiredLimits(db: Knex): Promise<void> {
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  await db(RATE_LIMIT_TABLE).where('expire', '<', now).del();
}
