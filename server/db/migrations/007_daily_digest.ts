import type { Knex } from 'knex';

/** The daily email digest: whether a user wants it, their time zone, and the day it last went out. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('digest_enabled').notNullable().defaultTo(false);
    t.text('time_zone');
    t.date('digest_sent_on');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('digest_enabled');
    t.dropColumn('time_zone');
    t.dropColumn('digest_sent_on');
  });
}
