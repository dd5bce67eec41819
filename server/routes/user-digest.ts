import Router from '@koa/router';
import { digestSettings } from '../../shared/schemas/digest';
import type { AppContext } from '../app-context';
import { currentUser, requireUser } from '../auth/authenticate';
import { sendDueDigests } from '../digest/daily-digest';
import { loadDigestSettings, saveDigestSettings } from '../digest/digest-settings';
import { validate } from '../http/validate';

/** The caller's daily email digest: on or off, in their time zone. */
export function userDigestRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/user/digest' });
  const auth = requireUser(app);

  router.get('/', auth, async (ctx) => {
    ctx.body = await loadDigestSettings(app.db, currentUser(ctx).id);
  });

  router.put('/', auth, async (ctx) => {
    const input = validate(digestSettings, ctx.request.body);
    const userId = currentUser(ctx).id;
    ctx.body = await saveDigestSettings(app.db, userId, input);
    // Turned on after 08:00 on the user's clock: today's digest goes now rather than at the next check.
    if (input.enabled) await sendDueDigests(app, new Date(), userId);
  });

  return router;
}
