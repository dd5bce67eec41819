import type { Knex } from 'knex';
import { writeProfiles } from './store/gateway';

/**
 * Deletes a profile and everything beneath it in one statement (a recursive CTE, set-based)
 * inside one transaction; answers every removed id. Deleting the root empties the tree, and
 * memberships linked to removed profiles lose their link (the foreign key sets it to null).
 */
export function deleteSubtree(db: Knex, teamtreeId: string, profileId: string): Promise<string[]> {
  return writeProfiles(db, teamtreeId, null, (writer) => writer.deleteSubtree(profileId));
}
