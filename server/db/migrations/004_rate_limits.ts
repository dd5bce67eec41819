import type { Knex } from 'knex';

/**
 * Rate-limit counters in the layout of rate-limiter-flexible's PostgreSQL store: one row per
 * rule and key, counted by an atomic upsert; `expire` (ms since the epoch) ends its window.
 * They replace the event rows of `rate_limit_events`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
    t.index(['expire']);
  });
  await knex.schema.dropTableIfExists('rate_limit_events');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_events', (t) => {
    t.bigIncrements('id');
    t.text('bucket').notNullable();
    t.text('key').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['bucket', 'key', 'created_at']);
  });
  await knex.schema.dropTableIfExists('rate_limits');
}
