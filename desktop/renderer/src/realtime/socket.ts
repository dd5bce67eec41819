import { ACTIVITY_UPDATE_TYPES, TASK_UPDATE_TYPES, UPDATE_TYPES, type HistoryEntryEvent, type SocketTransport, type TeamtreeUpdateEvent } from '@shared/schemas/realtime';
import { fetchAppConfig } from '../api/config';
import { session } from '../api/instance';
import { platform } from '../platform';
import type { RealtimeClient, RealtimeKind, RealtimeStatus } from './realtime-client';

/**
 * The app's two sockets (spec section 7): the global socket (membership and join-request
 * events through the user's private room; 5 reconnection attempts) and the per-tree socket
 * (the active tree's room: profile changes and relays; 3 attempts). Both come from
 * `RealtimeClient`, which refreshes the token and reconnects; socket.io-client loads lazily.
 * After an outage they try again at once when the network is back, the window gets focus or
 * the page becomes visible; a reconnection is announced (`onReconnected`), and every join of the
 * tree's room (`onTreeJoined`), so the page can catch up on what it missed; so is the server's
 * `resync` (`onResync`: its instance may have missed events while the socket stayed connected).
 */

type Listener = (event: TeamtreeUpdateEvent) => void;
type ReconnectListener = (kind: RealtimeKind) => void;
type JoinListener = (teamtreeId: string) => void;
/** The socket that got `resync`, and the tree it has joined (the tree socket). */
type ResyncListener = (kind: RealtimeKind, teamtreeId: string | null) => void;

/** What the user is told about the live connection. */
export type ConnectionState = 'live' | 'reconnecting' | 'idle';

/** `teamtree-update` types that come through the tree's room (the rest through the private room). */
const TREE_ROOM_TYPES = new Set<string>([
  UPDATE_TYPES.profileAdd,
  UPDATE_TYPES.profileUpdate,
  UPDATE_TYPES.profileDelete,
  UPDATE_TYPES.teamtreeChange,
  // Follow-ups come through the tree's data rooms; a READ assignee's tasks through their own room, which every socket is in (docs/follow-ups.md "Events").
  ...ACTIVITY_UPDATE_TYPES,
  ...TASK_UPDATE_TYPES,
]);

const listeners = new Set<Listener>();
const historyListeners = new Set<(event: HistoryEntryEvent) => void>();
let Client: typeof RealtimeClient | null = null;
/** The transports the server takes (`GET /api/config`), read at each `connectRealtime`. */
let transports: readonly SocketTransport[] | undefined;
let globalSocket: RealtimeClient | null = null;
let treeSocket: RealtimeClient | null = null;
let connecting: Promise<void> | null = null;
let room: string | null = null;
const reconnectListeners = new Set<ReconnectListener>();
const joinListeners = new Set<JoinListener>();
const refusalListeners = new Set<JoinListener>();
const resyncListeners = new Set<ResyncListener>();
const statuses: Record<RealtimeKind, RealtimeStatus> = { global: 'idle', tree: 'idle' };
const stateListeners = new Set<() => void>();
let state: ConnectionState = 'idle';

/** Listens for reconnections after an outage (per socket kind). */
export function onReconnected(listener: ReconnectListener): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Listens for the server's `resync`: events may have been missed, read again what the socket's kind keeps current. */
export function onResync(listener: ResyncListener): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}

/** Listens for joins of the tree's room the server accepted (the first and each after a reconnection). */
export function onTreeJoined(listener: JoinListener): () => void {
  joinListeners.add(listener);
  return () => joinListeners.delete(listener);
}

/**
 * Listens for the moments a screen kept live by the tree's events may have missed some: its room
 * joined (what changed before that sent nothing here) and a reconnection after an outage.
 */
export function onMayHaveMissed(listener: () => void): () => void {
  const offJoined = onTreeJoined(() => listener());
  const offReconnected = onReconnected(() => listener());
  return () => {
    offJoined();
    offReconnected();
  };
}

