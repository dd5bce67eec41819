import type { Knex } from 'knex';
import { categoryLimitMessage, exceedsCategoryLimit, type CategoryPair } from '../../../shared/domain/categories';
import type { Plan } from '../../../shared/domain/constants';
import { forbidden, notFound } from '../../http/errors';
import type { CategoryRow } from '../profile-answer';
import { CATEGORIES, CATEGORY_COLUMNS as K, TAG_COLUMNS as T, TAGS } from './columns';

/** The tree's categories in the answer's order (by name in byte order, then id). */
export function selectCategories(db: Knex, teamtreeId: string): Promise<CategoryRow[]> {
  return db(CATEGORIES)
    .where(K.teamtreeId, teamtreeId)
    .orderByRaw(`${K.nameLower} COLLATE "C", ${K.id}`)
    .select(`${K.id} as id`, `${K.name} as name`, `${K.createdById} as createdById`);
}

/** A category of the tree as the status answer lists it: `order` only when its values are ordered. */
export interface TreeCategory {
  id: string;
  name: string;
  order?: string[];
}

/** The tree's categories (in use, or ordered): `teamtree.categories` of the status answer. */
export async function loadTreeCategories(db: Knex, teamtreeId: string): Promise<TreeCategory[]> {
  const rows: { id: string; name: string; order: string[] | null }[] = await db(CATEGORIES)
    .where(K.teamtreeId, teamtreeId)
    .orderByRaw(`${K.nameLower} COLLATE "C", ${K.id}`)
    .select(`${K.id} as id`, `${K.name} as name`, `${K.valueOrder} as order`);
  return rows.map(({ id, name, order }) => (order ? { id, name, order } : { id, name }));
}

/** The plan of the tree's owner: it sets the category limit of the whole tree. */
export async function ownerPlanOf(db: Knex, teamtreeId: string): Promise<Plan> {
  const row = await db('teamtrees as t').join('users as u', 'u.id', 't.owner_id').where('t.id', teamtreeId).first('u.plan');
  if (!row) throw notFound('TeamTree not found');
  return row.plan as Plan;
}

/**
 * A tree's category, and whether it stays whatever the profile being changed holds: a profile
 * other than that one uses it, or its values are ordered (an ordered category is kept unused).
 */
export interface CategoryUse {
  id: string;
  name: string;
  nameLower: string;
  usedElsewhere: boolean;
}

export function loadTreeCategoryUse(db: Knex, teamtreeId: string, profileId: string): Promise<CategoryUse[]> {
  const usedElsewhere = db(`${TAGS} as t`).select(db.raw('1')).whereRaw(`t.${T.categoryId} = c.${K.id}`).whereNot(`t.${T.profileId}`, profileId);
  return db(`${CATEGORIES} as c`)
    .where(`c.${K.teamtreeId}`, teamtreeId)
    .select(
      `c.${K.id} as id`,
      `c.${K.name} as name`,
      `c.${K.nameLower} as nameLower`,
      db.raw(`(c.${K.valueOrder} IS NOT NULL OR EXISTS (?)) AS "usedElsewhere"`, [usedElsewhere]),
    );
}

/** The profile's current categories as `[{name, value}]`. */
export function currentCategoryPairs(db: Knex, profileId: string): Promise<CategoryPair[]> {
  return db(`${TAGS} as t`)
    .join(`${CATEGORIES} as c`, `c.${K.id}`, `t.${T.categoryId}`)
    .where(`t.${T.profileId}`, profileId)
    .orderBy(`c.${K.nameLower}`)
    .select(`c.${K.name} as name`, `t.${T.value} as value`);
}

/** The tree's category ids by lower-case name. */
export async function categoryIdsByKey(db: Knex, teamtreeId: string): Promise<Map<string, string>> {
  const rows: { id: string; nameLower: string }[] = await db(CATEGORIES).where(K.teamtreeId, teamtreeId).select(`${K.id} as id`, `${K.nameLower} as nameLower`);
  return new Map(rows.map((row) => [row.nameLower, row.id]));
}

/**
 * The plan's limit for `mergeCategoryValues` of these entries (category-writes.ts) (the tree's categories all stay):
 * 403 with the spec's text when over it. Answers the tree's category ids by lower-case name.
 */
export async function checkMergedCategoryLimit(trx: Knex, teamtreeId: string, entries: readonly { pairs: readonly CategoryPair[] }[]): Promise<Map<string, string>> {
  const idByKey = await categoryIdsByKey(trx, teamtreeId);
  const keysBefore = [...idByKey.keys()];
  const keysAfter = new Set(keysBefore);
  for (const { pairs } of entries) for (const pair of pairs) keysAfter.add(pair.name.toLowerCase());
  if (exceedsCategoryLimit(keysBefore, keysAfter, 'BASIC')) {
    const plan = await ownerPlanOf(trx, teamtreeId);
    if (exceedsCategoryLimit(keysBefore, keysAfter, plan)) throw forbidden(categoryLimitMessage(plan));
  }
  return idByKey;
}
