import { TokenBucket } from './flood';

type Log = { warn(...args: unknown[]): void };

export interface ConnectedUsersOptions {
  /** Sockets one user may have connected to this instance. */
  maxSockets: number;
  /** The relay budget all of a user's sockets share: refill rate and burst. */
  relaysPerSecond: number;
  relayBurst: number;
  /** A name older than this is read again (in the background, at the next relay that uses it). */
  nameMaxAgeMs: number;
  /** The user's display name from the database (`null`: no such user any more). */
  readName: (userId: string) => Promise<string | null>;
  log: Log;
  /** Milliseconds, monotonic; tests pass a fake clock. */
  now?: () => number;
}

interface Entry {
  sockets: number;
  relays: TokenBucket;
  name: string;
  nameReadAt: number;
  refreshing: boolean;
  /** Set while the user has no socket here: the entry (and its spent budget) goes when the budget is full again. */
  idleTimer?: NodeJS.Timeout;
}

/**
 * The users connected to this instance (API.md additions of 2026-11-27, "Realtime"): how many
 * sockets each has, the one relay budget their sockets share, and the name the server relays
 * for them.
 *
 * Names: the handshake reads the user (server/auth/live-sessions.ts), so every new socket brings
 * the current name; a relay uses the name held here and, when it is older than `nameMaxAgeMs`,
 * reads it again in the background (one query per user and period, none while the user is
 * quiet). A renamed user (the complete-profile step) is so shown by the new name from their next
 * connection or, on sockets already open, within `nameMaxAgeMs` and one more relay.
 *
 * A user whose last socket left keeps their entry until the budget has refilled, so that
 * reconnecting does not start a fresh budget.
 */
export class ConnectedUsers {
  private readonly users = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: ConnectedUsersOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Counts a new socket of the user, with the name its handshake read; `false` when the user has `maxSockets` here already. */
  admit(userId: string, name: string): boolean {
    let entry = this.users.get(userId);
    if (entry && entry.sockets >= this.options.maxSockets) return false;
    if (!entry) {
      entry = { sockets: 0, relays: new TokenBucket(this.options.relaysPerSecond, this.options.relayBurst, this.now), name, nameReadAt: 0, refreshing: false };
      this.users.set(userId, entry);
    }
    clearTimeout(entry.idleTimer);
    entry.idleTimer = undefined;
    entry.sockets += 1;
    entry.name = name;
    entry.nameReadAt = this.now();
    return true;
  }

  /** One of the user's admitted sockets has gone (call once per admitted socket). */
  release(userId: string): void {
    const entry = this.users.get(userId);
    if (!entry || entry.sockets === 0) return;
    entry.sockets -= 1;
    if (entry.sockets > 0) return;
    const refillMs = (this.options.relayBurst / this.options.relaysPerSecond) * 1000;
    entry.idleTimer = setTimeout(() => {
      if (this.users.get(userId) === entry && entry.sockets === 0) this.users.delete(userId);
    }, refillMs);
    entry.idleTimer.unref();
  }

  /** Takes one relay from the user's shared budget; `false` when it is spent. */
  takeRelay(userId: string): boolean {
    return this.users.get(userId)?.relays.take() ?? false;
  }

  /** The user's name as last read (see the class comment); an old one is read again in the background. */
  nameOf(userId: string): string {
    const entry = this.users.get(userId);
    if (!entry) return '';
    if (!entry.refreshing && this.now() - entry.nameReadAt > this.options.nameMaxAgeMs) this.refreshName(userId, entry);
    return entry.name;
  }

  /** Stops the idle timers (server shutdown). */
  clear(): void {
    for (const entry of this.users.values()) clearTimeout(entry.idleTimer);
    this.users.clear();
  }

  private refreshName(userId: string, entry: Entry): void {
    entry.refreshing = true;
    const started = this.now();
    this.options
      .readName(userId)
      .then((name) => {
        // A handshake during the read brought a name at least as new.
        if (name !== null && entry.nameReadAt <= started) entry.name = name;
      })
      .catch((err: unknown) => this.options.log.warn('[realtime] could not read a user name:', err))
      .finally(() => {
        // A failed read is tried again after the same period, not at every relay.
        entry.nameReadAt = Math.max(entry.nameReadAt, started);
        entry.refreshing = false;
      });
  }
}
