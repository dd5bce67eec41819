import type { Knex } from 'knex';
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

/** Removes trash items and their rows (a restore, the purge). */
export async function removeTrashItems(db: Knex, trashIds: readonly string[]): Promise<number> {
  await db(TRASH_TAGS).whereIn('trash_id', trashIds).del();
  await db(TRASH_PROFILES).whereIn('trash_id', trashIds).del();
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

/** A trash item of the tree deleted after `keptSince` (epoch ms), locked; 404 when it is gone. */
export async function findTrashItem(trx: Knex.Transaction, teamtreeId: string, trashId: string, keptSince: Date): Promise<TrashItemRow> {
  const item = await trx(TRASH_ITEMS)
    .where({ id: trashId, teamtree_id: teamtreeId })
    .where('deleted_at', '>', keptSince)
    .forUpdate()
    .first('id', 'profile_id as profileId', 'parent_id as parentId', 'name', 'count', 'links');
  if (!item) throw notFound(TRASH_ITEM_NOT_FOUND);
  return item;
}
