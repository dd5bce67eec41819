import pg from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { RealtimeServer } from './types';

type Log = { warn(...args: unknown[]): void; error(...args: unknown[]): void };

/** Where the adapter keeps payloads over PostgreSQL's 8000-byte NOTIFY limit. */
export const ATTACHMENTS_TABLE = 'socket_io_attachments';
const TABLE_LOCK = 727_301;

/** Heartbeats tell each instance how many others to wait for in `fetchSockets`. */
const HEARTBEAT = { heartbeatInterval: 2000, heartbeatTimeout: 6000 };

export interface Cluster {
  close(): Promise<void>;
}

/**
 * Several server instances on one PostgreSQL database: the Socket.IO PostgreSQL adapter carries
 * broadcasts, room changes, disconnects and `fetchSockets` between them (LISTEN/NOTIFY).
 */
export async function joinCluster(io: RealtimeServer, connectionString: string, log: Log): Promise<Cluster> {
  const pool = new pg.Pool({ connectionString, max: 4, idleTimeoutMillis: 30_000 });
  pool.on('error', (err) => log.warn('[realtime] adapter connection lost:', err.message));
  try {
    await ensureAttachmentsTable(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }

  io.adapter(createAdapter(pool, { ...HEARTBEAT, tableName: ATTACHMENTS_TABLE, errorHandler: (err) => log.warn('[realtime] adapter:', err.message) }));
  await announceWhenListening(io);

  return {
    close: async () => {
      // io.close() has closed the adapter (it told the others and released its LISTEN client).
      await pool.end();
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
