import { meAnswer, type Me } from '@shared/schemas/auth';
import { keys } from '../api/teamtree';
import { settingsKey } from '../api/settings';
import { api } from '../api/instance';
import { queryClient } from '../api/query-client';
import { tokenSubject } from '../session/token';
import { forgetLastAccount, readLastAccount, scopeOf, writeLastAccount, type LastAccount } from './last-account';
import { KEPT_GC_TIME, ME_KEY } from './kept-queries';
import { forgetCache, keepCache, type KeptCache } from './persisted-cache';

/**
 * Ties the kept data (offline/persisted-cache.ts) to the signed-in account: the last account's
 * data is restored at start-up, before the server has answered who is signed in; an answer naming
 * another account drops it and keeps that account's instead; the end of the session removes it.
 * The user's own answer (`/api/auth/me`) is kept with the rest, under `ME_KEY`.
 */

let current: { scope: string; cache: KeptCache } | null = null;

for (const key of [keys.trees, keys.tree(''), settingsKey, ['config'], ME_KEY]) {
  queryClient.setQueryDefaults(key.slice(0, 1), { gcTime: KEPT_GC_TIME });
}

/** Restores (once) and keeps an account's data; answers when the restore is done. */
function keepScope(account: LastAccount): Promise<void> {
  const scope = scopeOf(account);
  if (current?.scope === scope) return current.cache.restored;
  if (current) {
    // Another account signed in on this device: nothing of the last one may show.
    void current.cache.stop();
    queryClient.clear();
  }
  current = { scope, cache: keepCache(queryClient, scope) };
  return current.cache.restored;
}

/** Keeps (and restores) the data of `me` on this server, `me` itself included. */
export function keepAccount(me: Me): Promise<void> {
  const account = { server: api.baseUrl, userId: me.id };
  writeLastAccount(account);
  const restored = keepScope(account);
  queryClient.setQueryData(ME_KEY, me);
  return restored;
}

/** Starts restoring the last account's kept data on this server (start-up, before the server answers). */
export function restoreLastAccount(): void {
  const last = readLastAccount(api.baseUrl);
  if (last) void keepScope(last);
}

/** The account this device was last signed in to on this server, from its kept data (an offline start). */
export async function lastAccount(): Promise<Me | null> {
  const last = readLastAccount(api.baseUrl);
  if (!last) return null;
  await keepScope(last);
  const kept = meAnswer.safeParse(queryClient.getQueryData(ME_KEY));
  return kept.success && kept.data.id === last.userId ? kept.data : null;
}

/**
 * The last account's kept user for a start with `token` (the stored access token, expired or not),
 * shown while the server confirms who is signed in: only when the token names the very user the
 * pointer names on this server, so another account's kept data never shows.
 */
export async function keptAccountFor(token: string | null): Promise<Me | null> {
  if (!token) return null;
  const last = readLastAccount(api.baseUrl);
  if (!last || tokenSubject(token) !== last.userId) return null;
  return lastAccount();
}

/** The session ended (logout, a refused refresh): its kept data leaves the device. */
export async function forgetAccount(): Promise<void> {
  const last = readLastAccount(api.baseUrl);
  forgetLastAccount();
  const ending = current;
  current = null;
  queryClient.clear();
  await ending?.cache.stop();
  const scope = ending?.scope ?? (last ? scopeOf(last) : null);
  if (scope) await forgetCache(scope);
}
