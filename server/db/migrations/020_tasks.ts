import type { Knex } from 'knex';

/**
 * Tasks for the team (API.md additions of 2026-12-07, docs/follow-ups.md): a title, a due day,
 * an assignee (a member of the tree), optionally a partner. Indexes: a tree's tasks (by due
 * day) and a user's open tasks across trees, soonest first (Today, `GET /api/tasks/due`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tasks', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.uuid('profile_id').references('profiles.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.date('due').notNullable();
    t.uuid('assignee_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('created_by_id').references('users.id').onDelete('SET NULL');
    t.boolean('done').notNullable().defaultTo(false);
    t.timestamp('done_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.index(['teamtree_id', 'due']);
    t.index(['profile_id']);
  });
  await knex.raw('CREATE INDEX tasks_open_by_assignee ON tasks (assignee_id, due, id) WHERE NOT done');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tasks');
}
