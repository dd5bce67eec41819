import type Koa from 'koa';
import { currentUser } from '../auth/authenticate';
import { tooManyRequests } from '../http/errors';

export const FIGURES_WRITE_RUNNING = 'A figures write is already running. Try again when it has finished.';

/**
 * Middleware behind `requireUser`, before the body is read: one figures write at a time per
 * user on this instance (429 `FIGURES_WRITE_RUNNING`), so a user holds at most one 32 MiB body
 * in memory, as with the import (server/imports/import-limits.ts).
 */
export function oneFiguresWritePerUser(): Koa.Middleware {
  const running = new Set<string>();
  return async (ctx, next) => {
    const userId = currentUser(ctx).id;
    if (running.has(userId)) throw tooManyRequests(FIGURES_WRITE_RUNNING);
    running.add(userId);
    try {
      await next();
    } finally {
      running.delete(userId);
    }
  };
}
