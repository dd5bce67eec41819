import crypto from 'node:crypto';
import type Koa from 'koa';
import { setHttpOnlyCookie } from '../http/set-cookie';
import { OAUTH_STATE_LIFETIME_MS } from './oauth-states';

/** Binds a started Google sign-in to the browser that started it (login CSRF). */
export const GOOGLE_FLOW_COOKIE = 'tt_google';
const COOKIE_PATH = '/api/auth/google';
// Lax: the provider's redirect back to the callback is a top-level navigation from another site.
const options = (secure: boolean, maxAgeSeconds: number) => ({ path: COOKIE_PATH, sameSite: 'Lax' as const, maxAgeSeconds, secure });

/** Set by `GET /api/auth/google`: the flow's state, for the callback to compare. */
export function setGoogleFlowCookie(ctx: Koa.Context, state: string, secure: boolean): void {
  setHttpOnlyCookie(ctx, GOOGLE_FLOW_COOKIE, state, options(secure, OAUTH_STATE_LIFETIME_MS / 1000));
}

export function clearGoogleFlowCookie(ctx: Koa.Context, secure: boolean): void {
  setHttpOnlyCookie(ctx, GOOGLE_FLOW_COOKIE, '', options(secure, 0));
}

/** Whether this browser started the flow of `state` (its cookie holds that state). */
export function startedInThisBrowser(ctx: Koa.Context, state: string): boolean {
  const cookie = Buffer.from(ctx.cookies.get(GOOGLE_FLOW_COOKIE) ?? '');
  const expected = Buffer.from(state);
  return cookie.length === expected.length && crypto.timingSafeEqual(cookie, expected);
}
