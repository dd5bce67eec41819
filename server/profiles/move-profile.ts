import type { Knex } from 'knex';
import { badRequest } from '../http/errors';
import type { Profile } from '../models/profile';
import { PARENT_NOT_IN_TREE } from './create-profile';

export const ROOT_CANNOT_MOVE = 'The root profile cannot be moved under another profile.';
export const ONLY_ROOT_WITHOUT_PARENT = 'Only the root profile can be without a parent.';
export const MOVE_MAKES_CYCLE = 'A profile cannot be moved under itself or one of its own downline.';

/** True when `candidateId` is `profileId` or lies in its subtree (walks up from the candidate). */
async function isSelfOrDescendant(trx: Knex.Transaction, profileId: string, candidateId: string): Promise<boolean> {
  const result = await trx.raw(
    `WITH RECURSIVE up(id, parent_id) AS (
        SELECT id, parent_id FROM profiles WHERE id = ?
        UNION
        SELECT p.id, p.parent_id FROM profiles p JOIN up ON p.id = up.parent_id
     )
     SELECT EXISTS (SELECT 1 FROM up WHERE id = ?) AS found`,
    [candidateId, profileId],
  );
  return Boolean(result.rows[0]?.found);
}

/**
 * Validates a re-parent under the tree lock and answers the parent to store (unchanged when
 * the profile stays where it is). 400 when the move would leave the tree or make a cycle.
 */
export async function resolveMove(trx: Knex.Transaction, profile: Profile, parentId: string | null): Promise<string | null> {
  if (parentId === null) {
    if (profile.parentId !== null) throw badRequest(ONLY_ROOT_WITHOUT_PARENT, { parentId: ONLY_ROOT_WITHOUT_PARENT });
    return null;
  }
  if (profile.parentId === null) throw badRequest(ROOT_CANNOT_MOVE, { parentId: ROOT_CANNOT_MOVE });
  if (parentId === profile.parentId) return parentId;
  const parent = await trx('profiles').where({ id: parentId }).first('teamtree_id');
  if (!parent || parent.teamtree_id !== profile.teamtreeId) throw badRequest(PARENT_NOT_IN_TREE, { parentId: PARENT_NOT_IN_TREE });
  if (await isSelfOrDescendant(trx, profile.id, parentId)) throw badRequest(MOVE_MAKES_CYCLE, { parentId: MOVE_MAKES_CYCLE });
  return parentId;
}
