import type { Knex } from 'knex';

/** The actions `profile_history.action` allowed before (written out: a migration keeps its meaning). */
const EARLIER_ACTIONS = ['create', 'update', 'move', 'placeholder', 'delete', 'restore', 'import', 'undo', 'activity-create', 'activity-update', 'activity-delete', 'task-create', 'task-update', 'task-delete'];
const allowing = (actions: string[]) => `CHECK (action IN (${actions.map((action) => `'${action}'`).join(', ')}))`;

/**
 * History and undo of figures writes (`profile_history.action` takes `figures`), and the months a tree has figures for (docs/figures.md
 * "History and undo", "Kept per month"):
 * - `figures_before`: for each partner a figures write touched, the month's values it replaced
 *   (`existed` false: the partner had no figures that month), kept with the write's history entry
 *   and gone with it; an undo writes them back.
 * - `figure_months`: one row per tree and month with figures, and a `version` each write and undo
 *   of that month moves on, which the computed team volumes are kept under (server/figures/
 *   month-totals-cache.ts). The months list reads this table instead of every figures row.
 * - `trash_figures`: a deleted partner's figures, copied by the delete's statement and brought
 *   back with the partner on a restore (like `trash_activities`: no keys, removed by `trash_id`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE profile_history DROP CONSTRAINT profile_history_action');
  await knex.raw(`ALTER TABLE profile_history ADD CONSTRAINT profile_history_action ${allowing([...EARLIER_ACTIONS, 'figures'])}`);
  await knex.schema.createTable('figures_before', (t) => {
    t.uuid('entry_id').notNullable().references('profile_history.id').onDelete('CASCADE');
    t.uuid('profile_id').notNullable();
    t.boolean('existed').notNullable();
    t.decimal('pv', 14, 2);
    t.decimal('gv', 14, 2);
    t.string('rank', 60);
    t.string('paid_rank', 60);
    t.boolean('autoship');
    t.date('last_order');
    t.primary(['entry_id', 'profile_id']);
  });
  await knex.schema.createTable('figure_months', (t) => {
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.string('period', 7).notNullable();
    t.bigInteger('version').notNullable().defaultTo(1);
    t.primary(['teamtree_id', 'period']);
  });
  await knex.schema.createTable('trash_figures', (t) => {
    t.uuid('trash_id').notNullable();
    t.uuid('profile_id').notNullable();
    t.string('period', 7).notNullable();
    t.decimal('pv', 14, 2);
    t.decimal('gv', 14, 2);
    t.string('rank', 60);
    t.string('paid_rank', 60);
    t.boolean('autoship');
    t.date('last_order');
    t.index(['trash_id']);
  });
  await knex.raw('INSERT INTO figure_months (teamtree_id, period, version) SELECT DISTINCT teamtree_id, period, 1 FROM profile_figures');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('trash_figures');
  await knex.schema.dropTable('figure_months');
  await knex.schema.dropTable('figures_before');
  await knex('profile_history').where({ action: 'figures' }).delete();
  await knex.raw('ALTER TABLE profile_history DROP CONSTRAINT profile_history_action');
  await knex.raw(`ALTER TABLE profile_history ADD CONSTRAINT profile_history_action ${allowing(EARLIER_ACTIONS)}`);
}
