import { createStore, del, get, update, type UseStore } from 'idb-keyval';
import type { OutboxEntry } from './outbox-entry';

/**
 * Where the outbox is kept: IndexedDB database `teamtree-outbox`, one record per server and
 * account (the scope), holding that queue's entries. Every change is one read-modify-write
 * transaction, so two tabs changing the queue never lose each other's entries.
 */

let store: UseStore | null = null;
const outboxStore = () => (store ??= createStore('teamtree-outbox', 'queues'));

export async function loadQueue(scope: string): Promise<OutboxEntry[]> {
  return (await get<OutboxEntry[]>(scope, outboxStore())) ?? [];
}

/** Changes the kept queue; answers it as it is after the change (committed). */
export async function changeQueue(scope: string, change: (queue: OutboxEntry[]) => OutboxEntry[]): Promise<OutboxEntry[]> {
  let result: OutboxEntry[] = [];
  await update<OutboxEntry[]>(scope, (queue) => (result = change(queue ?? [])), outboxStore());
  return result;
}

export const deleteQueue = (scope: string) => del(scope, outboxStore());
