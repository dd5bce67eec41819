import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { categoryKey, categoryLimitMessage, exceedsCategoryLimit, normaliseCategoryText } from '../../../shared/domain/categories';
import { forbidden, notFound } from '../../http/errors';
import { categoryIdsByKey, ownerPlanOf } from './category-reads';
import { CATEGORIES, CATEGORY_COLUMNS as K } from './columns';

export const CATEGORY_NOT_FOUND = 'Category not found';

export interface CategoryOrderChange {
  teamtreeId: string;
  /** The category's name as sent (normalised here). */
  name: string;
  /** The values in their order (checked and normalised by the schema), or null: no order. */
  order: string[] | null;
  /** The creator of a category the order brings in. */
  actorId: string;
}

export interface OrderedCategory {
  id: string;
  name: string;
  order: string[] | null;
}

/** The column's value: a jsonb list, or SQL null for no order. */
const storedOrder = (order: string[] | null): string | null => (order === null ? null : JSON.stringify(order));

/** A new category must fit the owner's plan: every category the tree keeps counts (403 with the spec's text). */
async function checkNewCategoryLimit(trx: Knex, teamtreeId: string, key: string): Promise<void> {
  const keys = [...(await categoryIdsByKey(trx, teamtreeId)).keys()];
  const after = [...keys, key];
  if (!exceedsCategoryLimit(keys, after, 'BASIC')) return;
  const plan = await ownerPlanOf(trx, teamtreeId);
  if (exceedsCategoryLimit(keys, after, plan)) throw forbidden(categoryLimitMessage(plan));
}

/**
 * Sets (or, with null, clears) the order of a tree's category's values, in the caller's
 * transaction under the tree's lock (the gateway's `setCategoryOrder`). Ordering a name the tree
 * has no category of yet creates it (within the plan's limit); clearing a category the tree does
 * not have is 404.
 */
export async function writeCategoryOrder(trx: Knex.Transaction, change: CategoryOrderChange): Promise<OrderedCategory> {
  const key = categoryKey(change.name);
  const found: { id: string; name: string } | undefined = await trx(CATEGORIES)
    .where({ [K.teamtreeId]: change.teamtreeId, [K.nameLower]: key })
    .first(`${K.id} as id`, `${K.name} as name`);
  if (found) {
    await trx(CATEGORIES).where(K.id, found.id).update({ [K.valueOrder]: storedOrder(change.order) });
    return { ...found, order: change.order };
  }
  if (change.order === null) throw notFound(CATEGORY_NOT_FOUND);
  await checkNewCategoryLimit(trx, change.teamtreeId, key);
  const category = { id: crypto.randomUUID(), name: normaliseCategoryText(change.name), order: change.order };
  await trx(CATEGORIES).insert({
    [K.id]: category.id,
    [K.teamtreeId]: change.teamtreeId,
    [K.name]: category.name,
    [K.nameLower]: key,
    [K.createdById]: change.actorId,
    [K.valueOrder]: storedOrder(category.order),
  });
  return category;
}
