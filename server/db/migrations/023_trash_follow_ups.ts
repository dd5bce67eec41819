import type { Knex } from 'knex';

/**
 * The trash keeps a deleted partner's follow-ups (issue 37 item 7, docs/follow-ups.md "The
 * trash"): the notes/calls of `activities` and the tasks of `tasks` that belonged to the deleted
 * profiles, copied as they were in the delete's statement, so a restore brings them back with
 * their partner. Like `trash_profiles`: no foreign keys and no primary key, removed by `trash_id`
 * (a restore, the purge).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trash_activities', (t) => {
    t.uuid('trash_id').notNullable();
    t.uuid('id').notNullable();
    t.uuid('profile_id').notNullable();
    t.text('kind').notNullable();
    t.text('text').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.uuid('author_id');
    t.specificType('mentions', 'uuid[]').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.integer('version').notNullable();
    t.index(['trash_id']);
  });
  await knex.schema.createTable('trash_tasks', (t) => {
    t.uuid('trash_id').notNullable();
    t.uuid('id').notNullable();
    t.uuid('profile_id').notNullable();
    t.text('title').notNullable();
    t.date('due').notNullable();
    t.uuid('assignee_id').notNullable();
    t.uuid('created_by_id');
    t.boolean('done').notNullable();
    t.timestamp('done_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.integer('version').notNullable();
    t.index(['trash_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('trash_tasks');
  await knex.schema.dropTable('trash_activities');
}
