import type { Knex } from 'knex';
import { nowOf, type AppContext } from '../app-context';
import { HISTORY } from './history-entry';
import { historyKeptSince, trashKeptSince } from './history-reads';
import { TRASH_ITEMS } from './trash-store';

/**
 * Removes what is kept no longer (docs/history.md "How long"): trash items deleted more than 30
 * days ago (their profiles and tags go with them) and history entries older than 365 days, in
 * batches of `PURGE_BATCH` rows a statement, so no purge holds a table for long. Reads and
 * restores already ignore what is past its time, so a purge that runs late changes no answer.
 */

export const PURGE_BATCH = 1000;
/** How often the server purges while it runs. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

async function deleteInBatches(db: Knex, table: string, column: string, before: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db(table).whereIn('id', db(table).where(column, '<=', before).select('id').limit(PURGE_BATCH)).del();
    removed += batch;
    if (batch < PURGE_BATCH) return removed;
  }
}

/** Purges by the context's clock; answers how many trash items and entries went. */
export async function purgeHistory(app: Pick<AppContext, 'db' | 'clock'>): Promise<{ trash: number; entries: number }> {
  const now = nowOf(app);
  const trash = await deleteInBatches(app.db, TRASH_ITEMS, 'deleted_at', trashKeptSince(now));
  const entries = await deleteInBatches(app.db, HISTORY, 'at', historyKeptSince(now));
  return { trash, entries };
}

/** Purges hourly while the server runs; `stop()` waits for a purge under way. */
export function startHistoryPurge(app: Pick<AppContext, 'db' | 'clock' | 'log'>, everyMs = PURGE_EVERY_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = purgeHistory(app).catch((err: unknown) => app.log.error(`History purge failed: ${err instanceof Error ? err.message : String(err)}`));
  }, everyMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
