import Router from '@koa/router';
import type Koa from 'koa';
import { IMPORT_BODY_MAX_BYTES } from '../../shared/schemas/import';
import { figuresPeriodsQuery, figuresQuery, figuresSeriesQuery, figuresWriteEnvelope, rankPlanRequest } from '../../shared/schemas/figures';
import type { AppContext } from '../app-context';
import { currentUser, requireUser } from '../auth/authenticate';
import { readJsonBody } from '../http/json-body';
import { validate } from '../http/validate';
import { idempotencyKeyFormat, idempotentWrites, requireUserIdempotent } from '../idempotency/idempotent-writes';
import { IMPORT_BODY_TIME_FACTOR } from '../imports/import-limits';
import { validateFiguresRows } from '../figures/check-figures-rows';
import { emitFiguresUpdate } from '../figures/figures-events';
import { emitTreeRenamed } from '../trees/member-events';
import { oneFiguresWritePerUser } from '../figures/figures-limits';
import { changeRankPlan, figurePeriods, figuresAccess, figuresSeries, periodFigures, replaceFigures, requireFiguresWriter } from '../figures/tree-figures';

/**
 * Back-office figures (API.md additions of 2026-12-07; docs/figures.md): `PUT/GET
 * /api/teamtree/figures`, `GET /api/teamtree/figures/periods`, `GET /api/teamtree/figures/series`
 * and `PUT /api/teamtree/rank-plan`. A READ member of a tree that hides figures gets them empty.
 */
export function figuresRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree' });
  const auth = requireUser(app);

  // The body (up to the import's 32 MiB) is read only once the caller is signed in (app.ts leaves it unread).
  const bodyLimits = { maxBytes: IMPORT_BODY_MAX_BYTES, timeoutMs: IMPORT_BODY_TIME_FACTOR * app.settings.bodyTimeoutMs };
  const readBody: Koa.Middleware = async (ctx, next) => {
    ctx.request.body = await readJsonBody(ctx, bodyLimits);
    await next();
  };

  router.put('/figures', auth, idempotencyKeyFormat(), oneFiguresWritePerUser(), readBody, idempotentWrites(app), async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId, period, rows } = validate(figuresWriteEnvelope, ctx.request.body);
    await requireFiguresWriter(app.db, teamtreeId, user.id);
    const checked = await validateFiguresRows(rows);
    const result = await replaceFigures(app.db, { teamtreeId, period, actorId: user.id }, checked);
    ctx.body = result;
    await emitFiguresUpdate(app, teamtreeId, period, result.written);
  });

  router.get('/figures', auth, async (ctx) => {
    const { teamtreeId, period } = validate(figuresQuery, ctx.query);
    const { sees } = await figuresAccess(app.db, teamtreeId, currentUser(ctx).id);
    ctx.body = sees ? await periodFigures(app.db, teamtreeId, period) : { period, figures: [], totals: [] };
  });

  router.get('/figures/periods', auth, async (ctx) => {
    const { teamtreeId } = validate(figuresPeriodsQuery, ctx.query);
    const { sees } = await figuresAccess(app.db, teamtreeId, currentUser(ctx).id);
    ctx.body = { periods: sees ? await figurePeriods(app.db, teamtreeId) : [] };
  });

  router.get('/figures/series', auth, async (ctx) => {
    const { teamtreeId, profileId, from, to } = validate(figuresSeriesQuery, ctx.query);
    const { sees } = await figuresAccess(app.db, teamtreeId, currentUser(ctx).id);
    ctx.body = { series: sees ? await figuresSeries(app.db, teamtreeId, profileId, from, to) : [] };
  });

  router.put('/rank-plan', requireUserIdempotent(app), async (ctx) => {
    const { teamtreeId, ranks } = validate(rankPlanRequest, ctx.request.body);
    const { tree, rankPlan } = await changeRankPlan(app.db, teamtreeId, currentUser(ctx).id, ranks);
    ctx.body = { rankPlan };
    // Members hold the plan with the tree (the status answer): as after a change of the settings, the tree's own event tells them to read it again.
    await emitTreeRenamed(app, tree);
  });

  return router;
}
