import type { AppContext } from '../app-context';
import { LOCK_TIMEOUT_MS, refreshClaim, type HeldKey } from './key-store';

/** How often a running request marks its claim alive: well within `LOCK_TIMEOUT_MS`. */
export const REFRESH_EVERY_MS = LOCK_TIMEOUT_MS / 3;

/**
 * Refreshes the claim's `locked_at` while its request runs (an import may take minutes), so
 * only the claim of a process that died goes stale. `stop` ends it and waits for a refresh
 * under way. On the embedded database a refresh waits for the one connection like any
 * query; it is never awaited inside a transaction.
 */
export function keepClaimFresh(app: Pick<AppContext, 'db' | 'log'>, held: HeldKey): { stop(): Promise<void> } {
  let refreshing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    refreshing = refreshing
      .then(() => refreshClaim(app.db, held))
      .catch((err: unknown) => app.log.error('[idempotency] could not refresh a claim:', err));
  }, REFRESH_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await refreshing;
    },
  };
}
