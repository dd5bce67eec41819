import type { Knex } from 'knex';

/** Google sign-in from the desktop app (RFC 8252 loopback flow, API.md additions). */
export async function up(knex: Knex): Promise<void> {
  // A started sign-in remembers where the desktop app listens and its PKCE challenge.
  await knex.schema.alterTable('oauth_states', (t) => {
    t.integer('desktop_port');
    t.text('desktop_challenge');
  });

  // One-time codes the callback hands to the app's loopback listener; only their hash is kept.
  await knex.schema.createTable('desktop_sign_in_codes', (t) => {
    t.text('code_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('challenge').notNullable();
    t.boolean('stay').notNullable();
    t.text('next');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('desktop_sign_in_codes');
  await knex.schema.alterTable('oauth_states', (t) => {
    t.dropColumn('desktop_port');
    t.dropColumn('desktop_challenge');
  });
}
