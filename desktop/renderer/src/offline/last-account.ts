import { local } from '../session/browser-storage';

/**
 * Which account this device was last signed in to, per the API base it talks to: only the
 * pointer (server and user id) that finds that account's kept data in IndexedDB
 * (offline/persisted-cache.ts, the user's own answer included) before, or without, the server
 * answering `/api/auth/me`. Removed on logout with the data.
 */

const KEY = 'teamtree.lastAccount';

export interface LastAccount {
  /** The API base the account belongs to (`/api` on the web, the server's URL on desktop). */
  server: string;
  userId: string;
}

export function readLastAccount(server: string): LastAccount | null {
  const raw = local.getItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { server?: unknown; userId?: unknown };
    if (stored.server !== server || typeof stored.userId !== 'string' || !stored.userId) return null;
    return { server, userId: stored.userId };
  } catch {
    return null;
  }
}

export function writeLastAccount(account: LastAccount): void {
  local.setItem(KEY, JSON.stringify(account));
}

export function forgetLastAccount(): void {
  local.removeItem(KEY);
}

/** The key of an account's kept data: server and user, so two accounts or servers never share it. */
export const scopeOf = (account: LastAccount): string => `${account.server}|${account.userId}`;
