import type { Knex } from 'knex';

/** Verified emails and the single-use links of mails (verify an email, reset a password). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('email_verified').notNullable().defaultTo(false);
  });

  // Only a SHA-256 hash of each token is kept; the token itself exists only in the mail.
  await knex.schema.createTable('account_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['user_id', 'purpose']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('account_tokens');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified');
  });
}
