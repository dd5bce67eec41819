import type Koa from 'koa';
import { Histogram, type Registry } from 'prom-client';

/** Seconds; from a cached status read to a large import. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Each request's duration by method, route and status. The route is the router's pattern
 * (`/api/teamtree/join/:token/info`), never the path itself (ids and tokens stay out, and the
 * number of series stays bounded); requests no router served count as `unmatched` under /api,
 * else `web` (the web app, the update feed).
 */
export function httpMetrics(registry: Registry): Koa.Middleware {
  const duration = new Histogram({
    name: 'teamtree_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: their count and duration',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route = typeof matched === 'string' ? matched : ctx.path.startsWith('/api') ? 'unmatched' : 'web';
      duration.observe({ method: ctx.method, route, status: String(ctx.status) }, (performance.now() - started) / 1000);
    }
  };
}
