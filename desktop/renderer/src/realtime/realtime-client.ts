import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  CLIENT_EVENTS,
  FORBIDDEN,
  RECONNECT,
  SERVER_EVENT_SCHEMAS,
  SERVER_EVENTS,
  SOCKET_PATH,
  DEFAULT_SOCKET_TRANSPORTS,
  TOO_MANY_CONNECTIONS,
  UNAUTHORIZED,
  ackAnswer,
  type AckAnswer,
  type ServerEventName,
  type ServerEventPayload,
  type SocketTransport,
} from '@shared/schemas/realtime';
import { reconnectDelay } from './reconnect-backoff';

/**
 * The renderer's Socket.IO client (API.md "Realtime", spec section 9): framework-free.
 *
 * - No socket without an access token; the token is read at every (re)connection.
 * - `connect_error` "unauthorized", or a server-side disconnect (token expiry, logout), asks
 *   `refreshToken` for a new token and connects again; without one it stops ("signed-out").
 *   `connect_error` "too-many-connections" (the user's 20 sockets on the server are open) is
 *   "offline" and retried with the backoff.
 * - Transport: websocket, then polling (websocket alone when the server offers only that:
 *   `socketTransports` of `GET /api/config`); reconnection every 1000 ms, 5 attempts for the global
 *   socket and 3 for the per-tree socket; after that burst it keeps trying with a backoff
 *   capped at 30 s (reconnect-backoff.ts), and at once when `retryNow()` is called (the
 *   network is back, the window got focus or became visible).
 * - Every received event is parsed with the shared schema before handlers see it.
 * - A tree socket re-joins its tree after every reconnection; each join the server accepts is
 *   announced (`onJoined`).
 * - `resync` from the server (its instance may have missed events meanwhile: docs/scaling.md)
 *   is announced (`onResync`): the caller reads again what it holds, as after a reconnection.
 */

export type RealtimeKind = 'global' | 'tree';
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'signed-out';

export interface RealtimeClientOptions {
  kind: RealtimeKind;
  /** The server origin; left out, the page's own origin (the web app). */
  url?: string;
  /** The transports the server takes (`GET /api/config`); left out, both. */
  transports?: readonly SocketTransport[];
  /** The current access token, or `null` when there is none (or it has expired). */
  getToken: () => string | null;
  /** Obtains a new access token; `null` (or a rejection) means the session is over. */
  refreshToken: () => Promise<string | null>;
  /** Called on every status change. */
  onStatus?: (status: RealtimeStatus) => void;
  /** Called with events that do not match the contract (they are dropped). */
  onInvalidEvent?: (event: string, payload: unknown) => void;
  /** Called after a reconnection (not the first connection): events may have been missed. */
  onReconnected?: () => void;
  /** Called when the server says events may have been missed (`resync`): read again, e.g. changes-since. */
  onResync?: () => void;
  /** Called when the server accepted a join of the tree's room (the first and every later one). */
  onJoined?: (teamtreeId: string) => void;
  /** The server refused to let this socket into the tree's room: the caller is no member of it (any more). */
  onJoinRefused?: (teamtreeId: string) => void;
  /** The socket.io-client factory (tests may wrap it). */
  connect?: typeof io;
  /** Timers of the backoff (tests drive them); answers the cancel. */
  schedule?: (run: () => void, ms: number) => () => void;
  random?: () => number;
}

const scheduleTimeout = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

type Handler<E extends ServerEventName> = (payload: ServerEventPayload<E>) => void;

/** Server-side disconnects followed by a refresh within this window before giving up. */
const SERVER_DISCONNECT_WINDOW_MS = 60_000;

export function socketOptions(kind: RealtimeKind, offered: readonly SocketTransport[] = DEFAULT_SOCKET_TRANSPORTS): Partial<ManagerOptions & SocketOptions> {
  const polling = offered.includes('polling');
  return {
    path: SOCKET_PATH,
    // Websocket first; long-polling only when the server takes it (behind a balancer without
    // sticky sessions it is switched off: docs/scaling.md).
    transports: polling ? ['websocket', 'polling'] : ['websocket'],
    tryAllTransports: polling,
    // The global and the per-tree socket are two connections, each with its own limits.
    forceNew: true,
    autoConnect: false,
    reconnection: true,
    reconnectionDelay: RECONNECT.delayMs,
    reconnectionDelayMax: RECONNECT.delayMs,
    randomizationFactor: 0,
    reconnectionAttempts: kind === 'global' ? RECONNECT.globalAttempts : RECONNECT.treeAttempts,
  };
}

