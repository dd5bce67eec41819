import type { Knex } from 'knex';

/**
 * The Teamlist's 'Last contact' (docs/follow-ups.md "On the Teamlist"): each partner's newest
 * call, message or meeting in a tree is one GROUP BY over this partial index (notes are left
 * out of it, as they are no contact). The timeline's index leads with the partner, so without
 * this one a tree's summary would read every activity of every tree.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX activities_contacts ON activities (teamtree_id, profile_id, at) WHERE kind IN ('call', 'message', 'meeting')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX activities_contacts');
}
