import type Koa from 'koa';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { enforceRateLimit, type RateRule } from '../auth/rate-limit';
import { tooManyRequests } from '../http/errors';

/*
 * How many imports run at once, and how often (API.md "Bodies and imports", and its additions
 * of 2026-12-07). A user has one import at a time, from before its body is read until its
 * answer (so at most one 32 MiB body per user is in memory); the instance runs at most two
 * imports, counted only once a body has arrived and its caller may import into the tree: an
 * upload that is slow or stalls holds no instance place.
 */

export const IMPORT_RUNNING = 'An import is already running. Try again when it has finished.';
export const IMPORTS_PER_INSTANCE = 2;
/** Imports a user may start in an hour (every one that got the user's place counts, whatever its answer). */
export const IMPORT_RATE_RULE: RateRule = { bucket: 'import', limit: 20, windowMs: 60 * 60_000 };
export const IMPORT_RATE_LIMITED = 'You can start at most 20 imports an hour. Please try again later.';
/** The import's body (up to 32 MiB) may take this many times `BODY_TIMEOUT_MS` to arrive. */
export const IMPORT_BODY_TIME_FACTOR = 5;

/** Holds `id` in `running` while `next` runs; 429 `IMPORT_RUNNING` when it is there already or `running` is full. */
async function holdPlace(running: Set<string>, id: string, most: number, next: () => Promise<unknown>): Promise<void> {
  if (running.has(id) || running.size >= most) throw tooManyRequests(IMPORT_RUNNING);
  running.add(id);
  try {
    await next();
  } finally {
    running.delete(id);
  }
}

/**
 * Middleware behind `requireUser`, before the body is read: one import at a time per user
 * (429 `IMPORT_RUNNING`), then 20 an hour per user (429 `IMPORT_RATE_LIMITED`, counted in the
 * shared rate-limit table).
 */
export function importPerUser(app: AppContext): Koa.Middleware {
  const running = new Set<string>();
  return (ctx, next) =>
    holdPlace(running, currentUser(ctx).id, Number.POSITIVE_INFINITY, async () => {
      await enforceRateLimit(app.db, IMPORT_RATE_RULE, currentUser(ctx).id, IMPORT_RATE_LIMITED);
      await next();
    });
}

/**
 * Middleware once the body has arrived and the caller's access is checked: at most
 * `IMPORTS_PER_INSTANCE` imports validate and write at once on this instance (429
 * `IMPORT_RUNNING`), each holding its place until its answer.
 */
export function importsPerInstance(): Koa.Middleware {
  const running = new Set<string>();
  return (ctx, next) => holdPlace(running, currentUser(ctx).id, IMPORTS_PER_INSTANCE, next);
}
