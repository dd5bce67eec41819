import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { whenIdle } from '../lib/when-idle';
import { isKeptQuery, KEPT_MAX_AGE } from './kept-queries';

/**
 * The React Query cache kept in IndexedDB (issue 23 item 1, docs/offline.md "Kept data"): one
 * record per account scope (server and user: offline/last-account.ts) in the database
 * `teamtree-cache`. Restored at start-up (an offline start shows it at once), written when the
 * kept answers change: at most every 2 s and when the page is idle (a tree of 10,000 partners is
 * a few MB to copy), and at once when the page is hidden (closing the window).
 */

/** Changing it discards what older versions of the app kept (their answers may not fit). */
const BUSTER = 'kept-v1';
const WRITE_EVERY_MS = 2000;
/**
 * Above this many kept profiles a write waits longer: copying 50,000 partners into IndexedDB
 * takes ~40 ms of the page's main thread, and a busy tree changes every second. The server
 * holds every change, and the outbox keeps unsent ones apart; a hidden page writes at once.
 */
const LARGE_CACHE_PROFILES = 10_000;
const LARGE_WRITE_EVERY_MS = 15_000;
/** Answers older than this page came from the kept data. */
const PAGE_STARTED_AT = Date.now();

let database: UseStore | null = null;
const store = (): UseStore => (database ??= createStore('teamtree-cache', 'clients'));

/** How many tree profiles a snapshot holds (what its write costs). */
function keptProfiles(client: PersistedClient): number {
  let count = 0;
  for (const query of client.clientState.queries) {
    const profiles = (query.state.data as { teamtree?: { profiles?: unknown[] } } | undefined)?.teamtree?.profiles;
    if (Array.isArray(profiles)) count += profiles.length;
  }
  return count;
}

/** Writes the newest snapshot now and then, never two at once. */
function throttledPersister(scope: string): Persister & { flush(): Promise<void>; drop(): Promise<void> } {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const snapshot = pending;
    pending = null;
    if (!snapshot) return writing;
    writing = writing.then(() => set(scope, snapshot, store())).catch((error: unknown) => console.warn('Could not keep the data offline', error));
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
      timer ??= setTimeout(() => whenIdle(() => void flush(), 1000), keptProfiles(client) > LARGE_CACHE_PROFILES ? LARGE_WRITE_EVERY_MS : WRITE_EVERY_MS);
    },
    restoreClient: () => get<PersistedClient>(scope, store()),
    removeClient: () => del(scope, store()),
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
  await del(scope, store()).catch(() => undefined);
}
