import Router from '@koa/router';
import { nowOf, type AppContext } from '../app-context';
import { exportAccount } from '../account/account-export';
import { currentSessionId, currentUser, requireUser } from '../auth/authenticate';

/** The file name of an export: `teamtree-export-<YYYY-MM-DD>.json` (the server's UTC date). */
export function exportFileName(now: Date): string {
  return `teamtree-export-${now.toISOString().slice(0, 10)}.json`;
}

/** Your account and your data (API.md additions of 2026-11-27; docs/privacy.md). */
export function accountRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/auth' });
  const auth = requireUser(app);

  router.get('/export', auth, async (ctx) => {
    const now = nowOf(app);
    const document = await exportAccount(app.db, currentUser(ctx), currentSessionId(ctx), now);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(document, null, 2);
  });

  return router;
}
