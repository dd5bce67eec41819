import type { Knex } from 'knex';

/**
 * The Activity panel's member filter (`GET /api/teamtree/history?userId=`, docs/history.md): one
 * user's entries of a tree, newest first, read through an index instead of filtering the tree's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profile_history', (t) => {
    t.index(['teamtree_id', 'user_id', 'at', 'id'], 'profile_history_tree_user_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profile_history', (t) => {
    t.dropIndex(['teamtree_id', 'user_id', 'at', 'id'], 'profile_history_tree_user_at');
  });
}
