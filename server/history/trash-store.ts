import type { Knex } from 'knex';
import type { PartnerRow } from '../../shared/domain/restore-lookalikes';
import { TRASH_ITEM_NOT_FOUND } from '../../shared/schemas/history';
import { notFound } from '../http/errors';

/**
 * The trash's rows (migration 011): a deleted profile or downline is copied here in the delete's
 * transaction and copied back on a restore, both by the profile store's trash writes
 * (profiles/store/trash-writes.ts, which only the write gateway calls, under its tree lock).
 * These are the trash's own tables, its item look-up and its removal.
 */

export const TRASH_ITEMS = 'trash_items';
export const TRASH_PROFILES = 'trash_profiles';
export const TRASH_TAGS = 'trash_tags';
/** A deleted partner's notes and tasks (migration 023; profiles/store/trash-follow-ups.ts). */
export const TRASH_ACTIVITIES = 'trash_activities';
export const TRASH_TASKS = 'trash_tasks';
/** A deleted partner's back-office figures (migration 029; figures/trash-figures.ts). */
export const TRASH_FIGURES = 'trash_figures';
/** The tables of an item's rows that belong to one of its partners (`profile_id`). */
const TRASH_PARTNER_TABLES = [TRASH_TAGS, TRASH_ACTIVITIES, TRASH_TASKS, TRASH_FIGURES];
/** Every table of an item's rows (all keyed by `trash_id`). */
export const TRASH_ROW_TABLES = [...TRASH_PARTNER_TABLES, TRASH_PROFILES];

/** Removes trash items and their rows (a restore, the purge). */
export async function removeTrashItems(db: Knex, trashIds: readonly string[]): Promise<number> {
  for (const table of TRASH_ROW_TABLES) await db(table).whereIn('trash_id', trashIds).del();
  return db(TRASH_ITEMS).whereIn('id', trashIds).del();
}

export interface TrashItemRow {
  id: string;
  profileId: string;
  parentId: string | null;
  name: string;
  count: number;
  links: { membershipId: string; profileId: string }[] | string;
}

/** A trash item of the tree deleted after `keptSince` (epoch ms), locked in a transaction; 404 when it is gone. */
export async function findTrashItem(db: Knex, teamtreeId: string, trashId: string, keptSince: Date): Promise<TrashItemRow> {
  const item = await db(TRASH_ITEMS)
    .where({ id: trashId, teamtree_id: teamtreeId })
    .where('deleted_at', '>', keptSince)
    .modify((query) => {
      if ((db as Knex.Transaction).isTransaction) void query.forUpdate();
    })
    .first('id', 'profile_id as profileId', 'parent_id as parentId', 'name', 'count', 'links');
  if (!item) throw notFound(TRASH_ITEM_NOT_FOUND);
  return item;
}

/** The item's profiles as a restore plans them (shared/domain/restore-lookalikes.ts). */
export function trashedPartners(db: Knex, trashId: string): Promise<PartnerRow[]> {
  return db(TRASH_PROFILES).where('trash_id', trashId).select('id', 'parent_id as parentId', 'name', 'external_id as externalId');
}

/**
 * Keeps only `ids` of the item (the lookalikes a restore left out): the others' rows, tags,
 * follow-ups and figures go, and the item counts what is left.
 */
export async function keepInTrash(db: Knex, trashId: string, ids: readonly string[]): Promise<void> {
  const keep = db.raw(`string_to_array(?, ',')::uuid[]`, [ids.join(',')]);
  for (const table of TRASH_PARTNER_TABLES) await db(table).where('trash_id', trashId).whereRaw('NOT (profile_id = ANY(?))', [keep]).del();
  await db(TRASH_PROFILES).where('trash_id', trashId).whereRaw('NOT (id = ANY(?))', [keep]).del();
  await db(TRASH_ITEMS).where('id', trashId).update({ count: ids.length });
}
