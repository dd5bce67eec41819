import Router from '@koa/router';
import type { ClientConfig } from '../../shared/schemas/client-config';
import type { AppContext } from '../app-context';

/** What the UI needs to know about this server before anyone signs in (no auth). */
export function clientConfigRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/config', async (ctx) => {
    const config: ClientConfig = {
      socialUrl: app.settings.socialUrl,
      googleSignIn: app.settings.google !== null,
      socketTransports: app.settings.socketTransports,
    };
    ctx.body = config;
  });
  return router;
}
