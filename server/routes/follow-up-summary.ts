import Router from '@koa/router';
import { followUpSummaryQuery } from '../../shared/schemas/follow-up-summary';
import type { AppContext } from '../app-context';
import { currentUser, requireUser } from '../auth/authenticate';
import { followUpSummaryOf } from '../follow-ups/follow-up-summary';
import { validate } from '../http/validate';
import { requireMembership } from '../trees/membership-access';

/** `GET /api/teamtree/follow-up-summary?teamtreeId=`: each partner's last contact and next follow-up (docs/follow-ups.md "On the Teamlist"). */
export function followUpSummaryRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree' });

  router.get('/follow-up-summary', requireUser(app), async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId } = validate(followUpSummaryQuery, ctx.query);
    const { tree, membership } = await requireMembership(app.db, teamtreeId, user.id);
    ctx.body = await followUpSummaryOf(app.db, teamtreeId, { userId: user.id, permission: membership.permission, hideFromRead: tree.hideFromRead ?? [] });
  });

  return router;
}
