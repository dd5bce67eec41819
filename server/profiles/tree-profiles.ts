import type { Knex } from 'knex';
import { readPackedTree, selectCategories } from './packed-tree-read';
import { assemble, creatorsOf, groupTags, type ProfileAnswer, type ProfileRow, type TagRow } from './profile-answer';
import { treeCacheOf } from './tree-cache';

export type { ProfileAnswer } from './profile-answer';

/**
 * Reading profiles as the API answers them. The status answer of a whole tree is the hot path
 * (docs/performance.md): it is read packed in a few set-based queries (packed-tree-read.ts) and
 * kept in a per-process cache that the database's fingerprint of the tree validates on every
 * read, and that later changes update in place (tree-cache.ts).
 */

/**
 * Every profile of a tree. Outside a transaction, large trees come from the tree cache; its
 * answers are frozen and shared by every caller.
 */
export async function loadTreeProfiles(db: Knex, teamtreeId: string): Promise<ProfileAnswer[]> {
  if ((db as Knex.Transaction).isTransaction) return (await readPackedTree(db, teamtreeId)).answers;
  return treeCacheOf(db).read(db, teamtreeId);
}

const PROFILE_COLUMNS = `p.id, p.name, p.phone, p.birthday, p.bill_date, p.parent_id,
  CASE WHEN jsonb_array_length(p.reminders) = 0 THEN NULL ELSE p.reminders::text END AS reminders,
  p.version, floor(extract(epoch FROM p.updated_at) * 1000)::float8 AS updated_ms`;

/** One profile as the API answers it, or `undefined`. */
export async function loadProfile(db: Knex, profileId: string): Promise<ProfileAnswer | undefined> {
  const result = await db.raw(
    `SELECT ${PROFILE_COLUMNS}, p.teamtree_id, parent.name AS parent_name
       FROM profiles p LEFT JOIN profiles parent ON parent.id = p.parent_id
      WHERE p.id = ?`,
    [profileId],
  );
  const row = result.rows[0] as (ProfileRow & { teamtree_id: string; parent_name: string | null }) | undefined;
  if (!row) return undefined;
  // One after the other: inside a transaction both share one connection.
  const tags = (await db('profile_tags').where({ profile_id: profileId }).select('id', 'profile_id', 'category_id', 'value', 'created_by_id')) as TagRow[];
  const categories = await selectCategories(db, row.teamtree_id);
  return assemble(row.teamtree_id, row, row.parent_id ? row.parent_name : null, groupTags(tags, categories).get(profileId) ?? [], creatorsOf(categories));
}

/** The tree's category names in use: `teamtree.categories` of the status answer. */
export async function loadTreeCategories(db: Knex, teamtreeId: string): Promise<{ id: string; name: string }[]> {
  return db('categories').where({ teamtree_id: teamtreeId }).orderByRaw('name_lower COLLATE "C", id').select('id', 'name');
}
