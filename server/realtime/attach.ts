import type http from 'node:http';
import type pg from 'pg';
import { Server } from 'socket.io';
import { CLIENT_EVENTS, FLOOD_LIMITS, SOCKET_PATH } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { liveAccess } from '../auth/live-sessions';
import { allowedOrigins } from '../http/cors';
import { joinCluster, type Cluster } from './cluster';
import { Fanout } from './fanout';
import { disconnectAtExpiry, limitEventRate, requireAccessToken } from './connection-guard';
import type { RealtimeHub } from './hub';
import { relayClientEvents } from './relays';
import { socketHub } from './socket-hub';
import { TreeRooms } from './tree-rooms';
import { isTreeRoom, sessionRoom, treeIdOf, userRoom, type RealtimeServer } from './types';

export { SOCKET_PATH };

/** Where the server's PostgreSQL database is, for the adapter's own connections. */
function postgresConfigOf(app: AppContext): pg.PoolConfig | null {
  if (app.databaseKind !== 'postgres') return null;
  if (app.settings.databaseUrl) return { connectionString: app.settings.databaseUrl };
  // A database handed in (tests): knex keeps its connection string, or the parts it parsed.
  const connection = (app.db.client.config as { connection?: unknown }).connection;
  if (typeof connection === 'string') return { connectionString: connection };
  if (connection && typeof connection === 'object') {
    const { user, password, host, port, database, ssl } = connection as pg.PoolConfig;
    return { user, password, host, port, database, ssl };
  }
  return null;
}

/**
 * Socket.IO on the HTTP server at /api/socket (API.md "Realtime"): authenticated by the access
 * token, a private room per user, tree rooms for members, relays, flood limits. On PostgreSQL
 * the cluster adapter lets several instances share rooms; the embedded database serves one.
 */
export async function attachRealtime(server: http.Server, app: AppContext): Promise<{ hub: RealtimeHub; close(): Promise<void> }> {
  const io: RealtimeServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // A message over 100 kB closes that client's connection (the websocket frame limit; the
    // polling transport answers 413 and the client drops the connection).
    maxHttpBufferSize: FLOOD_LIMITS.maxMessageBytes,
    // Only the desktop renderer calls from another origin (websocket needs no CORS; polling does).
    cors: { origin: [...allowedOrigins(app.settings)], credentials: false, maxAge: 7200 },
  });

  const database = postgresConfigOf(app);
  let cluster: Cluster | null = null;
  if (database) cluster = await joinCluster(io, database, app.log);

  const fanout = new Fanout(io, cluster !== null);
  const rooms = new TreeRooms(io, fanout, app.db, app.log, cluster !== null);
  requireAccessToken(io, (token) => liveAccess(app.db, app.tokens, token));

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(socket.data.sessionId)]);
    disconnectAtExpiry(socket);
    limitEventRate(socket, () => app.log.warn(`[realtime] event flood from user ${userId}: socket disconnected`));
    socket.on('error', () => {});

    socket.on(CLIENT_EVENTS.joinTeamtree, (teamtreeId, ack) => void rooms.join(socket, teamtreeId, ack));
    socket.on(CLIENT_EVENTS.leaveTeamtree, (teamtreeId, ack) => void rooms.leave(socket, teamtreeId, ack));
    relayClientEvents(socket, fanout);

    let treeIds: string[] = [];
    socket.on('disconnecting', () => {
      treeIds = [...socket.rooms].filter(isTreeRoom).map(treeIdOf);
    });
    socket.on('disconnect', () => void rooms.socketGone(userId, treeIds));
  });

  return {
    hub: socketHub(fanout, rooms, app.log),
    close: async () => {
      await rooms.departAll();
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await cluster?.close();
    },
  };
}
