import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { whenIdle } from '../lib/when-idle';
import { isKeptQuery, KEPT_MAX_AGE } from './kept-queries';
import { forgetKept, KeptStore } from './kept-store';

/**
 * The React Query cache kept in IndexedDB (issue 23 item 1, docs/offline.md "Kept data"): per
 * account scope (server and user: offline/last-account.ts), in the database `teamtree-cache`
 * (kept-store.ts: the trees' profiles in chunks, so a change rewrites only the chunk that holds
 * it). Restored at start-up (an offline start shows it at once), written when the kept answers
 * change: at most every 2 s and when the page is idle, and at once when the page is hidden
 * (closing the window).
 */

/** Changing it discards what older versions of the app kept (their answers may not fit). */
const BUSTER = 'kept-v1';
const WRITE_EVERY_MS = 2000;
/** Answers older than this page came from the kept data. */
const PAGE_STARTED_AT = Date.now();

/** Writes the newest snapshot now and then, never two at once. */
function throttledPersister(scope: string): Persister & { flush(): Promise<void>; drop(): Promise<void> } {
  const kept = new KeptStore(scope);
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const snapshot = pending;
    pending = null;
    if (!snapshot) return writing;
    writing = writing.then(() => kept.write(snapshot)).catch((error: unknown) => console.warn('Could not keep the data offline', error));
    return writing;
  };

  return {
    drop() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      return writing;
    },
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(() => whenIdle(() => void flush(), 1000), WRITE_EVERY_MS);
    },
    restoreClient: () => kept.read(),
    removeClient: () => kept.remove(),
    flush,
  };
}

export interface KeptCache {
  /** Resolves when the kept answers are in the query cache (or nothing was kept). */
  restored: Promise<void>;
  /** Stops keeping (an unwritten change is dropped); resolves when no write runs any more. */
  stop(): Promise<void>;
}

/** Restores an account's kept answers into `queryClient` and keeps them up to date from now on. */
export function keepCache(queryClient: QueryClient, scope: string): KeptCache {
  const persister = throttledPersister(scope);
  const restored = persistQueryClientRestore({ queryClient, persister, maxAge: KEPT_MAX_AGE, buster: BUSTER }).catch((error: unknown) => {
    console.warn('Could not read the data kept offline', error);
  });
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  const hidden = () => {
    if (document.visibilityState === 'hidden') void persister.flush();
  };
  void restored.then(() => {
    if (stopped) return;
    // What was kept shows at once, but is read again when a page shows it: it may be hours old,
    // and no event told a closed page what changed meanwhile. Answers read since the start stay fresh.
    void queryClient.invalidateQueries({ predicate: (query) => isKeptQuery(query) && query.state.dataUpdatedAt < PAGE_STARTED_AT, refetchType: 'none' });
    unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister,
      buster: BUSTER,
      dehydrateOptions: { shouldDehydrateQuery: isKeptQuery, shouldDehydrateMutation: () => false },
    });
    document.addEventListener('visibilitychange', hidden);
  });
  return {
    restored,
    stop() {
      stopped = true;
      unsubscribe?.();
      document.removeEventListener('visibilitychange', hidden);
      return persister.drop();
    },
  };
}

/** Removes an account's kept answers (logout). */
export async function forgetCache(scope: string): Promise<void> {
  await forgetKept(scope).catch(() => undefined);
}
