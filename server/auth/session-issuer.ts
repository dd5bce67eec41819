import type Koa from 'koa';
import type { AccessAnswer } from '../../shared/schemas/auth';
import { DESKTOP_CLIENT_HEADER } from '../../shared/schemas/auth';
import type { AppContext } from '../app-context';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { refreshCredentials, type ClientKind } from './refresh-credentials';

export function clientKindOf(ctx: Koa.Context): ClientKind {
  return ctx.get(DESKTOP_CLIENT_HEADER).trim().toLowerCase() === 'desktop' ? 'desktop' : 'browser';
}

/** The request's User-Agent, null when it sent none. */
export function userAgentOf(ctx: Koa.Context): string | null {
  return ctx.get('user-agent') || null;
}

export function usesSecureCookies(app: AppContext): boolean {
  return app.publicUrl().startsWith('https:');
}

/**
 * Hands a refresh credential to the client the way it expects: an HttpOnly cookie for
 * browsers, a `refresh` field in the JSON answer for desktop clients.
 */
export function deliverCredential(
  app: AppContext,
  ctx: Koa.Context,
  answer: AccessAnswer,
  credential: string,
  stay: boolean,
  client: ClientKind,
): AccessAnswer {
  if (client === 'desktop') return { ...answer, refresh: credential };
  setRefreshCookie(ctx, credential, stay, usesSecureCookies(app));
  return answer;
}

/**
 * Starts a new refresh family for a sign-in and answers with the access token. `client` is
 * taken from the request's header unless the caller knows better (the Google redirect is
 * always a browser).
 */
export async function startSession(
  app: AppContext,
  ctx: Koa.Context,
  userId: string,
  stay: boolean,
  extra: Partial<AccessAnswer> = {},
  client: ClientKind = clientKindOf(ctx),
): Promise<AccessAnswer> {
  const { credential, familyId } = await refreshCredentials.start(app.db, { userId, stay, client, userAgent: userAgentOf(ctx) });
  const access = await app.tokens.issue(userId, familyId);
  return deliverCredential(app, ctx, { access, ...extra }, credential, stay, client);
}

/** Clears the refresh cookie of a browser; desktop clients never get a cookie. */
export function endBrowserSession(app: AppContext, ctx: Koa.Context): void {
  if (clientKindOf(ctx) === 'browser') clearRefreshCookie(ctx, usesSecureCookies(app));
}
