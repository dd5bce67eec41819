import { meAnswer, type Me } from '@shared/schemas/auth';
import { local } from '../session/browser-storage';

/**
 * The account this device was last signed in to, per the API base it talks to: lets an offline
 * start show that account and its kept data before (or without) the server answering
 * `/api/auth/me`. It lives in local storage beside the session's token and is removed with it
 * on logout.
 */

const KEY = 'teamtree.lastAccount';

export interface LastAccount {
  /** The API base the account belongs to (`/api` on the web, the server's URL on desktop). */
  server: string;
  me: Me;
}

export function readLastAccount(server: string): LastAccount | null {
  const raw = local.getItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { server?: unknown; me?: unknown };
    const me = meAnswer.safeParse(stored.me);
    if (stored.server !== server || !me.success) return null;
    return { server, me: me.data };
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
export const scopeOf = (account: { server: string; me: { id: string } }): string => `${account.server}|${account.me.id}`;
