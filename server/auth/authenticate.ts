import type Koa from 'koa';
import type { AppContext } from '../app-context';
import { unauthorized } from '../http/errors';
import type { User } from '../models/user';
import { liveAccess } from './live-sessions';
import { readRefreshCookie } from './refresh-cookie';
import { refreshCredentials } from './refresh-credentials';
import { isOwnOrigin } from './request-origin';

export interface AuthState {
  user: User;
  accessExp: number;
}

declare module 'koa' {
  interface DefaultState {
    user?: User;
    accessExp?: number;
    /** The refresh family (session) of the access token. */
    sessionId?: string;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Resolves the bearer access token to the current user (role and plan read fresh from the
 * database); a token whose refresh family was revoked or has ended answers 401.
 */
export function requireUser(app: AppContext): Koa.Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('authorization'));
    if (!token) throw unauthorized('Not signed in');
    const access = await liveAccess(app.db, app.tokens, token);
    if (!access) throw unauthorized('Your session has expired. Please sign in again.', 'session-expired');
    ctx.state.user = access.user;
    ctx.state.accessExp = access.claims.exp;
    ctx.state.sessionId = access.claims.sid;
    await next();
  };
}

/** The refresh family (session) of the signed-in user of a route behind `requireUser`. */
export function currentSessionId(ctx: Koa.Context): string {
  const sessionId = ctx.state.sessionId;
  if (!sessionId) throw unauthorized();
  return sessionId;
}

/** The signed-in user of a route behind `requireUser`. */
export function currentUser(ctx: Koa.Context): User {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}

/**
 * The user signed in to a request, for the few routes under `/api/auth` that a browser may call
 * before it has an access token: the bearer token's user when it is a live session, else the
 * user of a live refresh cookie sent from TeamTree's own pages. The cookie is only looked at,
 * never rotated or used up. `null` when neither names a session.
 */
export async function signedInUserId(app: AppContext, ctx: Koa.Context): Promise<string | null> {
  const token = bearerToken(ctx.get('authorization'));
  const access = token ? await liveAccess(app.db, app.tokens, token) : null;
  if (access) return access.user.id;
  const cookie = readRefreshCookie(ctx);
  return cookie && isOwnOrigin(app, ctx) ? refreshCredentials.ownerOf(app.db, cookie) : null;
}
