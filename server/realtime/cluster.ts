import pg from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { RealtimeMetrics } from '../metrics/realtime-metrics';
import { ClusterRecovery, type RecoveryEvents } from './cluster-recovery';
import type { RealtimeServer } from './types';

type Log = { warn(...args: unknown[]): void; error(...args: unknown[]): void };

/** Where the adapter keeps payloads over PostgreSQL's 8000-byte NOTIFY limit. */
const ATTACHMENTS_TABLE = 'socket_io_attachments';
const TABLE_LOCK = 727_301;

/**
 * How fast the instances notice each other (and a crashed one): heartbeats tell each instance
 * how many others to wait for in `fetchSockets`; an instance silent for `heartbeatTimeoutMs` is
 * forgotten; a presence question waits at most `presenceTimeoutMs` for the others' answers.
 */
export interface ClusterTiming {
  heartbeatIntervalMs: number;
  heartbeatTimeoutMs: number;
  presenceTimeoutMs: number;
}

export const CLUSTER_TIMING: ClusterTiming = { heartbeatIntervalMs: 1000, heartbeatTimeoutMs: 3000, presenceTimeoutMs: 1000 };

export interface Cluster {
  /** Whether the adapter listens to the other instances right now (readiness). */
  isListening(): boolean;
  close(): Promise<void>;
}

/**
 * Several server instances on one PostgreSQL database: the Socket.IO PostgreSQL adapter carries
 * broadcasts, room changes, disconnects and `fetchSockets` between them (LISTEN/NOTIFY);
 * cluster-recovery.ts keeps it listening through database outages and has clients read again
 * (`resync`) when events may have been lost.
 */
export async function joinCluster(
  io: RealtimeServer,
  database: pg.PoolConfig,
  log: Log,
  timing: ClusterTiming = CLUSTER_TIMING,
  events: RecoveryEvents = {},
  metrics?: Pick<RealtimeMetrics, 'countPublished' | 'countReceived'>,
): Promise<Cluster> {
  // One connection for every publish, so this instance's messages go out in the order they
  // were sent; one for LISTEN. A connection attempt gives up after 3 s (then tried again);
  // keep-alive finds a LISTEN connection whose peer vanished without closing it.
  const connecting = { connectionTimeoutMillis: 3000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 };
  const queries = new pg.Pool({ ...database, ...connecting, max: 1 });
  const listener = new pg.Pool({ ...database, ...connecting, max: 1 });
  for (const pool of [queries, listener]) pool.on('error', (err) => log.warn('[realtime] adapter connection lost:', err.message));
  const closePools = () => Promise.all([queries.end(), listener.end()]).then(() => {});
  // Publishes still queued (the last departures, the adapter's goodbye) go out before closing.
  const inFlight = new Set<Promise<unknown>>();
  const flush = async (timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  };
  try {
    await ensureAttachmentsTable(queries);
  } catch (err) {
    await closePools();
    throw err;
  }
  const recovery = new ClusterRecovery(io, () => queries.query('SELECT 1'), log, events);

  const facade = {
    query: (text: string, values?: unknown[]) => {
      const query = queries.query(text, values);
      inFlight.add(query);
      void query.then(
        () => {
          inFlight.delete(query);
          if (text.startsWith('SELECT pg_notify')) metrics?.countPublished();
        },
        () => {
          inFlight.delete(query);
          recovery.queryFailed(text, values);
        },
      );
      return query;
    },
    // The adapter keeps this client for LISTEN and takes a new one when it ends; a dead one
    // goes back to the pool (destroyed) so that the new one can be had, and its errors are
    // logged rather than thrown.
    connect: async () => {
      const client = await listener.connect();
      client.on('error', (err) => log.warn('[realtime] adapter LISTEN connection:', err.message));
      client.once('end', () => {
        try {
          client.release(true);
        } catch {
          // already released by the adapter
        }
      });
      return client;
    },
  } as unknown as pg.Pool;

  io.adapter(
    createAdapter(facade, {
      heartbeatInterval: timing.heartbeatIntervalMs,
      heartbeatTimeout: timing.heartbeatTimeoutMs,
      tableName: ATTACHMENTS_TABLE,
      errorHandler: (err) => log.warn('[realtime] adapter:', err.message),
    }),
  );
  const adapter = io.of('/').adapter as unknown as { onMessage(...args: unknown[]): void };
  recovery.drive(adapter as never);
  // Every message from another instance (the adapter has dropped this instance's own) is counted.
  const onMessage = adapter.onMessage.bind(adapter);
  adapter.onMessage = (...args: unknown[]) => {
    metrics?.countReceived();
    onMessage(...args);
  };
  await announceWhenListening(io);

  return {
    isListening: () => recovery.isListening(),
    close: async () => {
      // io.close() has closed the adapter (it told the others and released its LISTEN client).
      recovery.close();
      await flush(2000);
      await closePools();
    },
  };
}

async function ensureAttachmentsTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Two instances starting together must not race on CREATE TABLE.
    await client.query('SELECT pg_advisory_xact_lock($1)', [TABLE_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`,
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The adapter announces itself (INITIAL_HEARTBEAT) as soon as it is created, before its LISTEN
 * connection is up, so it misses the others' answers and would not know them until their next
 * heartbeat. Once it listens, it announces itself again and the others answer at once.
 * (Reads the adapter's pub/sub client; without it, the periodic heartbeats still converge.)
 */
async function announceWhenListening(io: RealtimeServer, timeoutMs = 5000): Promise<void> {
  const adapter = io.of('/').adapter as unknown as { client?: { client?: unknown }; init(): void };
  const deadline = Date.now() + timeoutMs;
  while (adapter.client && !adapter.client.client && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (adapter.client?.client) adapter.init();
}
