import type { Knex } from 'knex';

/**
 * Tells whoever listens on a database (server.ts: the realtime side) about history entries
 * once they are committed. The write gateway announces the entry of each transaction it
 * opened itself, after the commit; a write that joined a caller's transaction is announced by
 * nobody (a new tree's root: nobody holds that tree yet).
 */

export type EntryListener = (teamtreeId: string, entryId: string) => void;

const listeners = new WeakMap<Knex, EntryListener>();

export function listenForEntries(db: Knex, listener: EntryListener): void {
  listeners.set(db, listener);
}

export function stopListeningForEntries(db: Knex): void {
  listeners.delete(db);
}

/** Called after the commit; a listener's failure is its own (it never reaches the write). */
export function announceEntry(db: Knex, teamtreeId: string, entryId: string | null): void {
  if (entryId !== null) listeners.get(db)?.(teamtreeId, entryId);
}
