import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary();
    t.text('email').notNullable();
    t.text('email_lower').notNullable().unique();
    t.text('password_hash');
    t.text('first_name').notNullable().defaultTo('');
    t.text('last_name').notNullable().defaultTo('');
    t.text('gender');
    t.text('phone').notNullable().defaultTo('');
    t.text('company').notNullable().defaultTo('');
    t.text('country');
    t.text('source');
    t.text('role').notNullable().defaultTo('USER');
    t.text('plan').notNullable().defaultTo('BASIC');
    t.text('google_sub').unique();
    t.boolean('profile_complete').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('refresh_families', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.boolean('stay').notNullable();
    t.text('client').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
  });

  await knex.schema.createTable('refresh_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('family_id').notNullable().references('refresh_families.id').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
  });

  // Attempts counted for rate limits (failed sign-ins per email, registrations per address,
  // join requests per user). Kept in the database so that every server instance sees them.
  await knex.schema.createTable('rate_limit_events', (t) => {
    t.bigIncrements('id');
    t.text('bucket').notNullable();
    t.text('key').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['bucket', 'key', 'created_at']);
  });

  // Generated secrets shared by every instance when DATABASE_URL is set.
  await knex.schema.createTable('app_secrets', (t) => {
    t.text('name').primary();
    t.text('value').notNullable();
  });

  // Google sign-in: state, nonce and PKCE verifier of a started login, used once.
  await knex.schema.createTable('oauth_states', (t) => {
    t.text('state').primary();
    t.text('nonce').notNullable();
    t.text('code_verifier').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['oauth_states', 'app_secrets', 'rate_limit_events', 'refresh_tokens', 'refresh_families', 'users']) {
    await knex.schema.dropTableIfExists(table);
  }
}