/** Listens for joins of the tree's room the server refused: the caller is no member of it (any more). */
export function onTreeJoinRefused(listener: JoinListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** The connection state for the UI (a `useSyncExternalStore` source). */
export function connectionState(): ConnectionState {
  return state;
}

export function onConnectionState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

const LOST: ReadonlySet<RealtimeStatus> = new Set(['reconnecting', 'offline']);

function setStatus(kind: RealtimeKind, status: RealtimeStatus) {
  statuses[kind] = status;
  // One socket is through: the server is back, so the other need not wait for its next attempt.
  if (status === 'connected') (kind === 'global' ? treeSocket : globalSocket)?.retryNow();
  const next: ConnectionState =
    LOST.has(statuses.global) || LOST.has(statuses.tree) ? 'reconnecting' : statuses.global === 'connected' ? 'live' : 'idle';
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function retryNow() {
  globalSocket?.retryNow();
  treeSocket?.retryNow();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', retryNow);
  window.addEventListener('focus', retryNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retryNow();
  });
}

/** Listens to `teamtree-update` events (each event once, whichever socket carries it). */
export function onTreeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Listens to `history-entry` events of the tree's room (docs/history.md "Live"), from whichever tree socket is current. */
export function onHistoryEntry(listener: (event: HistoryEntryEvent) => void): () => void {
  historyListeners.add(listener);
  return () => historyListeners.delete(listener);
}

/** The per-tree socket, for presence and `teamtree-change` relays (null before a tree is open). */
export function currentTreeSocket(): RealtimeClient | null {
  return treeSocket;
}

function dispatch(event: TeamtreeUpdateEvent) {
  for (const listener of listeners) listener(event);
}

function create(kind: RealtimeKind): RealtimeClient | null {
  if (!Client || !session.token) return null;
  const client = new Client({
    kind,
    // '' on the web (the page's own origin); the hosted server on desktop.
    url: platform().serverUrl || undefined,
    transports,
    getToken: () => session.token,
    refreshToken: () => session.refresh().catch(() => null),
    onStatus: (status) => setStatus(kind, status),
    onReconnected: () => {
      for (const listener of reconnectListeners) listener(kind);
    },
    onJoined: (teamtreeId) => {
      for (const listener of joinListeners) listener(teamtreeId);
    },
    onResync: () => {
      for (const listener of resyncListeners) listener(kind, client.teamtreeId);
    },
    onJoinRefused: (teamtreeId) => {
      for (const listener of refusalListeners) listener(teamtreeId);
    },
  });
  // Every socket also sits in the private room: take from each only its own kind of event.
  client.on('teamtree-update', (event) => {
    if (TREE_ROOM_TYPES.has(event.type) === (kind === 'tree')) dispatch(event);
  });
  if (kind === 'tree') client.on('history-entry', (event) => historyListeners.forEach((listener) => listener(event)));
  client.start();
  return client;
}

function syncTreeSocket() {
  if (!room) {
    treeSocket?.stop();
    treeSocket = null;
    setStatus('tree', 'idle');
    return;
  }
  treeSocket ??= create('tree');
  const previous = treeSocket?.teamtreeId;
  if (treeSocket && previous !== room) {
    if (previous) void treeSocket.leaveTree(previous);
    void treeSocket.joinTree(room);
  }
}

/** How long the sockets wait for `GET /api/config` before connecting with what they knew (websocket first). */
const CONFIG_WAIT_MS = 2000;

/** The server's `socketTransports`, or `undefined` when it does not say (in time). */
async function offeredTransports(): Promise<readonly SocketTransport[] | undefined> {
  let stopWaiting = () => {};
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, CONFIG_WAIT_MS);
    stopWaiting = () => clearTimeout(timer);
  });
  const config = await Promise.race([fetchAppConfig(), late]);
  stopWaiting();
  return config?.socketTransports;
}

/** Opens the global socket (only with an access token) and the tree socket when a tree is active. */
export async function connectRealtime(): Promise<void> {
  if (globalSocket || !session.token) return;
  connecting ??= (async () => {
    const [loaded, offered] = await Promise.all([import('./realtime-client'), offeredTransports()]);
    Client ??= loaded.RealtimeClient;
    transports = offered ?? transports;
    globalSocket ??= create('global');
    syncTreeSocket();
  })().finally(() => {
    connecting = null;
  });
  return connecting;
}

/** Makes the tree socket follow the active tree (`null`: no tree open). */
export function joinTreeRoom(teamtreeId: string | null): void {
  if (room === teamtreeId) return;
  room = teamtreeId;
  if (Client && session.token) syncTreeSocket();
}

export function disconnectRealtime(): void {
  globalSocket?.stop();
  treeSocket?.stop();
  globalSocket = null;
  treeSocket = null;
  room = null;
  setStatus('global', 'idle');
  setStatus('tree', 'idle');
}

session.subscribe(() => {
  if (!session.token) disconnectRealtime();
});
