import type { Knex } from 'knex';

/**
 * Announcements (issue 39, docs/announcements.md): a tree's messages to its whole team, who has
 * read each, and the queue their mails go out from. A queue row is written with its announcement,
 * in one transaction, and moves `pending` → `sending` → `sent`; the unique pair keeps each member
 * at one mail per announcement.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('announcements', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.boolean('pinned').notNullable().defaultTo(false);
    t.uuid('author_id').references('users.id').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['teamtree_id', 'created_at']);
  });
  await knex.schema.createTable('announcement_reads', (t) => {
    t.uuid('announcement_id').notNullable().references('announcements.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('read_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['announcement_id', 'user_id']);
    t.index(['user_id']);
  });
  await knex.schema.createTable('announcement_mails', (t) => {
    t.increments('id').primary();
    t.uuid('announcement_id').notNullable().references('announcements.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('state').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('claimed_at', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.unique(['announcement_id', 'user_id']);
    t.index(['state', 'id']);
  });
  await knex.raw(`ALTER TABLE announcement_mails ADD CONSTRAINT announcement_mails_state_known CHECK (state IN ('pending', 'sending', 'sent', 'skipped', 'failed'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('announcement_mails');
  await knex.schema.dropTable('announcement_reads');
  await knex.schema.dropTable('announcements');
}
