import type { Knex } from 'knex';
import { categoryKey } from '../../../shared/domain/categories';
import { SUGGESTIONS_MAX } from '../../../shared/schemas/profile';
import { CATEGORIES, CATEGORY_COLUMNS as K, TAG_COLUMNS as T, TAGS } from './columns';

/**
 * Distinct values of one category (name matched case-insensitively) in one tree, or in every
 * tree the user is a member of; containing `query` case-insensitively, sorted alphabetically
 * (case-insensitive, in byte order so both databases agree), at most 10.
 */
export async function categorySuggestions(
  db: Knex,
  input: { userId: string; teamtreeId?: string; categoryName: string; query: string },
): Promise<{ value: string }[]> {
  const values = db(`${CATEGORIES} as c`)
    .join(`${TAGS} as t`, `t.${T.categoryId}`, `c.${K.id}`)
    .where(`c.${K.nameLower}`, categoryKey(input.categoryName))
    .whereRaw(`position(? in lower(t.${T.value})) > 0`, [input.query.trim().toLowerCase()])
    .distinct(`t.${T.value} as value`);
  if (input.teamtreeId) values.where(`c.${K.teamtreeId}`, input.teamtreeId);
  else values.whereIn(`c.${K.teamtreeId}`, db('memberships').where('user_id', input.userId).select('teamtree_id'));
  const rows = (await db
    .from(values.as('v'))
    .select('v.value')
    .orderByRaw('lower(v.value) COLLATE "C", v.value COLLATE "C"')
    .limit(SUGGESTIONS_MAX)) as { value: string }[];
  return rows.map((row) => ({ value: row.value }));
}
