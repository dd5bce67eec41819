import { STORAGE_KEYS, type KeyValueStore } from './storage-keys';

/** An access token as a store holds it, with its deadline on the device clock when one was recorded. */
export interface StoredAccess {
  token: string;
  deadline: number | null;
}

/** The deadline names the token it belongs to, so a token written without one never inherits another's. */
const tokenTail = (token: string): string => token.slice(-24);

export function readStoredAccess(store: KeyValueStore): StoredAccess | null {
  const token = store.getItem(STORAGE_KEYS.access);
  if (!token) return null;
  return { token, deadline: readDeadline(store.getItem(STORAGE_KEYS.accessDeadline), token) };
}

function readDeadline(raw: string | null, token: string): number | null {
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as { for?: unknown; until?: unknown };
    return entry.for === tokenTail(token) && typeof entry.until === 'number' ? entry.until : null;
  } catch {
    return null;
  }
}

export function writeStoredAccess(store: KeyValueStore, access: StoredAccess): void {
  store.setItem(STORAGE_KEYS.access, access.token);
  if (access.deadline === null) store.removeItem(STORAGE_KEYS.accessDeadline);
  else store.setItem(STORAGE_KEYS.accessDeadline, JSON.stringify({ for: tokenTail(access.token), until: access.deadline }));
}

export function removeStoredAccess(store: KeyValueStore): void {
  store.removeItem(STORAGE_KEYS.access);
  store.removeItem(STORAGE_KEYS.accessDeadline);
}
