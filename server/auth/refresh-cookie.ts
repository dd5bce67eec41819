import type Koa from 'koa';
import { REFRESH_COOKIE } from '../../shared/schemas/auth';
import { setHttpOnlyCookie } from '../http/set-cookie';
import { REFRESH_LIFETIME_MS } from './refresh-credentials';

const COOKIE_PATH = '/api/auth';

/** Sets `tt_refresh`: persistent for 30 days when `stay`, a session cookie otherwise. */
export function setRefreshCookie(ctx: Koa.Context, credential: string, stay: boolean, secure: boolean): void {
  const maxAgeSeconds = stay ? Math.floor(REFRESH_LIFETIME_MS / 1000) : undefined;
  setHttpOnlyCookie(ctx, REFRESH_COOKIE, credential, { path: COOKIE_PATH, sameSite: 'Strict', maxAgeSeconds, secure });
}

export function clearRefreshCookie(ctx: Koa.Context, secure: boolean): void {
  setHttpOnlyCookie(ctx, REFRESH_COOKIE, '', { path: COOKIE_PATH, sameSite: 'Strict', maxAgeSeconds: 0, secure });
}

export function readRefreshCookie(ctx: Koa.Context): string | null {
  return ctx.cookies.get(REFRESH_COOKIE) || null;
}
