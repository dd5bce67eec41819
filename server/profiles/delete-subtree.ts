import type { Knex } from 'knex';
import { removeUnusedCategories } from './apply-categories';
import { lockProfile } from './profile-rows';

/**
 * Deletes a profile and everything beneath it in one statement (a recursive CTE, set-based)
 * inside one transaction; answers every removed id. Deleting the root empties the tree, and
 * memberships linked to removed profiles lose their link (the foreign key sets it to null).
 */
export async function deleteSubtree(db: Knex, teamtreeId: string, profileId: string): Promise<string[]> {
  return db.transaction(async (trx) => {
    const profile = await lockProfile(trx, teamtreeId, profileId);
    const result = profile.parentId === null
      ? await trx.raw('DELETE FROM profiles WHERE teamtree_id = ? RETURNING id', [teamtreeId])
      : await trx.raw(
          `WITH RECURSIVE sub(id) AS (
              SELECT id FROM profiles WHERE id = ?
              UNION
              SELECT p.id FROM profiles p JOIN sub ON p.parent_id = sub.id
           )
           DELETE FROM profiles WHERE teamtree_id = ? AND id IN (SELECT id FROM sub) RETURNING id`,
          [profileId, teamtreeId],
        );
    await removeUnusedCategories(trx, teamtreeId);
    const ids = (result.rows as { id: string }[]).map((row) => row.id);
    // The deleted profile first, then its downline.
    return [profileId, ...ids.filter((id) => id !== profileId)];
  });
}
