import { FLOOD_LIMITS, UNAUTHORIZED } from '../../shared/schemas/realtime';
import type { LiveAccess } from '../auth/live-sessions';
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
      next();
    } catch {
      next(new Error(UNAUTHORIZED));
    }
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
