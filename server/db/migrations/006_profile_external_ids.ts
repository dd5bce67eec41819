import type { Knex } from 'knex';

/**
 * Imports (issue 14): a profile remembers the partner ID the company's back office gave it, so
 * importing the same file again updates it instead of adding it twice. Unique per tree; most
 * profiles have none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profiles', (t) => {
    t.text('external_id');
  });
  await knex.raw('CREATE UNIQUE INDEX profiles_external_id ON profiles (teamtree_id, external_id) WHERE external_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS profiles_external_id');
  await knex.schema.alterTable('profiles', (t) => {
    t.dropColumn('external_id');
  });
}
