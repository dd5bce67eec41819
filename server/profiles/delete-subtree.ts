import type { Knex } from 'knex';
import { writeProfiles } from './store/gateway';

/**
 * Deletes a profile and everything beneath it (a recursive CTE, set-based) inside one
 * transaction, keeping a copy in the trash for 30 days (docs/history.md); answers every removed
 * id. Deleting the root empties the tree, and memberships linked to removed profiles lose their
 * link (the foreign key sets it to null; a restore links them again).
 */
export function deleteSubtree(db: Knex, teamtreeId: string, profileId: string, actorId: string): Promise<string[]> {
  return writeProfiles(db, teamtreeId, actorId, (writer) => writer.deleteSubtree(profileId));
}
