import type Koa from 'koa';

/** One line per request: method, path, status and duration. */
export function requestLog(log: Pick<Console, 'log'>): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      log.log(`${ctx.method} ${ctx.path} ${ctx.status} ${ms}ms`);
    }
  };
}
