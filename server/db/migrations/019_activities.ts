import type { Knex } from 'knex';

/**
 * Notes of every contact (API.md additions of 2026-12-07, docs/follow-ups.md): one row per
 * note, call, message or meeting on a partner. The index serves a partner's timeline page,
 * newest `at` first (cursor: `at`, `id`); it leads with `profile_id` (ids are unique across trees)
 * so that it also serves the cascade when a profile goes. `mentions` holds the mentioned users' ids.
 *
 * Trees created from now on hide the activities from READ members (`hide_from_read` starts as
 * `{activities}`); existing trees keep what they hide, so their READ members still see them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activities', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.uuid('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('text').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.uuid('author_id').references('users.id').onDelete('SET NULL');
    t.specificType('mentions', 'uuid[]').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.integer('version').notNullable().defaultTo(1);
  });
  await knex.raw('CREATE INDEX activities_timeline ON activities (profile_id, at DESC, id DESC)');
  await knex.raw(`ALTER TABLE teamtrees ALTER COLUMN hide_from_read SET DEFAULT '{activities}'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE teamtrees ALTER COLUMN hide_from_read SET DEFAULT '{}'`);
  await knex.schema.dropTable('activities');
}
