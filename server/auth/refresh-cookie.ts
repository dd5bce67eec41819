import type Koa from 'koa';
import { REFRESH_COOKIE } from '../../shared/schemas/auth';
import { REFRESH_LIFETIME_MS } from './refresh-credentials';

const COOKIE_PATH = '/api/auth';

function serialize(value: string, options: { maxAgeSeconds?: number; secure: boolean }): string {
  const parts = [`${REFRESH_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${options.maxAgeSeconds}`);
    parts.push(`Expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`);
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

function appendSetCookie(ctx: Koa.Context, cookie: string): void {
  const existing = ctx.response.get('Set-Cookie') as unknown as string[] | string | undefined;
  const list = Array.isArray(existing) ? existing : existing ? [existing] : [];
  ctx.set('Set-Cookie', [...list.filter((c) => !c.startsWith(`${REFRESH_COOKIE}=`)), cookie]);
}

/** Sets `tt_refresh`: persistent for 30 days when `stay`, a session cookie otherwise. */
export function setRefreshCookie(ctx: Koa.Context, credential: string, stay: boolean, secure: boolean): void {
  const maxAgeSeconds = stay ? Math.floor(REFRESH_LIFETIME_MS / 1000) : undefined;
  appendSetCookie(ctx, serialize(credential, { maxAgeSeconds, secure }));
}

export function clearRefreshCookie(ctx: Koa.Context, secure: boolean): void {
  appendSetCookie(ctx, serialize('', { maxAgeSeconds: 0, secure }));
}

export function readRefreshCookie(ctx: Koa.Context): string | null {
  return ctx.cookies.get(REFRESH_COOKIE) || null;
}
