import type { Knex } from 'knex';
import { categoryKey } from '../../shared/domain/categories';
import { SUGGESTIONS_MAX } from '../../shared/schemas/profile';

/**
 * Distinct values of one category (name matched case-insensitively) in one tree, or in every
 * tree the user is a member of; containing `query` case-insensitively, sorted alphabetically
 * (case-insensitive, in byte order so both databases agree), at most 10.
 */
export async function categorySuggestions(
  db: Knex,
  input: { userId: string; teamtreeId?: string; categoryName: string; query: string },
): Promise<{ value: string }[]> {
  const values = db('categories as c')
    .join('profile_tags as t', 't.category_id', 'c.id')
    .where('c.name_lower', categoryKey(input.categoryName))
    .whereRaw('position(? in lower(t.value)) > 0', [input.query.trim().toLowerCase()])
    .distinct('t.value');
  if (input.teamtreeId) values.where('c.teamtree_id', input.teamtreeId);
  else values.whereIn('c.teamtree_id', db('memberships').where('user_id', input.userId).select('teamtree_id'));
  const rows = (await db
    .from(values.as('v'))
    .select('v.value')
    .orderByRaw('lower(v.value) COLLATE "C", v.value COLLATE "C"')
    .limit(SUGGESTIONS_MAX)) as { value: string }[];
  return rows.map((row) => ({ value: row.value }));
}
