import type { Knex } from 'knex';
import type { AssignablePermission } from '../../shared/domain/constants';
import { canLinkOwnProfile, memberRemovalDenial, permissionChangeDenial } from '../../shared/domain/policies';
import { isUuid } from '../../shared/schemas/common';
import type { MembershipAnswer } from '../../shared/schemas/teamtree';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { Membership } from '../models/membership';
import type { RealtimeHub } from '../realtime/hub';
import { loadMember } from './memberships';
import { treeOfProfile } from '../profiles/store/profile-reads';
import { lockTree } from '../profiles/store/tree-lock';
import { NOT_A_MEMBER, requireMembership } from './membership-access';
import { isUniqueViolation } from './share-links';
import { handOpenTasksToOwner, type TaskHandover } from '../tasks/task-handover';

export const MEMBER_NOT_FOUND = 'Member not found';
export const PROFILE_NOT_IN_TREE = 'This profile does not belong to this TeamTree.';
export const PROFILE_ALREADY_LINKED = 'Another member has already linked this profile.';

/** The target membership (row-locked) and the actor's membership of the same tree. */
async function loadTargetAndActor(trx: Knex.Transaction, memberId: string, actorId: string) {
  const target = isUuid(memberId) ? await Membership.query(trx).findById(memberId).forUpdate() : undefined;
  if (!target) throw notFound(MEMBER_NOT_FOUND);
  const { membership: actor } = await requireMembership(trx, target.teamtreeId, actorId);
  return { target, actor };
}

/** Where a membership change narrows what the member's open sockets may receive (server/realtime/hub.ts). */
type Sockets = Pick<RealtimeHub, 'restrictMember'>;

type Narrow = (target: Membership, level: 'reader' | 'none') => Promise<void>;

/**
 * Runs a membership change that may narrow what a member sees: `narrow`, called inside the
 * transaction before the change, holds the member's sockets at that level (on every server
 * instance); after the commit or the rollback they move by the membership as it then stands.
 * So no event of a change committed after this one reaches them unmasked (docs/privacy.md
 * "What READ members see").
 */
async function narrowingSockets<T>(sockets: Sockets, change: (narrow: Narrow) => Promise<T>): Promise<T> {
  const settles: Array<() => Promise<void>> = [];
  try {
    return await change(async (target, level) => {
      settles.push(await sockets.restrictMember(target.userId, target.teamtreeId, level));
    });
  } finally {
    for (const settle of settles) await settle();
  }
}

/** Changes a member's permission (owner and moderators; never the owner's membership). */
export async function changePermission(
  db: Knex,
  sockets: Sockets,
  actorId: string,
  memberId: string,
  permission: AssignablePermission,
): Promise<MembershipAnswer> {
  const id = await narrowingSockets(sockets, (narrow) =>
    db.transaction(async (trx) => {
      const { target, actor } = await loadTargetAndActor(trx, memberId, actorId);
      const denial = permissionChangeDenial(actor.permission, target.permission);
      if (denial) throw forbidden(denial);
      if (target.permission === permission) return target.id;
      if (permission === 'READ') await narrow(target, 'reader');
      await target.$query(trx).patch({ permission });
      return target.id;
    }),
  );
  return (await loadMember(db, id))!;
}

/**
 * Removes a membership: the owner and moderators may remove anyone but the owner; any other
 * member may remove their own (leaving). Answers the membership as it was and the hand-over of
 * the member's open tasks to the owner. The member's sockets get no profile data from before the
 * commit on; the caller evicts them from the room after it and announces the hand-over.
 */
export async function removeMember(db: Knex, sockets: Sockets, actorId: string, memberId: string): Promise<{ removed: MembershipAnswer; handover: TaskHandover }> {
  return narrowingSockets(sockets, (narrow) =>
    db.transaction(async (trx) => {
      const { target, actor } = await loadTargetAndActor(trx, memberId, actorId);
      const denial = memberRemovalDenial(actor.permission, target.permission, target.userId === actorId);
      if (denial) throw forbidden(denial);
      const before = (await loadMember(trx, target.id))!;
      await narrow(target, 'none');
      await trx('memberships').where({ id: target.id }).del();
      const handover = await handOpenTasksToOwner(trx, target.teamtreeId, target.userId, actorId);
      return { removed: before, handover };
    }),
  );
}

/**
 * Links the caller's membership to a profile of the same tree (400 for another tree's or an
 * unknown profile, 409 when another member links it). A member may re-link.
 */
export async function linkOwnProfile(db: Knex, userId: string, teamtreeId: string, profileId: string): Promise<MembershipAnswer> {
  const id = await db.transaction(async (trx) => {
    const { membership } = await requireMembership(trx, teamtreeId, userId);
    if (!canLinkOwnProfile(membership.permission)) throw forbidden(NOT_A_MEMBER, 'not-member');
    // Profiles change under this lock: the profile cannot vanish between the check and the link.
    await lockTree(trx, teamtreeId);
    if ((await treeOfProfile(trx, profileId)) !== teamtreeId) {
      throw badRequest(PROFILE_NOT_IN_TREE, { linkedProfileId: PROFILE_NOT_IN_TREE });
    }
    if (membership.linkedProfileId === profileId) return membership.id;
    const holder = await trx('memberships').where({ teamtree_id: teamtreeId, linked_profile_id: profileId }).first('id');
    if (holder) throw conflict(PROFILE_ALREADY_LINKED);
    try {
      await trx('memberships').where({ id: membership.id }).update({ linked_profile_id: profileId });
    } catch (err) {
      // Another member linked it concurrently (the unique index); the transaction rolls back.
      if (isUniqueViolation(err)) throw conflict(PROFILE_ALREADY_LINKED);
      throw err;
    }
    return membership.id;
  });
  return (await loadMember(db, id))!;
}
