import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { JoinRequestAnswer } from '../../shared/schemas/sharing';
import type { MembershipAnswer } from '../../shared/schemas/teamtree';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import { treeAdminIds, treeMemberIds } from './memberships';

/**
 * Member and join-request events (API.md "Realtime"). Called after the transaction committed;
 * a failure to deliver is logged and never turns a committed change into an error answer.
 */
const deliver = (app: AppContext, what: string, send: () => Promise<void> | void) => afterCommit(app.log, what, send);

export type MembershipEventType =
  | typeof UPDATE_TYPES.membershipApproved
  | typeof UPDATE_TYPES.membershipUpdated
  | typeof UPDATE_TYPES.membershipRemoved;

/** To the affected user and the tree's owner and moderators, each once. */
export function emitMembershipEvent(app: AppContext, type: MembershipEventType, membership: MembershipAnswer): Promise<void> {
  return deliver(app, type, async () => {
    // A permission changed: the member's sockets get events masked or not by it, on every
    // instance, before this event is sent (a demotion held them masked already before its
    // commit: members.ts; docs/privacy.md "What READ members see").
    if (type === UPDATE_TYPES.membershipUpdated) await app.hub.settleMember(membership.userId, membership.teamtreeId);
    const admins = await treeAdminIds(app.db, membership.teamtreeId);
    const recipients = [...new Set([membership.userId, ...admins])];
    app.hub.toUsers(recipients, {
      type,
      teamtreeId: membership.teamtreeId,
      affectedUserId: membership.userId,
      data: membership,
    });
  });
}

/** A new join request: to the tree's owner and moderators. */
export function emitJoinRequestCreated(app: AppContext, teamtreeId: string, requesterId: string, request: JoinRequestAnswer): Promise<void> {
  return deliver(app, UPDATE_TYPES.joinRequestCreated, async () => {
    const admins = await treeAdminIds(app.db, teamtreeId);
    app.hub.toUsers(admins, {
      type: UPDATE_TYPES.joinRequestCreated,
      teamtreeId,
      affectedUserId: requesterId,
      data: request,
    });
  });
}

/** A rejected request: to the requester. */
export function emitJoinRequestRejected(app: AppContext, teamtreeId: string, requesterId: string, requestId: string): Promise<void> {
  return deliver(app, UPDATE_TYPES.joinRequestRejected, () => {
    app.hub.toUsers([requesterId], {
      type: UPDATE_TYPES.joinRequestRejected,
      teamtreeId,
      affectedUserId: requesterId,
      data: { id: requestId, teamtreeId, status: 'REJECTED' },
    });
  });
}

/** The removed user's sockets leave the tree's room at once. */
export function evictMember(app: AppContext, userId: string, teamtreeId: string): Promise<void> {
  return deliver(app, 'eviction', () => app.hub.evictFromTree(userId, teamtreeId));
}

/** A renamed tree: to every member, wherever they are (their tree lists show the name). */
export function emitTreeRenamed(app: AppContext, tree: { id: string; name: string }): Promise<void> {
  return deliver(app, UPDATE_TYPES.teamtreeRenamed, async () => {
    app.hub.toUsers(await treeMemberIds(app.db, tree.id), { type: UPDATE_TYPES.teamtreeRenamed, teamtreeId: tree.id, data: { id: tree.id, name: tree.name } });
  });
}
