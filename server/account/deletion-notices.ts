import { TREE_DELETED, UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { mailRecipientOf } from '../auth/accounts';
import { treeHandedOverMail } from '../mail/tree-handed-over-mail';
import { afterCommit } from '../realtime/after-commit';
import { emitMembershipEvent, emitTreeRenamed, evictMember } from '../trees/member-events';
import type { AccountDeletion } from './delete-account';

/** `PUBLIC_URL/teamtree?teamtreeId=<id>`: the tree's page. */
function treeLink(app: Pick<AppContext, 'publicUrl'>, teamtreeId: string): string {
  const url = new URL('teamtree', `${app.publicUrl()}/`);
  url.searchParams.set('teamtreeId', teamtreeId);
  return url.toString();
}

/**
 * Tells everyone what a committed account deletion changed (a failed delivery is logged, the
 * deletion stands): the user's sockets are disconnected; each member of a deleted tree gets
 * `membership-removed` with `reason: "tree-deleted"` and leaves its room; a handed-over tree's
 * new owner gets `membership-updated` (to them and the tree's moderators) and a mail, and its
 * members the tree's own event (their lists show the owner); the owners and moderators of the
 * trees the user was a member of get `membership-removed`.
 */
export async function announceAccountDeletion(app: AppContext, userId: string, deletion: AccountDeletion): Promise<void> {
  await afterCommit(app.log, 'account deletion disconnects', () => app.hub.disconnectUser(userId));
  for (const tree of deletion.deletedTrees) {
    for (const member of tree.members) {
      await afterCommit(app.log, UPDATE_TYPES.membershipRemoved, () =>
        app.hub.toUsers([member.userId], {
          type: UPDATE_TYPES.membershipRemoved,
          teamtreeId: tree.id,
          affectedUserId: member.userId,
          data: { ...member, reason: TREE_DELETED },
        }),
      );
      await evictMember(app, member.userId, tree.id);
    }
  }
  for (const tree of deletion.handedTrees) {
    await emitMembershipEvent(app, UPDATE_TYPES.membershipUpdated, tree.newOwner);
    await emitTreeRenamed(app, tree);
    await afterCommit(app.log, 'tree handed over mail', async () => {
      const owner = await mailRecipientOf(app.db, tree.newOwner.userId);
      if (owner) app.mailer.send(treeHandedOverMail(owner, treeLink(app, tree.id)));
    });
  }
  for (const membership of deletion.leftMemberships) await emitMembershipEvent(app, UPDATE_TYPES.membershipRemoved, membership);
}
