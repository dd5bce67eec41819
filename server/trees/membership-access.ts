import type { Knex } from 'knex';
import { isUuid } from '../../shared/schemas/common';
import { forbidden, notFound } from '../http/errors';
import { Membership } from '../models/membership';
import { Teamtree } from '../models/teamtree';

export const TREE_NOT_FOUND = 'TeamTree not found';
export const NOT_A_MEMBER = 'You are not a member of this TeamTree.';

export function findMembership(db: Knex, teamtreeId: string, userId: string) {
  return Membership.query(db).findOne({ teamtree_id: teamtreeId, user_id: userId });
}

/**
 * The caller's membership of a tree: 404 when the tree does not exist, 403 when the caller
 * is not a member. Every tree-scoped route starts here.
 */
export async function requireMembership(db: Knex, teamtreeId: string, userId: string): Promise<{ tree: Teamtree; membership: Membership }> {
  const tree = isUuid(teamtreeId) ? await Teamtree.query(db).findById(teamtreeId) : undefined;
  if (!tree) throw notFound(TREE_NOT_FOUND);
  const membership = await findMembership(db, teamtreeId, userId);
  if (!membership) throw forbidden(NOT_A_MEMBER, 'not-member');
  return { tree, membership };
}
