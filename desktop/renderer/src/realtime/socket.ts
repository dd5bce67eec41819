import type { Socket } from 'socket.io-client';
import {
  CLIENT_EVENTS,
  RECONNECT,
  SERVER_EVENTS,
  SOCKET_PATH,
  teamtreeUpdateEvent,
  UNAUTHORIZED,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TeamtreeUpdateEvent,
} from '../../../../shared/schemas/realtime';
import { session } from '../api/instance';

type Listener = (event: TeamtreeUpdateEvent) => void;
type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const listeners = new Set<Listener>();
let socket: AppSocket | null = null;
let connecting: Promise<void> | null = null;
let room: string | null = null;

/** Listens to `teamtree-update` events of the global socket. */
export function onTreeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dispatch(raw: unknown) {
  const parsed = teamtreeUpdateEvent.safeParse(raw);
  if (!parsed.success) return;
  for (const listener of listeners) listener(parsed.data);
}

/**
 * The global socket (spec section 7): opened only with an access token, websocket then
 * polling, 1 s reconnection delay, 5 attempts; an expired token is refreshed before retrying.
 */
export async function connectRealtime(): Promise<void> {
  if (socket || connecting || !session.token) return connecting ?? undefined;
  connecting = (async () => {
    const { io } = await import('socket.io-client');
    const s: AppSocket = io({
      path: SOCKET_PATH,
      auth: (cb) => cb({ token: session.token ?? '' }),
      transports: ['websocket', 'polling'],
      reconnectionDelay: RECONNECT.delayMs,
      reconnectionAttempts: RECONNECT.globalAttempts,
    });
    s.on(SERVER_EVENTS.teamtreeUpdate, dispatch);
    s.on('connect', () => {
      if (room) s.emit(CLIENT_EVENTS.joinTeamtree, room);
    });
    s.on('connect_error', (error) => {
      console.warn('realtime connection failed', error.message);
      if (error.message === UNAUTHORIZED && session.hasRefreshMarker) {
        session.refresh().then(() => s.connect(), () => undefined);
      }
    });
    s.on('disconnect', (reason) => {
      // The server drops a socket whose token expired: refresh and come back.
      if (reason === 'io server disconnect' && session.hasRefreshMarker) {
        session.refresh().then(() => s.connect(), () => undefined);
      }
    });
    socket = s;
  })().finally(() => {
    connecting = null;
  });
  return connecting;
}

/** Joins the active tree's room (leaving the previous one). */
export function joinTreeRoom(teamtreeId: string | null): void {
  if (room === teamtreeId) return;
  if (socket?.connected && room) socket.emit(CLIENT_EVENTS.leaveTeamtree, room);
  room = teamtreeId;
  if (socket?.connected && room) socket.emit(CLIENT_EVENTS.joinTeamtree, room);
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = null;
  room = null;
}

session.subscribe(() => {
  if (!session.token) disconnectRealtime();
});
