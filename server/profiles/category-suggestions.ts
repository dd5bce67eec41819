import type { Knex } from 'knex';
import { categoryKey } from '../../shared/domain/categories';
import { SUGGESTIONS_MAX } from '../../shared/schemas/profile';

/**
 * Distinct values of one category (name matched case-insensitively) in the given trees, or in
 * every tree the user is a member of; containing `query` case-insensitively, sorted
 * alphabetically (case-insensitive, byte order so both databases agree), at most 10.
 */
export async function categorySuggestions(
  db: Knex,
  input: { userId: string; teamtreeId?: string; categoryName: string; query: string },
): Promise<{ value: string }[]> {
  const trees = input.teamtreeId
    ? db.raw('SELECT ?::uuid AS teamtree_id', [input.teamtreeId])
    : db.raw('SELECT teamtree_id FROM memberships WHERE user_id = ?', [input.userId]);
  const result = await db.raw(
    `SELECT DISTINCT t.value, lower(t.value) COLLATE "C" AS sort_key
       FROM categories c
       JOIN profile_tags t ON t.category_id = c.id
      WHERE c.name_lower = ?
        AND c.teamtree_id IN (?)
        AND position(? IN lower(t.value)) > 0
      ORDER BY sort_key, t.value COLLATE "C"
      LIMIT ?`,
    [categoryKey(input.categoryName), trees, input.query.trim().toLowerCase(), SUGGESTIONS_MAX],
  );
  return (result.rows as { value: string }[]).map((row) => ({ value: row.value }));
}
