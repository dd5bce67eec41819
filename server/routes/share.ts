import Router from '@koa/router';
import { canManageShareLinks, MANAGE_MEMBERS_DENIED } from '../../shared/domain/policies';
import { changePermissionRequest, createShareLinkRequest, memberQuery, treeQuery } from '../../shared/schemas/sharing';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { forbidden } from '../http/errors';
import { validate } from '../http/validate';
import { emitMembershipEvent, evictMember } from '../trees/member-events';
import { requireMembership } from '../trees/membership-access';
import { changePermission, removeMember } from '../trees/members';
import { announceTaskHandover } from '../tasks/task-handover';
import { loadShareAnswer } from '../trees/memberships';
import { ensureLiveLink, revokeLiveLink, shareUrl } from '../trees/share-links';

/** Sharing: members and their permissions, the tree's share link. */
export function shareRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree/share' });
  const auth = requireUserIdempotent(app);

  router.get('/', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId } = validate(treeQuery, ctx.query);
    const { tree, membership } = await requireMembership(app.db, teamtreeId, user.id);
    ctx.body = await loadShareAnswer(app.db, tree, canManageShareLinks(membership.permission));
  });

  router.post('/', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId } = validate(createShareLinkRequest, ctx.request.body);
    const { tree, membership } = await requireMembership(app.db, teamtreeId, user.id);
    if (!canManageShareLinks(membership.permission)) throw forbidden(MANAGE_MEMBERS_DENIED);
    const { link, created } = await ensureLiveLink(app.db, tree.id, user.id);
    ctx.status = created ? 201 : 200;
    ctx.body = { shareLink: { token: link.token, url: shareUrl(app.publicUrl(), link.token) } };
  });

  router.delete('/link', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId } = validate(treeQuery, ctx.query);
    const { tree, membership } = await requireMembership(app.db, teamtreeId, user.id);
    if (!canManageShareLinks(membership.permission)) throw forbidden(MANAGE_MEMBERS_DENIED);
    await revokeLiveLink(app.db, tree.id);
    ctx.body = { ok: true };
  });

  router.put('/', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(changePermissionRequest, ctx.request.body);
    const membership = await changePermission(app.db, app.hub, user.id, input.memberId, input.permission);
    ctx.body = { ok: true };
    await emitMembershipEvent(app, UPDATE_TYPES.membershipUpdated, membership);
  });

  router.delete('/', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { memberId } = validate(memberQuery, ctx.query);
    const { removed, handover } = await removeMember(app.db, app.hub, user.id, memberId);
    ctx.body = { ok: true };
    await evictMember(app, removed.userId, removed.teamtreeId);
    await emitMembershipEvent(app, UPDATE_TYPES.membershipRemoved, removed);
    await announceTaskHandover(app, handover);
  });

  return router;
}
