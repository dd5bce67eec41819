import crypto from 'node:crypto';
import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { notFound, unauthorized } from '../http/errors';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). */
function hasToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && crypto.timingSafeEqual(digest(match[1]), digest(token));
}

/** `GET /api/metrics` (docs/scaling.md "Operating"): 404 unless METRICS_TOKEN is set, then bearer-protected. */
export function metricsRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/metrics', async (ctx) => {
    const { metricsToken } = app.settings;
    const registry = app.metrics.registry;
    if (!metricsToken || !registry) throw notFound();
    if (!hasToken(ctx.get('authorization'), metricsToken)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw unauthorized('The metrics need the metrics token (Authorization: Bearer <METRICS_TOKEN>).');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  });
  return router;
}
