import type { Knex } from 'knex';
import { nowOf, type AppContext } from '../app-context';
import { repeatEvery, type RepeatingJob } from '../jobs/repeat-every';
import { HISTORY } from './history-entry';
import { historyKeptSince, trashKeptSince } from './history-reads';
import { removeTrashItems, TRASH_ITEMS, TRASH_ROW_TABLES } from './trash-store';

/**
 * Removes what is kept no longer (docs/history.md "How long"): trash items deleted more than 30
 * days ago (their profiles, tags and follow-ups go with them; so do the rows of items a deleted tree took along) and history entries older than 365 days, in
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

/** Trash items deleted before `before`, with their rows, a batch of items at a time. */
async function purgeTrash(db: Knex, before: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const ids: string[] = await db(TRASH_ITEMS).where('deleted_at', '<=', before).limit(PURGE_BATCH).pluck('id');
    if (ids.length > 0) removed += await removeTrashItems(db, ids);
    if (ids.length < PURGE_BATCH) return removed;
  }
}

/** Rows whose item went with its tree (a deleted tree takes its items, not their rows along). */
async function purgeOrphans(db: Knex): Promise<void> {
  for (const table of TRASH_ROW_TABLES) {
    const orphans = db(table).whereNotExists((q) => q.select(db.raw('1')).from(`${TRASH_ITEMS} as i`).whereRaw(`i.id = ${table}.trash_id`)).distinct('trash_id').limit(PURGE_BATCH);
    const ids: string[] = (await orphans).map((row: { trash_id: string }) => row.trash_id);
    if (ids.length > 0) await db(table).whereIn('trash_id', ids).del();
  }
}

/** Purges by the context's clock; answers how many trash items and entries went. */
export async function purgeHistory(app: Pick<AppContext, 'db' | 'clock'>): Promise<{ trash: number; entries: number }> {
  const now = nowOf(app);
  const trash = await purgeTrash(app.db, trashKeptSince(now));
  await purgeOrphans(app.db);
  const entries = await deleteInBatches(app.db, HISTORY, 'at', historyKeptSince(now));
  return { trash, entries };
}

/** Purges hourly while the server runs; `stop()` waits for a purge under way. */
export function startHistoryPurge(app: Pick<AppContext, 'db' | 'clock' | 'log'>, everyMs = PURGE_EVERY_MS): RepeatingJob {
  return repeatEvery(everyMs, 'History purge', () => purgeHistory(app), app.log);
}
