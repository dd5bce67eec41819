import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import type { DatabaseKind } from '../db/connect';
import { announceEntry } from '../history/entry-notices';
import { writeProfiles, type ProfileWriter } from '../profiles/store/gateway';
import { holdTree } from '../profiles/tree-hold';

/**
 * An import's database work in steps of a few hundred milliseconds at most, with the event
 * loop free between them (docs/import-export.md "Writing without stalling the server").
 */
export interface ImportSteps {
  /** Runs one step with the tree's writer, after letting waiting requests go first. */
  step<T>(work: (writer: ProfileWriter) => Promise<T>): Promise<T>;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets the requests that arrived during a long piece of work run: two turns of the event loop,
 * so their sockets are read (the poll phase) and their first query is asked for before the
 * work goes on.
 */
export async function yieldToRequests(): Promise<void> {
  await turn();
  await turn();
}

/** The embedded database's import lets other requests' queries go first for at most this long after each step. */
const GIVE_WAY_MS = 250;

interface PoolCounts {
  numUsed(): number;
  numPendingAcquires(): number;
}

/**
 * On the embedded database (ONE connection) a request's queries run one after the other; each
 * would wait a whole step if the import queued behind the first. So the next step waits while
 * the connection is in use or asked for, up to `GIVE_WAY_MS` (then it takes its turn, so a
 * busy server still finishes the import).
 */
async function giveWay(db: Knex): Promise<void> {
  await yieldToRequests();
  const pool = (db.client as { pool?: PoolCounts }).pool;
  const until = performance.now() + GIVE_WAY_MS;
  while (pool && (pool.numUsed() > 0 || pool.numPendingAcquires() > 0) && performance.now() < until) await turn();
}

/**
 * Runs `flow` with the steps of one tree's import. PostgreSQL: every step in ONE transaction
 * under the tree lock (every row or none); the other requests use the pool's other
 * connections. The embedded database has one connection, which a transaction keeps to itself:
 * each step is its own transaction, and the tree is held in this process from the first step
 * to the last (`holdTree`), so no other write of the tree comes between them. Either way the
 * import is ONE history entry: each step's transaction adds its rows to it (docs/history.md).
 */
export async function runImportSteps<T>(db: Knex, kind: DatabaseKind, teamtreeId: string, actorId: string, flow: (steps: ImportSteps) => Promise<T>): Promise<T> {
  const entry = { action: 'import', entryId: crypto.randomUUID() } as const;
  if (kind === 'postgres') {
    return writeProfiles(
      db,
      teamtreeId,
      actorId,
      (writer) =>
        flow({
          step: async (work) => {
            await yieldToRequests();
            return work(writer);
          },
        }),
      entry,
    );
  }
  const result = await holdTree(db, teamtreeId, () =>
    flow({
      step: async (work) => {
        await giveWay(db);
        return writeProfiles(db, teamtreeId, actorId, work, { ...entry, announce: false });
      },
    }),
  );
  announceEntry(db, teamtreeId, entry.entryId);
  return result;
}