export class RealtimeClient {
  private socket: Socket | null = null;
  private currentStatus: RealtimeStatus = 'idle';
  private readonly handlers = new Map<ServerEventName, Set<(payload: never) => void>>();
  private tree: string | null = null;
  private refreshing: Promise<string | null> | null = null;
  /** The token a refresh just gave, used by the next attempt. */
  private refreshed: string | null = null;
  private refreshedForThisAttempt = false;
  private serverDisconnects: number[] = [];
  /** After the first burst failed: the manager no longer retries by itself, the backoff does. */
  private backingOff = false;
  private retries = 0;
  private cancelRetry: (() => void) | null = null;
  private everConnected = false;
  /** The last `room-info` per tree: a subscriber that comes late reads it (a repeated join sends none). */
  private readonly roomInfos = new Map<string, ServerEventPayload<'room-info'>>();

  constructor(private readonly options: RealtimeClientOptions) {}

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** The tree this (per-tree) socket has joined, re-joined after each reconnection. */
  get teamtreeId(): string | null {
    return this.tree;
  }

  /** Opens the socket when there is a token; answers whether it did. */
  start(): boolean {
    if (this.socket) return true;
    if (!this.options.getToken()) return false;
    const connect = this.options.connect ?? io;
    const socket = connect(this.options.url, {
      ...socketOptions(this.options.kind, this.options.transports),
      // Read at every attempt, so a reconnection uses the newest token.
      auth: (cb) => {
        const token = this.refreshed ?? this.options.getToken() ?? '';
        this.refreshed = null;
        cb({ token });
      },
    });
    this.socket = socket;
    this.wire(socket);
    this.setStatus('connecting');
    socket.connect();
    return true;
  }

  /** Closes the socket (sign-out, leaving the screen); `start()` opens a new one. */
  stop(): void {
    const socket = this.socket;
    this.socket = null;
    this.tree = null;
    this.endBackoff();
    this.everConnected = false;
    if (socket) {
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    }
    this.setStatus('idle');
  }

  /** After `offline` or `signed-out` (say, on a new sign-in or when the network is back). */
  restart(): boolean {
    const tree = this.tree;
    this.stop();
    this.tree = tree;
    this.serverDisconnects = [];
    return this.start();
  }

  /** The last `room-info` this socket received for the tree. */
  lastRoomInfo(teamtreeId: string): ServerEventPayload<'room-info'> | undefined {
    return this.roomInfos.get(teamtreeId);
  }

  /** Tries to connect at once when waiting for the backoff (the network is back, the user returned). */
  retryNow(): void {
    const socket = this.socket;
    if (!socket || socket.connected || !this.backingOff) return;
    this.cancelRetry?.();
    this.cancelRetry = null;
    socket.connect();
  }

