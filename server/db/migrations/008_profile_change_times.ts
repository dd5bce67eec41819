import type { Knex } from 'knex';

/**
 * A tree's profiles by the time they last changed. The write gateway stamps each change of a tree
 * at least a millisecond after the tree's latest `updated_at` (store/gateway.ts), and the tree
 * cache reads the profiles changed since a time (tree-cache.ts): both find them through this
 * index instead of reading every profile of the tree (at 50,000 profiles on the embedded
 * database, the stamp alone doubled the time of a change).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profiles', (t) => {
    t.index(['teamtree_id', 'updated_at'], 'profiles_tree_updated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profiles', (t) => {
    t.dropIndex(['teamtree_id', 'updated_at'], 'profiles_tree_updated_at');
  });
}
