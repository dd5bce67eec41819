import type { Knex } from 'knex';
import { badRequest, conflict } from '../http/errors';
import type { ProfileRecord } from './store/columns';
import { hasRoot, isSelfOrDescendant, treeOfProfile } from './store/profile-reads';

/*
 * Where a profile may hang. The write gateway checks these for every insert and move, under the
 * tree lock, so no writer can leave the tree or make a cycle.
 */

export const ROOT_EXISTS = 'This TeamTree already has a root profile. Choose a parent for the new profile.';
export const PARENT_NOT_IN_TREE = 'The parent profile does not exist in this TeamTree.';
export const ROOT_CANNOT_MOVE = 'The root profile cannot be moved under another profile.';
export const ONLY_ROOT_WITHOUT_PARENT = 'Only the root profile can be without a parent.';
export const MOVE_MAKES_CYCLE = 'A profile cannot be moved under itself or one of its own downline.';

const parentNotInTree = () => badRequest(PARENT_NOT_IN_TREE, { parentId: PARENT_NOT_IN_TREE });

/** A parent named for new profiles must be a profile of the tree (400). */
export async function checkParentInTree(trx: Knex.Transaction, teamtreeId: string, parentId: string): Promise<void> {
  if ((await treeOfProfile(trx, parentId)) !== teamtreeId) throw parentNotInTree();
}

/** `null` only while the tree has no root (409 otherwise); any other parent must be in the tree (400). */
export async function checkNewParent(trx: Knex.Transaction, teamtreeId: string, parentId: string | null): Promise<void> {
  if (parentId !== null) return checkParentInTree(trx, teamtreeId, parentId);
  if (await hasRoot(trx, teamtreeId)) throw conflict(ROOT_EXISTS);
}

/**
 * Validates a re-parent and answers the parent to store (unchanged when the profile stays where
 * it is). 400 when the move would leave the tree or make a cycle.
 */
export async function resolveMove(trx: Knex.Transaction, profile: ProfileRecord, parentId: string | null): Promise<string | null> {
  if (parentId === null) {
    if (profile.parentId !== null) throw badRequest(ONLY_ROOT_WITHOUT_PARENT, { parentId: ONLY_ROOT_WITHOUT_PARENT });
    return null;
  }
  if (profile.parentId === null) throw badRequest(ROOT_CANNOT_MOVE, { parentId: ROOT_CANNOT_MOVE });
  if (parentId === profile.parentId) return parentId;
  await checkParentInTree(trx, profile.teamtreeId, parentId);
  if (await isSelfOrDescendant(trx, profile.id, parentId)) throw badRequest(MOVE_MAKES_CYCLE, { parentId: MOVE_MAKES_CYCLE });
  return parentId;
}
