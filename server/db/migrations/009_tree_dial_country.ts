import type { Knex } from 'knex';

/**
 * A tree's settings: the country its phones stored without a dial code are dialled with
 * (ISO 3166-1 alpha-2, chosen by the owner; docs/profiles.md "Tap to call or message").
 * Every tree, old and new, starts with Germany.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('teamtrees', (t) => {
    t.text('dial_country').notNullable().defaultTo('DE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('teamtrees', (t) => {
    t.dropColumn('dial_country');
  });
}