  /** Listens for a server event (payload parsed with the shared schema); answers the unsubscribe. */
  on<E extends ServerEventName>(event: E, handler: Handler<E>): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler as (payload: never) => void);
    return () => void set.delete(handler as (payload: never) => void);
  }

  /** Joins a tree's room (and re-joins it after reconnections). */
  async joinTree(teamtreeId: string): Promise<AckAnswer> {
    this.tree = teamtreeId;
    const answer = await this.request(CLIENT_EVENTS.joinTeamtree, teamtreeId);
    if ('ok' in answer && this.tree === teamtreeId) this.options.onJoined?.(teamtreeId);
    if ('error' in answer && answer.error === FORBIDDEN && this.tree === teamtreeId) this.options.onJoinRefused?.(teamtreeId);
    return answer;
  }

  leaveTree(teamtreeId: string): Promise<AckAnswer> {
    if (this.tree === teamtreeId) this.tree = null;
    return this.request(CLIENT_EVENTS.leaveTeamtree, teamtreeId);
  }

  /** Tells the others in the room that the tree changed (`teamtree-change`). */
  sendChange(teamtreeId: string, timestamp: number = Date.now()): Promise<AckAnswer> {
    return this.request(CLIENT_EVENTS.teamtreeChange, { teamtreeId, timestamp });
  }

  /** Shares presence details with the others in the room (`presence-update`). */
  sendPresence(teamtreeId: string, extra: Record<string, unknown> = {}): Promise<AckAnswer> {
    return this.request(CLIENT_EVENTS.presenceUpdate, { ...extra, teamtreeId });
  }

  private async request(event: string, payload: unknown): Promise<AckAnswer> {
    const socket = this.socket;
    if (!socket?.connected) return { error: 'not connected' };
    try {
      const parsed = ackAnswer.safeParse(await socket.timeout(10_000).emitWithAck(event, payload));
      return parsed.success ? parsed.data : { error: 'invalid answer' };
    } catch {
      return { error: 'no answer' };
    }
  }

  private wire(socket: Socket): void {
    for (const event of Object.keys(SERVER_EVENT_SCHEMAS) as ServerEventName[]) {
      socket.on(event as string, (payload: unknown) => this.dispatch(event, payload));
    }
    socket.on(SERVER_EVENTS.resync, () => {
      if (socket === this.socket) this.options.onResync?.();
    });

    socket.on('connect', () => {
      this.refreshedForThisAttempt = false;
      this.endBackoff();
      socket.io.reconnection(true);
      const reconnected = this.everConnected;
      this.everConnected = true;
      this.setStatus('connected');
      // A tree socket announces the reconnection once back in its room, so a catch-up read
      // cannot miss a change made between the read and the join.
      if (this.options.kind === 'tree' && this.tree) {
        const joined = this.joinTree(this.tree);
        if (reconnected) void joined.then(() => this.options.onReconnected?.());
      } else if (reconnected) this.options.onReconnected?.();
    });

    socket.on('connect_error', (err: Error) => {
      if (socket !== this.socket) return;
      if (err.message === TOO_MANY_CONNECTIONS) {
        // The user has 20 sockets on this server already (other windows): the manager does not
        // retry a refusal, the backoff does, until one of them has closed.
        this.backingOff = true;
        socket.io.reconnection(false);
        this.setStatus('offline');
        return this.scheduleRetry(socket);
      }
      if (err.message !== UNAUTHORIZED) {
        // A network failure: the manager retries (`reconnect_failed` ends its burst), then the backoff.
        if (this.backingOff) this.scheduleRetry(socket);
        else this.setStatus('reconnecting');
        return;
      }
      // Refused by the server: one refresh, then one more try; a second refusal ends it.
      if (this.refreshedForThisAttempt) return this.setStatus('signed-out');
      this.refreshedForThisAttempt = true;
      void this.reconnectWithFreshToken(socket);
    });

    socket.on('disconnect', (reason: string) => {
      if (socket !== this.socket) return;
      if (reason === 'io client disconnect') return;
      if (reason !== 'io server disconnect') return this.setStatus('reconnecting'); // the manager reconnects
      // The server ended the session (token expired, logout, flood): refresh, then connect.
      const now = Date.now();
      this.serverDisconnects = [...this.serverDisconnects.filter((t) => now - t < SERVER_DISCONNECT_WINDOW_MS), now];
      const limit = this.options.kind === 'global' ? RECONNECT.globalAttempts : RECONNECT.treeAttempts;
      if (this.serverDisconnects.length > limit) return this.setStatus('offline');
      this.refreshedForThisAttempt = true;
      void this.reconnectWithFreshToken(socket);
    });

    socket.io.on('reconnect_attempt', () => {
      if (socket === this.socket) this.setStatus('reconnecting');
    });
    socket.io.on('reconnect_failed', () => {
      if (socket !== this.socket) return;
      this.setStatus('offline');
      this.backingOff = true;
      socket.io.reconnection(false);
      this.scheduleRetry(socket);
    });
  }

  private scheduleRetry(socket: Socket): void {
    this.cancelRetry?.();
    const schedule = this.options.schedule ?? scheduleTimeout;
    this.cancelRetry = schedule(() => {
      this.cancelRetry = null;
      if (socket === this.socket && !socket.connected) socket.connect();
    }, reconnectDelay(this.retries++, this.options.random));
  }

  private endBackoff(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.backingOff = false;
    this.retries = 0;
  }

  private async reconnectWithFreshToken(socket: Socket): Promise<void> {
    this.setStatus('reconnecting');
    let token: string | null = null;
    try {
      this.refreshing ??= this.options.refreshToken().finally(() => (this.refreshing = null));
      token = await this.refreshing;
    } catch {
      token = null;
    }
    if (socket !== this.socket) return;
    if (!token) return this.setStatus('signed-out');
    this.refreshed = token;
    socket.connect();
  }

  private dispatch(event: ServerEventName, payload: unknown): void {
    const parsed = SERVER_EVENT_SCHEMAS[event].safeParse(payload);
    if (!parsed.success) {
      this.options.onInvalidEvent?.(event, payload);
      return;
    }
    if (event === 'room-info') {
      const info = parsed.data as ServerEventPayload<'room-info'>;
      this.roomInfos.set(info.teamtreeId, info);
    }
    for (const handler of this.handlers.get(event) ?? []) (handler as (p: unknown) => void)(parsed.data);
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.options.onStatus?.(status);
  }
}
