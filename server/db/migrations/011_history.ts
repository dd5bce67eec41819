import type { Knex } from 'knex';

/**
 * History, undo and the trash (docs/history.md).
 *
 * `profile_history`: one entry per write to a tree's profiles, made by the write gateway in the
 * write's transaction: who, when, what (`action`), which profile (its name at the time), how
 * many profiles it touched, and for single-profile changes each changed field before and after
 * as profile answers show them (`changes`) and the version the write left (`version_after`, what
 * an undo checks). `undoes` names the entry an undo reverted; `trash_id` the trash item a delete
 * made. Kept 365 days. The indexes serve the newest-first pages of a tree and of one profile
 * (cursor: `at`, `id`), the "already undone?" look-up and the purge.
 *
 * `trash_items` with `trash_profiles` and `trash_tags`: a deleted profile or downline, its rows
 * copied as they were (ids, parents, fields, reminders, partner IDs) with their categories by
 * name and the memberships that were linked to them, so a restore brings back the same profiles.
 * Kept 30 days.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trash_items', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.uuid('profile_id').notNullable();
    t.uuid('parent_id');
    t.text('name').notNullable();
    t.integer('count').notNullable();
    t.uuid('deleted_by_id').references('users.id').onDelete('SET NULL');
    t.timestamp('deleted_at', { useTz: true }).notNullable();
    // Memberships that were linked to the deleted profiles: [{membershipId, profileId}].
    t.jsonb('links').notNullable().defaultTo('[]');
    t.index(['teamtree_id', 'deleted_at']);
    t.index(['deleted_at']);
  });
  // The rows of a deleted downline, copied in the delete's statement: no foreign key and no
  // primary key (checking one per row cost a 50,000-profile delete more than the delete itself);
  // a restore and the purge remove them by trash_id (history/trash-store.ts).
  await knex.schema.createTable('trash_profiles', (t) => {
    t.uuid('trash_id').notNullable();
    t.uuid('id').notNullable();
    t.uuid('parent_id');
    t.text('name').notNullable();
    t.text('phone').notNullable();
    t.date('birthday');
    t.date('bill_date');
    t.jsonb('reminders').notNullable();
    t.integer('version').notNullable();
    t.text('external_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['trash_id']);
  });
  await knex.schema.createTable('trash_tags', (t) => {
    t.uuid('trash_id').notNullable();
    t.uuid('profile_id').notNullable();
    t.text('category_name').notNullable();
    t.text('value').notNullable();
    t.uuid('created_by_id');
    t.index(['trash_id']);
  });
  await knex.schema.createTable('profile_history', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.uuid('profile_id');
    t.text('profile_name').notNullable().defaultTo('');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.text('action').notNullable().checkIn(['create', 'update', 'move', 'placeholder', 'delete', 'restore', 'import', 'undo'], 'profile_history_action');
    t.integer('count').notNullable().defaultTo(1);
    t.jsonb('changes').notNullable().defaultTo('[]');
    t.integer('version_after');
    t.uuid('undoes');
    t.uuid('trash_id');
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['teamtree_id', 'at', 'id'], 'profile_history_tree_at');
    t.index(['profile_id', 'at', 'id'], 'profile_history_profile_at');
    t.index(['undoes'], 'profile_history_undoes');
    t.index(['at'], 'profile_history_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('profile_history');
  await knex.schema.dropTableIfExists('trash_tags');
  await knex.schema.dropTableIfExists('trash_profiles');
  await knex.schema.dropTableIfExists('trash_items');
}
