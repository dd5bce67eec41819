import type Koa from 'koa';
import type { AppContext } from '../app-context';
import { unauthorized } from '../http/errors';
import { User } from '../models/user';

export interface AuthState {
  user: User;
  accessExp: number;
}

declare module 'koa' {
  interface DefaultState {
    user?: User;
    accessExp?: number;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Resolves the bearer access token to the current user (role and plan read fresh from the database). */
export function requireUser(app: AppContext): Koa.Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('authorization'));
    if (!token) throw unauthorized('Not signed in');
    const claims = await app.tokens.verify(token);
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    const user = await User.query(app.db).findById(claims.sub);
    if (!user) throw unauthorized('Your session has expired. Please sign in again.');
    ctx.state.user = user;
    ctx.state.accessExp = claims.exp;
    await next();
  };
}

/** The signed-in user of a route behind `requireUser`. */
export function currentUser(ctx: Koa.Context): User {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}
