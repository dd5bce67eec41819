import type { Knex } from 'knex';
import type { CategoryPair } from '../../shared/domain/categories';
import { badRequest, conflict } from '../http/errors';
import { applyCategories } from './apply-categories';
import { insertProfile, type ProfileFields } from './profile-rows';
import { lockTree } from './tree-lock';
import { loadProfile, type ProfileAnswer } from './tree-profiles';

export const ROOT_EXISTS = 'This TeamTree already has a root profile. Choose a parent for the new profile.';
export const PARENT_NOT_IN_TREE = 'The parent profile does not exist in this TeamTree.';

export interface CreateProfileCommand extends ProfileFields {
  teamtreeId: string;
  parentId: string | null;
  categories: CategoryPair[];
  actorId: string;
}

/**
 * Checks where a new profile may go, under the tree lock: `null` only while the tree has no
 * root (409 otherwise), any other parent must be a profile of the same tree (400).
 */
export async function checkNewParent(trx: Knex.Transaction, teamtreeId: string, parentId: string | null): Promise<void> {
  if (parentId === null) {
    const root = await trx('profiles').where({ teamtree_id: teamtreeId }).whereNull('parent_id').first('id');
    if (root) throw conflict(ROOT_EXISTS);
    return;
  }
  const parent = await trx('profiles').where({ id: parentId }).first('teamtree_id');
  if (!parent || parent.teamtree_id !== teamtreeId) throw badRequest(PARENT_NOT_IN_TREE, { parentId: PARENT_NOT_IN_TREE });
}

/** Adds a profile with its categories in one transaction; answers it as the API shows it. */
export async function createProfile(db: Knex, command: CreateProfileCommand): Promise<ProfileAnswer> {
  return db.transaction(async (trx) => {
    await lockTree(trx, command.teamtreeId);
    await checkNewParent(trx, command.teamtreeId, command.parentId);
    const id = await insertProfile(trx, command.teamtreeId, command.parentId, command);
    await applyCategories(trx, { teamtreeId: command.teamtreeId, profileId: id, pairs: command.categories, actorId: command.actorId });
    return (await loadProfile(trx, id))!;
  });
}
