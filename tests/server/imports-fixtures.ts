import crypto from 'node:crypto';
import type { Knex } from 'knex';

/** Helpers of the import suites. */

/** A tree with its owner's membership and no profile at all (a deleted root leaves one like it). */
export async function seedEmptyTree(db: Knex, owner: { id: string }): Promise<string> {
  const teamtreeId = crypto.randomUUID();
  await db('teamtrees').insert({ id: teamtreeId, name: 'Empty tree', owner_id: owner.id });
  await db('memberships').insert({ id: crypto.randomUUID(), teamtree_id: teamtreeId, user_id: owner.id, permission: 'OWNER' });
  return teamtreeId;
}

/** An import row; override any field. */
export function importRow(name: string, overrides: Record<string, unknown> = {}) {
  return { externalId: null, name, phone: '', birthday: null, billDate: null, categories: [], uplineRow: null, uplineProfileId: null, ...overrides };
}

/** Forgets every user's count of imports this hour (suites that import more than 20 times as one user). */
export async function forgetImportCounts(db: Knex): Promise<void> {
  await db('rate_limits').where('key', 'like', 'import:%').del();
}
