import type { Knex } from 'knex';
import { categoryLimitOf } from '../../shared/domain/categories';
import type { Plan } from '../../shared/domain/constants';
import type { StatusTreeAnswer, TreeSummary } from '../../shared/schemas/teamtree';
import { notFound } from '../http/errors';
import type { Membership } from '../models/membership';
import type { Teamtree } from '../models/teamtree';
import { presentTreeSummary, type TreeSummaryRow } from '../presenters/tree-summary';
import { maskedProfiles } from '../profiles/masked-profiles';
import { loadTreeCategories, loadTreeProfiles, type ProfileAnswer } from '../profiles/tree-profiles';
import { loadMember } from './memberships';
import { TREE_NOT_FOUND } from './membership-access';
import { hiddenForMember, presentTreePrivacy } from './tree-privacy';
import { presentTreeSettings } from './tree-settings';

/** The trees a user is a member of, by membership creation time, oldest first. */
export async function loadTreeSummaries(db: Knex, userId: string): Promise<TreeSummary[]> {
  const rows = (await db('memberships as m')
    .join('teamtrees as t', 't.id', 'm.teamtree_id')
    .join('users as o', 'o.id', 't.owner_id')
    .where('m.user_id', userId)
    .orderBy('m.created_at')
    .orderBy('t.created_at')
    .orderBy('t.id')
    .select(
      't.id',
      't.name',
      't.owner_id as ownerId',
      'o.first_name as ownerFirstName',
      'o.last_name as ownerLastName',
      'm.permission',
    )) as TreeSummaryRow[];
  return rows.map(presentTreeSummary);
}

async function ownerOf(db: Knex, tree: Teamtree): Promise<{ firstName: string; lastName: string; plan: Plan }> {
  const owner = await db('users').where({ id: tree.ownerId }).first('first_name', 'last_name', 'plan');
  if (!owner) throw notFound(TREE_NOT_FOUND);
  return { firstName: owner.first_name, lastName: owner.last_name, plan: owner.plan };
}

/**
 * The full status answer of one tree for a member: the tree with every profile and category,
 * the owner's plan and category limit, the tree's settings and privacy, the caller's membership and all their trees.
 * A READ member gets the profiles with the fields the tree hides from READ members emptied.
 */
export async function loadTreeStatus(db: Knex, tree: Teamtree, membership: Membership): Promise<StatusTreeAnswer> {
  const [owner, profiles, categories, userMembership, teamtrees] = await Promise.all([
    ownerOf(db, tree),
    loadTreeProfiles(db, tree.id),
    loadTreeCategories(db, tree.id),
    loadMember(db, membership.id),
    loadTreeSummaries(db, membership.userId),
  ]);
  if (!userMembership) throw notFound(TREE_NOT_FOUND);
  const summary = presentTreeSummary({
    id: tree.id,
    name: tree.name,
    ownerId: tree.ownerId,
    ownerFirstName: owner.firstName,
    ownerLastName: owner.lastName,
    permission: membership.permission,
  });
  return {
    teamtree: {
      ...summary,
      // READ members get the fields the owner hides empty (docs/privacy.md "What READ members see").
      profiles: maskedProfiles(profiles, hiddenForMember(tree, membership.permission)) as ProfileAnswer[],
      categories,
      ownerPlan: owner.plan,
      categoryLimit: categoryLimitOf(owner.plan),
      settings: presentTreeSettings(tree),
      privacy: presentTreePrivacy(tree),
      rankPlan: tree.rankPlan ?? null,
    },
    userMembership,
    needsProfileLink: userMembership.linkedProfileId === null,
    teamtrees,
  };
}
