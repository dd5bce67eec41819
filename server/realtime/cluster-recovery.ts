import { SERVER_EVENTS } from '../../shared/schemas/realtime';
import type { RealtimeServer } from './types';

type Log = { warn(...args: unknown[]): void };

/** Delay before the n-th try (from 0) to reach the database again: 100 ms steps up to 1 s. */
export function retryDelay(attempt: number): number {
  return Math.min(100 * (attempt + 1), 1000);
}

/** What a failed query of the adapter may have lost (see `ClusterRecovery.queryFailed`). */
export type Lost = 'peers' | 'local' | null;

/** What the recovery tells its owner (tests, metrics). */
export interface RecoveryEvents {
  /** The adapter listens again after losing its connection (this instance's sockets got `resync`). */
  listeningAgain?: () => void;
  /** A failed query lost events for the others' sockets (`peers`) or this instance's (`local`). */
  eventsLost?: (lost: 'peers' | 'local') => void;
}

/**
 * Heartbeats carry no event: losing one loses nothing a client shows. (The cluster message types
 * INITIAL_HEARTBEAT and HEARTBEAT of socket.io-adapter, which the PostgreSQL adapter builds on.)
 */
export const HEARTBEAT_TYPES: ReadonlySet<number> = new Set([1, 2]);

/**
 * Which events a failed adapter query lost: a publish (`pg_notify`, or the row of a large
 * payload) lost events for the other instances' sockets, the read of a large payload one for
 * this instance's; the cleanup of old payloads loses nothing.
 */
export function lostBy(text: string, values: unknown[] = []): Lost {
  if (text.startsWith('SELECT pg_notify')) {
    try {
      const type = (JSON.parse(String(values[1])) as { type?: number }).type;
      return type !== undefined && HEARTBEAT_TYPES.has(type) ? null : 'peers';
    } catch {
      return 'peers';
    }
  }
  if (text.startsWith('INSERT INTO')) return 'peers';
  if (text.startsWith('SELECT payload')) return 'local';
  return null;
}

/** The parts of @socket.io/postgres-adapter's LISTEN client (PubSubClient, 0.5) this module drives. */
interface PubSubClient {
  /** Set once LISTEN is in place; unset when that connection ends. */
  client?: unknown;
  reconnectTimer?: NodeJS.Timeout;
  initClient(): Promise<void>;
  scheduleReconnection(): void;
}

interface AdapterInternals {
  client?: PubSubClient;
  /** Announces this instance (the others answer with their heartbeats). */
  init(): void;
}

/**
 * Keeps an instance in the cluster through database outages, and makes sure no client silently
 * misses an event meanwhile:
 *
 * - The adapter's LISTEN connection, when lost, is tried again every 100 ms, then every 200 ms,
 *   ... every second while the database is away (the adapter itself waits 1-3 s per try), so the
 *   instance listens again at once when the database is back.
 * - When it listens again after a gap, every socket of this instance gets `resync`: events
 *   published meanwhile by the others were not heard.
 * - A publish that failed (the database away) lost events for the others' sockets: once the
 *   database answers again, this instance asks every other one to send `resync` to its sockets
 *   (`teamtree:resync`); a failed read of a large payload resyncs this instance's sockets.
 */
export class ClusterRecovery {
  private pubsub: PubSubClient | undefined;
  private attempts = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private trying = false;
  /** LISTEN was lost (or never came up) since the last time it was in place. */
  private gap = false;
  private peersMissed = false;
  private localMissed = false;
  private catchingUp = false;
  private closed = false;

  constructor(
    private readonly io: RealtimeServer,
    private readonly ping: () => Promise<unknown>,
    private readonly log: Log,
    private readonly events: RecoveryEvents = {},
  ) {
    io.on('teamtree:resync', () => this.resyncLocal());
  }

  /** Takes the adapter's reconnection over (its 1-3 s wait per try) with the fast retries above. */
  drive(adapter: AdapterInternals): void {
    const pubsub = adapter.client;
    if (!pubsub) return;
    this.pubsub = pubsub;
    pubsub.scheduleReconnection = () => this.scheduleTry(adapter);
  }

  /** Whether the adapter listens to the other instances right now. */
  isListening(): boolean {
    return !this.closed && Boolean(this.pubsub?.client);
  }

  /** An adapter query failed (see `lostBy`): the sockets that may have missed an event catch up once the database answers. */
  queryFailed(text: string, values?: unknown[]): void {
    if (this.closed) return;
    const lost = lostBy(text, values);
    if (lost === 'peers') this.peersMissed = true;
    if (lost === 'local') this.localMissed = true;
    if (!lost) return;
    this.events.eventsLost?.(lost);
    void this.catchUpWhenBack();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
  }

  private scheduleTry(adapter: AdapterInternals): void {
    const pubsub = this.pubsub;
    // One try at a time; a try under way schedules the next itself when it fails.
    if (this.closed || !pubsub || pubsub.client || this.trying || this.retryTimer) return;
    if (!this.gap) this.log.warn('[realtime] not listening to the other instances: trying again until the database answers');
    this.gap = true;
    this.retryTimer = setTimeout(() => void this.tryToListen(adapter, pubsub), retryDelay(this.attempts++));
    this.retryTimer.unref();
  }

  private async tryToListen(adapter: AdapterInternals, pubsub: PubSubClient): Promise<void> {
    this.retryTimer = undefined;
    this.trying = true;
    try {
      await pubsub.initClient();
    } finally {
      this.trying = false;
    }
    if (this.closed) return;
    if (!pubsub.client) return this.scheduleTry(adapter);
    this.attempts = 0;
    if (!this.gap) return;
    this.gap = false;
    this.log.warn('[realtime] listening to the other instances again: clients told to read again (resync)');
    // The others may have forgotten this instance, and it them: announce it again.
    adapter.init();
    this.resyncLocal();
    this.events.listeningAgain?.();
  }

  private async catchUpWhenBack(): Promise<void> {
    if (this.catchingUp) return;
    this.catchingUp = true;
    try {
      for (let attempt = 0; (this.peersMissed || this.localMissed) && !this.closed; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)).unref());
        try {
          await this.ping();
        } catch {
          continue;
        }
        if (this.localMissed) {
          this.localMissed = false;
          this.resyncLocal();
        }
        if (this.peersMissed) {
          this.peersMissed = false;
          // Itself a publish: when it fails, `queryFailed` sets `peersMissed` again and this loop goes on.
          this.io.serverSideEmit('teamtree:resync');
        }
      }
    } finally {
      this.catchingUp = false;
    }
  }

  private resyncLocal(): void {
    this.io.local.emit(SERVER_EVENTS.resync, {});
  }
}
