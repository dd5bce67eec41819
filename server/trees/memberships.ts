import type { Knex } from 'knex';
import type { ShareAnswer } from '../../shared/schemas/sharing';
import type { MembershipAnswer } from '../../shared/schemas/teamtree';
import type { Teamtree } from '../models/teamtree';
import { presentMembership, type MembershipRow } from '../presenters/membership';

/** Memberships joined with their users' names, as the presenter reads them. */
function membershipRows(db: Knex) {
  return db('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .select(
      'm.id',
      'm.user_id as userId',
      'm.teamtree_id as teamtreeId',
      'm.permission',
      'm.linked_profile_id as linkedProfileId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
    );
}

/** Every member of a tree, oldest membership first (the owner leads). */
export async function loadTreeMembers(db: Knex, teamtreeId: string): Promise<MembershipAnswer[]> {
  const rows = (await membershipRows(db).where('m.teamtree_id', teamtreeId).orderBy('m.created_at').orderBy('m.id')) as MembershipRow[];
  return rows.map(presentMembership);
}

/** One membership as the API shows it, or `undefined`. */
export async function loadMember(db: Knex, membershipId: string): Promise<MembershipAnswer | undefined> {
  const row = (await membershipRows(db).where('m.id', membershipId).first()) as MembershipRow | undefined;
  return row ? presentMembership(row) : undefined;
}

/** The users who administer a tree: its owner and moderators (they get member events). */
export async function treeAdminIds(db: Knex, teamtreeId: string): Promise<string[]> {
  const rows: { user_id: string }[] = await db('memberships')
    .where({ teamtree_id: teamtreeId })
    .whereIn('permission', ['OWNER', 'MODERATOR'])
    .select('user_id');
  return rows.map((row) => row.user_id);
}

/** Every member of a tree (each user once). */
export async function treeMemberIds(db: Knex, teamtreeId: string): Promise<string[]> {
  const rows: { user_id: string }[] = await db('memberships').where({ teamtree_id: teamtreeId }).distinct('user_id');
  return rows.map((row) => row.user_id);
}

/**
 * The share dialog's answer: every member, the owner's names, and the live link only for
 * callers who may manage members (`withLinks`).
 */
export async function loadShareAnswer(db: Knex, tree: Teamtree, withLinks: boolean): Promise<ShareAnswer> {
  const [members, owner, link] = await Promise.all([
    loadTreeMembers(db, tree.id),
    db('users').where({ id: tree.ownerId }).first('first_name', 'last_name', 'email'),
    withLinks ? db('share_links').where({ teamtree_id: tree.id }).whereNull('revoked_at').first('token') : Promise.resolve(undefined),
  ]);
  return {
    members,
    shareLinks: link ? [{ token: link.token }] : [],
    ownerId: tree.ownerId,
    ownerUser: { firstName: owner.first_name, lastName: owner.last_name, email: owner.email },
  };
}
