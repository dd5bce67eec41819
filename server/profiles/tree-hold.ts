import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/** The trees the current async call chain holds (`holdTree`). */
const heldTrees = new AsyncLocalStorage<ReadonlySet<string>>();
/** Per database handle and tree: the end of the queue of writers waiting for it. */
const queues = new WeakMap<Knex, Map<string, Promise<void>>>();

/**
 * Runs `work` once no other writer in this process holds the tree, and holds it until `work`
 * ends; calls from within `work` (its own transactions) pass straight through. The write
 * gateway (store/gateway.ts) takes it around every transaction it opens, so a writer waits
 * here without holding a database connection, and an import on the embedded database
 * (written in several transactions, docs/import-export.md) keeps the tree to itself from its
 * checks to its last step. The embedded database has one server process, so this excludes
 * every other writer there; on PostgreSQL the advisory lock (store/tree-lock.ts) still orders
 * the writers of other instances.
 */
export async function holdTree<T>(db: Knex, teamtreeId: string, work: () => Promise<T>): Promise<T> {
  const held = heldTrees.getStore();
  if (held?.has(teamtreeId)) return work();
  let trees = queues.get(db);
  if (!trees) queues.set(db, (trees = new Map()));
  const before = trees.get(teamtreeId);
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  trees.set(teamtreeId, mine);
  try {
    await before;
    return await heldTrees.run(new Set([...(held ?? []), teamtreeId]), work);
  } finally {
    release();
    if (trees.get(teamtreeId) === mine) trees.delete(teamtreeId);
  }
}
