import type Koa from 'koa';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { enforceRateLimit, type RateRule } from '../auth/rate-limit';
import { tooManyRequests } from '../http/errors';

/*
 * How many imports run at once, and how often (API.md "Bodies and imports"). An import holds
 * its place from before its body is read until its answer, so at most two 32 MiB bodies are
 * in memory per instance, and at most one per user.
 */

export const IMPORT_RUNNING = 'An import is already running. Try again when it has finished.';
export const IMPORTS_PER_INSTANCE = 2;
/** Imports a user may start in an hour (every one that got a place counts, whatever its answer). */
export const IMPORT_RATE_RULE: RateRule = { bucket: 'import', limit: 20, windowMs: 60 * 60_000 };
export const IMPORT_RATE_LIMITED = 'You can start at most 20 imports an hour. Please try again later.';
/** The import's body (up to 32 MiB) may take this many times `BODY_TIMEOUT_MS` to arrive. */
export const IMPORT_BODY_TIME_FACTOR = 5;

/**
 * Middleware behind `requireUser` for `POST /api/teamtree/import`: one import at a time per
 * user and `IMPORTS_PER_INSTANCE` on this server instance (429 `IMPORT_RUNNING`), then 20 an
 * hour per user (429 `IMPORT_RATE_LIMITED`, counted in the shared rate-limit table).
 */
export function importLimits(app: AppContext): Koa.Middleware {
  const running = new Set<string>();
  return async (ctx, next) => {
    const user = currentUser(ctx);
    if (running.has(user.id) || running.size >= IMPORTS_PER_INSTANCE) throw tooManyRequests(IMPORT_RUNNING);
    running.add(user.id);
    try {
      await enforceRateLimit(app.db, IMPORT_RATE_RULE, user.id, IMPORT_RATE_LIMITED);
      await next();
    } finally {
      running.delete(user.id);
    }
  };
}
