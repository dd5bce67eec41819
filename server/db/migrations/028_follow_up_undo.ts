import type { Knex } from 'knex';

/**
 * Undo of a note's or task's history entry (docs/follow-ups.md "Undo"): each such entry names its
 * item (`item_id`; `version_after` holds the item's version after the write), and an entry of a
 * deleted item keeps the item's row as it was (`item`, the row as JSON), so an undo can bring it
 * back exactly.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profile_history', (t) => {
    t.uuid('item_id');
    t.jsonb('item');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profile_history', (t) => {
    t.dropColumn('item');
    t.dropColumn('item_id');
  });
}
