import type { Knex } from 'knex';

/**
 * Idempotency keys (docs/offline.md "Idempotent writes (server)"): per user and key, the
 * request it was first used for (method, path with query, SHA-256 of the body's canonical JSON)
 * and, once done, its answer. `claim` names the request that holds a `running` key; `locked_at`
 * is refreshed while it runs, so a claim whose process died can be taken over. Rows live 24
 * hours (`created_at`); the index serves the purge.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('key').notNullable();
    t.text('method').notNullable();
    t.text('path').notNullable();
    t.text('body_hash').notNullable();
    t.text('state').notNullable().checkIn(['running', 'done'], 'idempotency_keys_state');
    t.uuid('claim').notNullable();
    t.timestamp('locked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('status');
    // The answer's JSON as sent (text, not jsonb: kept byte for byte, and jsonb refuses \u0000).
    t.text('response');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'key']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
}
