import type { Knex } from 'knex';
import { TRASH_FIGURES } from '../history/trash-store';

/*
 * A deleted partner's back-office figures in the trash (docs/figures.md "Deleted partners"):
 * copied into `trash_figures` (migration 029) by the delete's statement and back with the partner
 * on a restore, so a partner deleted by mistake comes back with their months. Only the trash
 * writes (profiles/store/trash-writes.ts) use these, in the write gateway's transaction.
 */

const COLUMNS = ['profile_id', 'period', 'pv', 'gv', 'rank', 'paid_rank', 'autoship', 'last_order'];
const list = (alias = '') => COLUMNS.map((column) => `${alias}${column}`).join(', ');

/**
 * The part of the delete's statement (trash-writes.ts `moveToTrash`) that copies the figures of
 * the profiles in its CTE `sub(id)` into the trash item `?` (bound once), as the statement found
 * them, before the delete's cascade removes them.
 */
export const COPY_FIGURES_TO_TRASH = `
     kept_figures AS (INSERT INTO ${TRASH_FIGURES} (trash_id, ${list()})
              SELECT ?::uuid, ${list('f.')} FROM profile_figures f JOIN sub ON sub.id = f.profile_id),`;

/** Brings back the figures of the `restored` profiles of trash item `trashId`, set-based. */
export async function restoreFigures(trx: Knex.Transaction, teamtreeId: string, trashId: string, restored: Knex.Raw): Promise<void> {
  await trx.raw(
    `INSERT INTO profile_figures (teamtree_id, ${list()})
     SELECT ?::uuid, ${list('tf.')} FROM ${TRASH_FIGURES} tf
      WHERE tf.trash_id = ? AND tf.profile_id = ANY(?)
     ON CONFLICT (teamtree_id, period, profile_id) DO NOTHING`,
    [teamtreeId, trashId, restored],
  );
}
