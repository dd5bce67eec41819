import { createStore, type UseStore } from 'idb-keyval';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { chunksOf, chunkWrite, isKeptRecord, joinClient, splitClient, type KeptRecord, type WriteMark, type WrittenChunks } from './kept-chunks';

/**
 * The kept query cache of one account scope in IndexedDB (database `teamtree-cache`, store
 * `clients`): the record under the scope's key, each tree answer's profiles in chunks under
 * `[scope, queryHash, n]` (kept-chunks.ts). A write is one transaction: the record and its
 * chunks change together or not at all.
 *
 * A write only rewrites the chunks that changed since this page's last write. When the record
 * it finds is not its own last write (the first write of the page, another tab of the same
 * account wrote since, or a write failed), it writes every chunk again and drops all others.
 */

let database: UseStore | null = null;
const store = (): UseStore => (database ??= createStore('teamtree-cache', 'clients'));

/** Every chunk key of a scope: arrays sort after strings, `[scope, []]` after every `[scope, hash, n]`. */
const chunksOfScope = (scope: string) => IDBKeyRange.bound([scope], [scope, []]);

/** The outcome of an IndexedDB transaction. */
function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('The kept data could not be written'));
  });
}

const sameMark = (a: WriteMark | undefined, b: WriteMark | null) => !!a && !!b && a.writer === b.writer && a.gen === b.gen;

export class KeptStore {
  private readonly writer = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  private gen = 0;
  /** This page's last write, and the chunks it left (null: unknown). */
  private last: { mark: WriteMark; written: WrittenChunks } | null = null;

  constructor(private readonly scope: string) {}

  async write(client: PersistedClient): Promise<void> {
    const { skeleton, lists } = splitClient(client);
    const mark: WriteMark = { writer: this.writer, gen: ++this.gen };
    const profiles = Object.fromEntries([...lists].map(([hash, list]) => [hash, list.length]));
    const record: KeptRecord = { client: skeleton, profiles, mark };
    const last = this.last;
    this.last = null;
    let written: WrittenChunks | null = null;
    await store()('readwrite', (os) => {
      const done = finished(os.transaction);
      const found = os.get(this.scope);
      found.onsuccess = () => {
        const known = last && sameMark((found.result as Partial<KeptRecord> | undefined)?.mark, last.mark) ? last.written : null;
        const plan = chunkWrite(lists, known);
        if (!known) os.delete(chunksOfScope(this.scope));
        for (const { queryHash, n } of plan.deletes) os.delete([this.scope, queryHash, n]);
        for (const { queryHash, n, value } of plan.puts) os.put(value, [this.scope, queryHash, n]);
        os.put(record, this.scope);
        written = plan.written;
      };
      return done;
    });
    if (written) this.last = { mark, written };
  }

  /** The kept cache, or undefined when none is kept or it is incomplete. */
  read(): Promise<PersistedClient | undefined> {
    return store()('readonly', (os) => {
      const done = finished(os.transaction);
      let client: PersistedClient | undefined;
      const found = os.get(this.scope);
      found.onsuccess = () => {
        const value: unknown = found.result;
        // What an older version kept: the cache itself.
        if (!isKeptRecord(value)) {
          client = (value as PersistedClient | undefined) ?? undefined;
          return;
        }
        const wanted = chunksOf(value);
        const chunks: unknown[][] = new Array(wanted.length);
        let pending = wanted.length;
        if (pending === 0) client = joinClient(value, []) ?? undefined;
        wanted.forEach(({ queryHash, n }, k) => {
          const chunk = os.get([this.scope, queryHash, n]);
          chunk.onsuccess = () => {
            chunks[k] = chunk.result as unknown[];
            if (--pending === 0) client = joinClient(value, chunks) ?? undefined;
          };
        });
      };
      return done.then(() => client);
    });
  }

  /** Removes the scope's kept cache and chunks. */
  remove(): Promise<void> {
    this.last = null;
    return forgetKept(this.scope);
  }
}

/** Removes a scope's kept cache and its chunks (logout). */
export function forgetKept(scope: string): Promise<void> {
  return store()('readwrite', (os) => {
    const done = finished(os.transaction);
    os.delete(scope);
    os.delete(chunksOfScope(scope));
    return done;
  });
}
