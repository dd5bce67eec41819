import type Koa from 'koa';
import type { AppContext } from '../app-context';

/**
 * Whether a cookie-carrying request comes from TeamTree's own pages: its `Origin` is the one of
 * PUBLIC_URL (or the listening address) or the origin the request itself was sent to. A request
 * without `Origin` passes: browsers send it with every POST, so only non-browser clients leave
 * it out, and they cannot be made to carry someone else's cookie. `Origin: null` (sandboxed
 * frames, opaque redirects) does not pass.
 */
export function isOwnOrigin(app: AppContext, ctx: Koa.Context): boolean {
  const origin = ctx.get('origin');
  if (!origin) return true;
  // (Koa 3's `ctx.origin` is the request's Origin header, not the address it was sent to.)
  return origin === new URL(app.publicUrl()).origin || origin === `${ctx.protocol}://${ctx.host}`;
}
