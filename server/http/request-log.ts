import type Koa from 'koa';

/** A path segment that can only be a credential: 32+ base64url characters and not a UUID. */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REDACTED = ':token';

/**
 * The path as it may be written to the log: the segment after `join` (share links, on the web
 * page and in the API) and any token-like segment are replaced; the query string, which can
 * carry tokens and codes (`?token=`, `?code=`), is never part of it.
 */
export function loggablePath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) => {
      if (i > 0 && segments[i - 1] === 'join' && segment !== '') return REDACTED;
      return TOKEN_LIKE.test(segment) && !UUID.test(segment) ? REDACTED : segment;
    })
    .join('/');
}

/** One line per request: method, path (tokens left out), status and duration. */
export function requestLog(log: Pick<Console, 'log'>): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      log.log(`${ctx.method} ${loggablePath(ctx.path)} ${ctx.status} ${ms}ms`);
    }
  };
}
