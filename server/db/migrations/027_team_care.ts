import type { Knex } from 'knex';

/**
 * Team care (issue 37 item 4, docs/follow-ups.md "Team care"): the tree's setting of how many days
 * without a logged contact make a first-level partner a suggestion (default 30), and each user's
 * 'Done' and 'Snooze 7 days' by the suggestion's key (`until` null: done for good; else the day it
 * comes back). A key names one occurrence (a welcome day, a year's birthday, the day contact
 * stopped), so a later one is suggested again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('teamtrees', (t) => {
    t.integer('team_care_days').notNullable().defaultTo(30);
  });
  await knex.schema.createTable('team_care_dismissals', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('key').notNullable();
    t.date('until');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('team_care_dismissals');
  await knex.schema.alterTable('teamtrees', (t) => {
    t.dropColumn('team_care_days');
  });
}
