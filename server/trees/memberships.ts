import type { Knex } from 'knex';
import type { MembershipAnswer } from '../../shared/schemas/teamtree';
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
