import type Koa from 'koa';
import { DESKTOP_ORIGIN } from '../../shared/desktop-origin';

const ALLOWED_ORIGINS = new Set([DESKTOP_ORIGIN]);

/**
 * The desktop renderer runs on its own origin (`app://teamtree`) and calls the API with a
 * bearer token (no cookies), so only that origin gets CORS headers. The web UI is served by
 * this server and needs none.
 */
export function desktopCors(): Koa.Middleware {
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    if (!origin || !ALLOWED_ORIGINS.has(origin) || !ctx.path.startsWith('/api')) return next();
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Vary', 'Origin');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      ctx.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-TeamTree-Client');
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return;
    }
    await next();
  };
}
