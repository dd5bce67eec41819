import type { Knex } from 'knex';

/**
 * Your account (API.md additions of 2026-11-27, docs/privacy.md):
 * - sessions: each refresh family remembers when it was last used (sign-in, every refresh)
 *   and the User-Agent of its sign-in, for the list of where one is signed in;
 * - two-step sign-in: per user one TOTP secret (encrypted, `enabled_at` null while it is
 *   being set up), the last time step a code was accepted for (no code works twice), hashed
 *   single-use recovery codes, and the pending second steps of sign-ins (hashed tokens).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('refresh_families', (t) => {
    t.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('user_agent');
  });

  await knex.schema.createTable('two_factor', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    // AES-256-GCM of the base32 secret under the server's two-factor key (server/auth/two-factor-key.ts).
    t.text('secret').notNullable();
    t.timestamp('enabled_at', { useTz: true });
    t.bigInteger('last_step');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('recovery_codes', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true });
    t.primary(['user_id', 'code_hash']);
  });

  await knex.schema.createTable('mfa_challenges', (t) => {
    t.text('token_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.boolean('stay').notNullable();
    t.text('client').notNullable();
    t.text('next');
    t.integer('failures').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['mfa_challenges', 'recovery_codes', 'two_factor']) await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable('refresh_families', (t) => {
    t.dropColumn('last_used_at');
    t.dropColumn('user_agent');
  });
}
