import type { Knex } from 'knex';

/**
 * Ordered categories (issue 34, docs/profiles.md "Ordered categories"): a category may list its
 * values in an order ('Rank': Bronze < Silver < Gold). Null (every category until then) is no
 * order: its values sort A-Z.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('categories', (t) => {
    t.jsonb('value_order').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('categories', (t) => {
    t.dropColumn('value_order');
  });
}
