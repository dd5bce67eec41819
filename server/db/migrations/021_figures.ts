import type { Knex } from 'knex';

/**
 * Back-office figures (API.md additions of 2026-12-07; docs/figures.md): a partner's PV, GV,
 * rank, paid-as rank, autoship and last order per month, and the tree's rank plan. The primary
 * key (tree, period, partner) is the index a tree's period is read by.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('profile_figures', (t) => {
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.string('period', 7).notNullable();
    t.uuid('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.decimal('pv', 14, 2);
    t.decimal('gv', 14, 2);
    t.string('rank', 60);
    t.string('paid_rank', 60);
    t.boolean('autoship');
    t.date('last_order');
    t.primary(['teamtree_id', 'period', 'profile_id']);
    t.index(['profile_id'], 'profile_figures_profile_id_index');
  });
  await knex.schema.alterTable('teamtrees', (t) => {
    t.jsonb('rank_plan');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('teamtrees', (t) => {
    t.dropColumn('rank_plan');
  });
  await knex.schema.dropTable('profile_figures');
}
