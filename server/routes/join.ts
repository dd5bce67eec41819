import Router from '@koa/router';
import { SHARE_LINK_INVALID } from '../../shared/schemas/sharing';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { notFound } from '../http/errors';
import { requestToJoin } from '../trees/join-by-token';
import { emitJoinRequestCreated } from '../trees/member-events';
import { joinInfoOf } from '../trees/share-links';

/** A share link's landing: what it opens (no sign-in needed) and asking to join. */
export function joinRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree/join' });
  const auth = requireUserIdempotent(app);

  router.get('/:token/info', async (ctx) => {
    const info = await joinInfoOf(app.db, ctx.params.token);
    if (!info) throw notFound(SHARE_LINK_INVALID);
    ctx.body = { name: info.name, ownerName: info.ownerName };
  });

  router.post('/:token', auth, async (ctx) => {
    const user = currentUser(ctx);
    const joined = await requestToJoin(app.db, user, ctx.params.token);
    ctx.status = 201;
    ctx.body = { teamtreeId: joined.teamtreeId, requestId: joined.requestId, status: 'PENDING' };
    await emitJoinRequestCreated(app, joined.teamtreeId, user.id, joined.request);
  });

  return router;
}
