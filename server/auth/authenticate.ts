import type Koa from 'koa';
import type { AppContext } from '../app-context';
import { unauthorized } from '../http/errors';
import type { User } from '../models/user';
import { liveAccess } from './live-sessions';

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
    if (!access) throw unauthorized('Your session has expired. Please sign in again.');
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
