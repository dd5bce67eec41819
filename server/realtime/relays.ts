import {
  FORBIDDEN,
  INVALID_PAYLOAD,
  UPDATE_TYPES,
  presenceUpdateInput,
  teamtreeChangeInput,
} from '../../shared/schemas/realtime';
import type { Fanout } from './fanout';
import { reply, treeRoom, type RealtimeSocket } from './types';

/**
 * The client relays: `teamtree-change` and `presence-update` go to every other socket in the
 * tree's room (not the sender). A socket that has not joined that room gets `forbidden`.
 */
export function relayClientEvents(socket: RealtimeSocket, fanout: Fanout): void {
  const { userId } = socket.data;

  socket.on('teamtree-change', (raw, ack) => {
    const input = teamtreeChangeInput.safeParse(raw);
    if (!input.success) return reply(ack, { error: INVALID_PAYLOAD });
    const { teamtreeId, timestamp } = input.data;
    const room = treeRoom(teamtreeId);
    if (!socket.rooms.has(room)) return reply(ack, { error: FORBIDDEN });
    fanout.emit(room, 'teamtree-update', { type: UPDATE_TYPES.teamtreeChange, teamtreeId, timestamp, userId }, [socket.id]);
    reply(ack, { ok: true });
  });

  socket.on('presence-update', (raw, ack) => {
    const input = presenceUpdateInput.safeParse(raw);
    if (!input.success) return reply(ack, { error: INVALID_PAYLOAD });
    const { teamtreeId, ...extra } = input.data;
    const room = treeRoom(teamtreeId);
    if (!socket.rooms.has(room)) return reply(ack, { error: FORBIDDEN });
    // The server's fields win over anything the client put into `extra`.
    fanout.emit(room, 'presence-changed', { ...extra, userId, teamtreeId }, [socket.id]);
    reply(ack, { ok: true });
  });
}
