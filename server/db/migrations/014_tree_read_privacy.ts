import type { Knex } from 'knex';

/**
 * What READ members see (API.md additions of 2026-11-27, docs/privacy.md "What READ members
 * see"): the profile fields the tree's owner hides from READ members, a subset of
 * `phone`, `birthday`, `reminders`. Every tree, old and new, starts hiding nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('teamtrees', (t) => {
    t.specificType('hide_from_read', 'text[]').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('teamtrees', (t) => {
    t.dropColumn('hide_from_read');
  });
}
