import type Koa from 'koa';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-outage';
import { HttpError } from './errors';
import { loggablePath } from './request-log';

type Logger = Pick<Console, 'error'>;

/** PostgreSQL errors caused by input: invalid text for a type, bad datetime, out of range. */
const INPUT_ERROR_CODES = new Set(['22P02', '22007', '22008', '22003', '22001', '22021', '22P05']);

function databaseErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; nativeError?: { code?: unknown } };
  const code = e.nativeError?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

function answer(ctx: Koa.Context, err: HttpError): void {
  ctx.status = err.status;
  ctx.body = { error: err.message, ...err.extra };
}

/** Turns every failure into `{error, code}` JSON (docs/error-codes.md); a 500 never shows internals. */
export function errorMiddleware(log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) answer(ctx, new HttpError(404, 'Not found'));
    } catch (err) {
      if (err instanceof HttpError) return answer(ctx, err);
      const status = (err as { status?: number }).status;
      const expose = (err as { expose?: boolean }).expose;
      // Errors raised by Koa itself (ctx.throw, http-errors) with a safe message: the status's code.
      if (typeof status === 'number' && status >= 400 && status < 500 && expose) return answer(ctx, new HttpError(status, (err as Error).message));
      const dbCode = databaseErrorCode(err);
      // A value the database could not read (a malformed id or date that slipped past validation).
      if (dbCode && INPUT_ERROR_CODES.has(dbCode)) return answer(ctx, new HttpError(400, 'Invalid value in request'));
      if (isDatabaseUnavailable(err)) {
        // The database is down or unreachable: try again later, not a fault of ours to report as one.
        log.error(`[database] ${ctx.method} ${loggablePath(ctx.path)}: unavailable (${(err as Error).message})`);
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return answer(ctx, new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE));
      }
      log.error(`[error] ${ctx.method} ${loggablePath(ctx.path)}:`, err);
      answer(ctx, new HttpError(500, 'Internal error'));
    }
  };
}
