import type Koa from 'koa';
import { HttpError } from './errors';

type Logger = Pick<Console, 'error'>;

/** Turns every failure into `{error}` JSON; a 500 never shows internals. */
export function errorMiddleware(log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { error: 'Not found' };
      }
    } catch (err) {
      if (err instanceof HttpError) {
        ctx.status = err.status;
        ctx.body = { error: err.message, ...err.extra };
        return;
      }
      const status = (err as { status?: number }).status;
      const expose = (err as { expose?: boolean }).expose;
      if (typeof status === 'number' && status >= 400 && status < 500 && expose) {
        // Errors raised by Koa itself (ctx.throw, http-errors) with a safe message.
        ctx.status = status;
        ctx.body = { error: (err as Error).message };
        return;
      }
      log.error(`[error] ${ctx.method} ${ctx.path}:`, err);
      ctx.status = 500;
      ctx.body = { error: 'Internal error' };
    }
  };
}
