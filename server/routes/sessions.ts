import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { currentSessionId, currentUser, requireUser } from '../auth/authenticate';
import { endSession, listSessions } from '../auth/user-sessions';
import { notFound } from '../http/errors';

const UNKNOWN_SESSION = 'This session does not exist or has already ended.';

/** Where the caller is signed in (API.md additions of 2026-11-27, "Your account and your data"). */
export function sessionRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/auth/sessions' });
  const auth = requireUser(app);

  router.get('/', auth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { sessions: await listSessions(app.db, currentUser(ctx).id, currentSessionId(ctx)) };
  });

  router.delete('/:id', auth, async (ctx) => {
    if (!(await endSession(app, currentUser(ctx).id, ctx.params.id))) throw notFound(UNKNOWN_SESSION);
    ctx.body = { ok: true };
  });

  return router;
}
