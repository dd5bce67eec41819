import Router from '@koa/router';
import { saveSettingsRequest } from '../../shared/schemas/settings';
import type { AppContext } from '../app-context';
import { currentUser, requireUser } from '../auth/authenticate';
import { validate } from '../http/validate';
import { loadUserSettings, saveUserSettings } from '../settings/user-settings';

/** The caller's own settings envelope (team list columns). */
export function userSettingsRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/user/settings' });
  const auth = requireUser(app);

  router.get('/', auth, async (ctx) => {
    ctx.body = await loadUserSettings(app.db, currentUser(ctx).id);
  });

  router.post('/', auth, async (ctx) => {
    const input = validate(saveSettingsRequest, ctx.request.body);
    await saveUserSettings(app.db, currentUser(ctx).id, input.settings.value);
    ctx.body = { ok: true };
  });

  return router;
}
