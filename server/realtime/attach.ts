import type http from 'node:http';
import { Server } from 'socket.io';
import type { AppContext } from '../app-context';
import type { RealtimeHub } from './hub';

export const SOCKET_PATH = '/api/socket';
const userRoom = (userId: string) => `user:${userId}`;
const treeRoom = (teamtreeId: string) => `teamtree:${teamtreeId}`;

/** Socket.IO on the HTTP server at /api/socket, authenticated by the access token. */
export async function attachRealtime(server: http.Server, app: AppContext): Promise<{ hub: RealtimeHub; close(): Promise<void> }> {
  const io = new Server(server, { path: SOCKET_PATH, serveClient: false, maxHttpBufferSize: 100_000 });

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const claims = typeof token === 'string' ? await app.tokens.verify(token) : null;
    if (!claims) return next(new Error('unauthorized'));
    socket.data.userId = claims.sub;
    next();
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId as string));
  });

  const hub: RealtimeHub = {
    toTree: (teamtreeId, event) => void io.to(treeRoom(teamtreeId)).emit('teamtree-update', event),
    toUsers: (userIds, event) => {
      if (userIds.length) io.to(userIds.map(userRoom)).emit('teamtree-update', event);
    },
    evictFromTree: (userId, teamtreeId) => io.in(userRoom(userId)).socketsLeave(treeRoom(teamtreeId)),
    disconnectUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
  };

  return {
    hub,
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}
