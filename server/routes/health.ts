import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/database-outage';

export function healthRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  // Liveness: the process serves requests (whether the database answers is /ready's question).
  router.get('/health', (ctx) => {
    ctx.body = { ok: true, database: app.databaseKind };
  });
  // Readiness (docs/scaling.md "Operating"): 503 while draining, the database down, realtime deaf.
  router.get('/ready', async (ctx) => {
    const notReady = await app.readiness.check();
    ctx.set('Cache-Control', 'no-store');
    if (notReady) {
      ctx.status = 503;
      ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      ctx.body = { error: notReady, code: 'unavailable' };
      return;
    }
    ctx.body = { ok: true };
  });
  return router;
}
