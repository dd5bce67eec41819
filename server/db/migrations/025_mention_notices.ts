import type { Knex } from 'knex';

/**
 * Mentions in notes (issue 37 item 5, docs/follow-ups.md "Mentions"): one notice per mentioned
 * member and activity, what the bell lists until it is read and the daily digest counts once.
 * It names the activity, its tree and partner and who wrote it; never the text (a READ member of
 * a tree that hides activities is told too). It goes with its activity, tree and user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mention_notices', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE');
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.uuid('profile_id').notNullable();
    t.uuid('author_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.timestamp('mailed_at', { useTz: true });
    t.unique(['activity_id', 'user_id']);
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mention_notices');
}
