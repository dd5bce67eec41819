import cors from '@koa/cors';
import type Koa from 'koa';
import { DESKTOP_ORIGIN } from '../../shared/desktop-origin';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../shared/schemas/idempotency';
import type { Settings } from '../config/settings';

/** Headers the desktop renderer sends to the API from its own origin. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'X-TeamTree-Client', 'If-None-Match', IDEMPOTENCY_KEY_HEADER];
/** Answer headers the desktop renderer may read. */
const EXPOSED_HEADERS = ['ETag', IDEMPOTENT_REPLAYED_HEADER];
/** How long a browser may reuse a preflight answer (Chromium caps it at two hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** The origins that may call the API from another origin: the desktop renderer and `DESKTOP_ORIGINS`. */
export function allowedOrigins(settings: Pick<Settings, 'desktopOrigins'>): Set<string> {
  return new Set([DESKTOP_ORIGIN, ...settings.desktopOrigins]);
}

/**
 * CORS for the desktop renderer, which runs on its own origin (`app://teamtree`) and calls
 * the API with bearer tokens and no cookies: allowed origins get CORS headers on every `/api`
 * route (never `Access-Control-Allow-Credentials`), preflights are cached. The web UI is
 * served by this server and needs none. Socket.IO answers its own CORS with the same list
 * (server/realtime/attach.ts).
 */
export function desktopCors(settings: Pick<Settings, 'desktopOrigins'>): Koa.Middleware {
  const origins = allowedOrigins(settings);
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('origin');
      return origins.has(origin) && ctx.path.startsWith('/api') ? origin : '';
    },
    credentials: false,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
