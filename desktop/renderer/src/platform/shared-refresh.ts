import { STORAGE_KEYS, type KeyValueStore } from '../session/storage-keys';
import { readStoredAccess } from '../session/stored-access';
import { deadlineFromReceipt } from '../session/token-deadline';
import type { HttpResult } from './platform';

/** Runs `task` while holding a lock shared by every tab of this origin (Web Locks API). */
export type TabLock = <T>(task: () => Promise<T>) => Promise<T>;

interface LockManagerLike {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export const webLocksTabLock: TabLock = (task) => {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks ? locks.request('teamtree-refresh', task) : task();
};

/**
 * The refresh cookie rotates on every refresh and a rotated one revokes the whole session, so
 * two tabs must never refresh with the same cookie. Refreshes take a lock shared by all tabs;
 * a tab that waited behind another one takes the token that tab stored instead of refreshing
 * again with a cookie that is already spent.
 */
export function sharedRefresh(options: {
  storage: KeyValueStore;
  lock: TabLock;
  refresh: () => Promise<HttpResult>;
  /** The device clock (ms), compared only with deadlines measured on it. */
  now?: () => number;
}): () => Promise<HttpResult> {
  const now = options.now ?? Date.now;
  return () => {
    const before = options.storage.getItem(STORAGE_KEYS.access);
    return options.lock(async () => {
      const stored = readStoredAccess(options.storage);
      if (!stored || stored.token === before) return options.refresh();
      // The other tab received it just now: without a recorded deadline, measure from here.
      const deadline = stored.deadline ?? deadlineFromReceipt(stored.token, now());
      if (deadline !== null && deadline > now()) return { status: 200, body: { access: stored.token } };
      return options.refresh();
    });
  };
}
