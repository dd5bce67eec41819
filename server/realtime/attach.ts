import type http from 'node:http';
import type pg from 'pg';
import { Server } from 'socket.io';
import { CLIENT_EVENTS, FLOOD_LIMITS, SOCKET_PATH, USER_LIMITS } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { liveAccess } from '../auth/live-sessions';
import { allowedOrigins } from '../http/cors';
import { User } from '../models/user';
import { CLUSTER_TIMING, joinCluster, type Cluster, type ClusterTiming } from './cluster';
import type { RecoveryEvents } from './cluster-recovery';
import { ConnectedUsers } from './connected-users';
import { Fanout } from './fanout';
import { disconnectAtExpiry, limitEventRate, limitSocketsPerUser, requireAccessToken } from './connection-guard';
import type { RealtimeHub } from './hub';
import { relayClientEvents } from './relays';
import { socketHub } from './socket-hub';
import { TreeRooms, type RealtimeHooks } from './tree-rooms';
import { isTreeRoom, sessionRoom, treeIdOf, userRoom, type RealtimeServer } from './types';

export { SOCKET_PATH };
export type { RealtimeHooks };

export interface RealtimeOptions {
  /** Test hooks (tree-rooms.ts); production leaves them out. */
  hooks?: RealtimeHooks;
  /** Heartbeat and presence timing of the cluster (cluster.ts); tests stretch it. */
  timing?: Partial<ClusterTiming>;
  /** Told when the cluster adapter listens again, or lost events, after losing its connection (tests). */
  clusterEvents?: RecoveryEvents;
}

/** A relayed name is read again when older than this (connected-users.ts). */
const NAME_MAX_AGE_MS = 30_000;

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
 * token, a private room per user, tree rooms for members, relays, flood limits, limits per user
 * (sockets, presence size, one relay budget; connected-users.ts). On PostgreSQL
 * the cluster adapter lets several instances share rooms; the embedded database serves one.
 */
export async function attachRealtime(server: http.Server, app: AppContext, options: RealtimeOptions = {}): Promise<{ hub: RealtimeHub; close(): Promise<void> }> {
  const io: RealtimeServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // `SOCKET_TRANSPORTS=websocket`: no long-polling, so a balancer needs no sticky sessions (docs/scaling.md).
    transports: app.settings.socketTransports,
    // A message over 100 kB closes that client's connection (the websocket frame limit; the
    // polling transport answers 413 and the client drops the connection).
    maxHttpBufferSize: FLOOD_LIMITS.maxMessageBytes,
    // Only the desktop renderer calls from another origin (websocket needs no CORS; polling does).
    cors: { origin: [...allowedOrigins(app.settings)], credentials: false, maxAge: 7200 },
  });

  const database = postgresConfigOf(app);
  let cluster: Cluster | null = null;
  const timing = { ...CLUSTER_TIMING, ...options.timing };
  if (database) cluster = await joinCluster(io, database, app.log, timing, options.clusterEvents, app.metrics.realtime);
  app.metrics.realtime.watch(() => ({
    sockets: io.of('/').sockets.size,
    rooms: [...io.of('/').adapter.rooms.keys()].filter(isTreeRoom).length,
  }));

  const fanout = new Fanout(io, cluster !== null);
  const rooms = new TreeRooms(io, fanout, app.db, app.log, { clustered: cluster !== null, presenceTimeoutMs: timing.presenceTimeoutMs }, options.hooks);
  const users = new ConnectedUsers({
    maxSockets: USER_LIMITS.socketsPerInstance,
    relaysPerSecond: USER_LIMITS.relaysPerSecond,
    relayBurst: USER_LIMITS.relayBurst,
    nameMaxAgeMs: NAME_MAX_AGE_MS,
    readName: async (userId) => (await User.query(app.db).findById(userId))?.fullName ?? null,
    log: app.log,
  });
  requireAccessToken(io, (token) => liveAccess(app.db, app.tokens, token));
  limitSocketsPerUser(io, users);

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(socket.data.sessionId)]);
    disconnectAtExpiry(socket);
    limitEventRate(socket, () => app.log.warn(`[realtime] event flood from user ${userId}: socket disconnected`));
    socket.on('error', () => {});

    socket.on(CLIENT_EVENTS.joinTeamtree, (teamtreeId, ack) => void rooms.join(socket, teamtreeId, ack));
    socket.on(CLIENT_EVENTS.leaveTeamtree, (teamtreeId, ack) => void rooms.leave(socket, teamtreeId, ack));
    relayClientEvents(socket, fanout, users);

    let treeIds: string[] = [];
    socket.on('disconnecting', () => {
      treeIds = [...socket.rooms].filter(isTreeRoom).map(treeIdOf);
    });
    socket.on('disconnect', () => void rooms.socketGone(userId, treeIds));
  });

  return {
    hub: socketHub(fanout, rooms, app.log, () => cluster?.isListening() ?? true),
    close: async () => {
      await rooms.departAll();
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await cluster?.close();
      users.clear();
    },
  };
}
