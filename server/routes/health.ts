import Router from '@koa/router';
import type { AppContext } from '../app-context';

export function healthRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    await app.db.raw('select 1');
    ctx.body = { ok: true, database: app.databaseKind };
  });
  return router;
}
