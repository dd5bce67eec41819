import type { Knex } from 'knex';

/** Key space of the per-tree locks (the first half of the two-key advisory lock). */
const TREE_LOCK_SPACE = 4242;

/**
 * Serialises every change of one tree's profiles and categories: a transaction-scoped
 * advisory lock keyed by the tree id, released at commit or rollback. Re-entrant within one
 * transaction, so nested commands may take it again. Works on PostgreSQL and PGlite.
 */
export async function lockTree(trx: Knex.Transaction, teamtreeId: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [TREE_LOCK_SPACE, teamtreeId]);
}
