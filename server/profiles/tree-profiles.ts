import type { Knex } from 'knex';
import type { ProfileAnswer } from './profile-answer';
import { readPackedTree } from './store/packed-tree-read';
import { treeCacheOf } from './tree-cache';

export type { ProfileAnswer } from './profile-answer';
export { loadTreeCategories } from './store/category-reads';
export { loadProfile } from './store/profile-reads';

/**
 * Reading profiles as the API answers them. The status answer of a whole tree is the hot path
 * (docs/performance.md): it is read packed in a few set-based queries (store/packed-tree-read.ts)
 * and kept in a per-process cache that the database's fingerprint of the tree validates on every
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
