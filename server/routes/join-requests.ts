import Router from '@koa/router';
import { canDecideJoinRequests, MANAGE_MEMBERS_DENIED } from '../../shared/domain/policies';
import { decideJoinRequest as decideJoinRequestBody, treeQuery } from '../../shared/schemas/sharing';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { forbidden } from '../http/errors';
import { validate } from '../http/validate';
import { presentJoinRequestStatus } from '../presenters/join-request';
import { decideJoinRequest, findOwnRequest, loadPendingRequests } from '../trees/join-requests';
import { emitJoinRequestRejected, emitMembershipEvent } from '../trees/member-events';
import { requireMembership } from '../trees/membership-access';
import { loadMember } from '../trees/memberships';

/** Join requests: the pending list and decisions (owner, moderators), the requester's own view. */
export function joinRequestRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree/join-requests' });
  const auth = requireUserIdempotent(app);

  router.get('/', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId } = validate(treeQuery, ctx.query);
    const { tree, membership } = await requireMembership(app.db, teamtreeId, user.id);
    if (!canDecideJoinRequests(membership.permission)) throw forbidden(MANAGE_MEMBERS_DENIED);
    ctx.body = { requests: await loadPendingRequests(app.db, tree.id) };
  });

  router.get('/:id', auth, async (ctx) => {
    const request = await findOwnRequest(app.db, ctx.params.id, currentUser(ctx).id);
    ctx.body = presentJoinRequestStatus(request);
  });

  router.post('/', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(decideJoinRequestBody, ctx.request.body);
    const { request, membershipId } = await decideJoinRequest(app.db, user.id, input.requestId, input.action);
    ctx.body = { ok: true };
    if (input.action === 'reject') {
      await emitJoinRequestRejected(app, request.teamtreeId, request.userId, request.id);
    } else if (membershipId) {
      const membership = await loadMember(app.db, membershipId);
      if (membership) await emitMembershipEvent(app, UPDATE_TYPES.membershipApproved, membership);
    }
  });

  return router;
}
