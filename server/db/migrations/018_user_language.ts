import type { Knex } from 'knex';

/**
 * The account's language (`me.language`, API.md additions of 2026-12-07): `en` or `de`, the one
 * its app sent on sign-up, changed by `PUT /api/auth/language`; mails are written in it. Accounts
 * from before read as English.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('language').notNullable().defaultTo('en');
  });
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_language_known CHECK (language IN ('en', 'de'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_language_known');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('language');
  });
}
