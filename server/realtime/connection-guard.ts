import { FLOOD_LIMITS, TOO_MANY_CONNECTIONS, UNAUTHORIZED } from '../../shared/schemas/realtime';
import type { LiveAccess } from '../auth/live-sessions';
import type { ConnectedUsers } from './connected-users';
import { TokenBucket } from './flood';
import type { RealtimeServer, RealtimeSocket } from './types';

const MAX_TOKEN_LENGTH = 4096;

/**
 * The handshake: `auth.token` must be a valid, unexpired access token of a live session, else
 * the client gets `connect_error` with the message `unauthorized`.
 */
export function requireAccessToken(io: RealtimeServer, check: (token: string) => Promise<LiveAccess | null>): void {
  io.use(async (socket, next) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      const access = typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH ? await check(token) : null;
      if (!access) return next(new Error(UNAUTHORIZED));
      socket.data.userId = access.claims.sub;
      socket.data.exp = access.claims.exp;
      socket.data.sessionId = access.claims.sid;
      socket.data.name = access.user.fullName;
      next();
    } catch {
      next(new Error(UNAUTHORIZED));
    }
  });
}

/**
 * After `requireAccessToken`: a user with `maxSockets` sockets on this instance already gets
 * `connect_error` `too-many-connections`. An admitted socket is counted until it disconnects, or
 * until its connection closes should it never get connected (a client that left during the
 * handshake).
 */
export function limitSocketsPerUser(io: RealtimeServer, users: ConnectedUsers): void {
  io.use((socket, next) => {
    const { userId, name } = socket.data;
    // The client left while its token was checked: nothing to count (its close has passed).
    if (socket.conn.readyState !== 'open') return next(new Error(UNAUTHORIZED));
    if (!users.admit(userId, name)) return next(new Error(TOO_MANY_CONNECTIONS));
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      users.release(userId);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  });
}

/** Disconnects the socket when its access token expires; the client refreshes and reconnects. */
export function disconnectAtExpiry(socket: RealtimeSocket): void {
  const delay = Math.max(0, socket.data.exp * 1000 - Date.now());
  const timer = setTimeout(() => socket.disconnect(true), delay);
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * The per-socket event rate limit: an event over the limit is dropped and the socket is
 * disconnected. (The 100 kB message limit is enforced by the transport: `maxHttpBufferSize`.)
 */
export function limitEventRate(socket: RealtimeSocket, onFlood: (socket: RealtimeSocket) => void): void {
  const bucket = new TokenBucket(FLOOD_LIMITS.eventsPerSecond, FLOOD_LIMITS.burst);
  socket.use((_packet, next) => {
    if (bucket.take()) return next();
    onFlood(socket);
    socket.disconnect(true);
  });
}
