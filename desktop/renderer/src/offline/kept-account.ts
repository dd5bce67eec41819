import type { Me } from '@shared/schemas/auth';
import { keys } from '../api/teamtree';
import { settingsKey } from '../api/settings';
import { api } from '../api/instance';
import { queryClient } from '../api/query-client';
import { forgetLastAccount, readLastAccount, scopeOf, writeLastAccount } from './last-account';
import { KEPT_GC_TIME } from './kept-queries';
import { forgetCache, keepCache, type KeptCache } from './persisted-cache';

/**
 * Ties the kept data (offline/persisted-cache.ts) to the signed-in account: the last account's
 * data is restored at start-up, before the server has answered who is signed in; an answer naming
 * another account drops it and keeps that account's instead; the end of the session removes it.
 */

let current: { scope: string; cache: KeptCache } | null = null;

for (const key of [keys.trees, keys.tree(''), settingsKey, ['config']]) {
  queryClient.setQueryDefaults(key.slice(0, 1), { gcTime: KEPT_GC_TIME });
}

/** Keeps (and restores) the data of `me` on this server; answers when the restore is done. */
export function keepAccount(me: Me): Promise<void> {
  const account = { server: api.baseUrl, me };
  writeLastAccount(account);
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

/** The account this device was last signed in to on this server (for an offline start). */
export const lastAccount = (): Me | null => readLastAccount(api.baseUrl)?.me ?? null;

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
