import {
  CLIENT_EVENTS,
  FORBIDDEN,
  INVALID_PAYLOAD,
  UPDATE_TYPES,
  presenceUpdateInput,
  SERVER_EVENTS,
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

  socket.on(CLIENT_EVENTS.teamtreeChange, (raw, ack) => {
    const input = teamtreeChangeInput.safeParse(raw);
    if (!input.success) return reply(ack, { error: INVALID_PAYLOAD });
    const { teamtreeId, timestamp } = input.data;
    const room = treeRoom(teamtreeId);
    if (!socket.rooms.has(room)) return reply(ack, { error: FORBIDDEN });
    fanout.emit(room, SERVER_EVENTS.teamtreeUpdate, { type: UPDATE_TYPES.teamtreeChange, teamtreeId, timestamp, userId }, [socket.id]);
    reply(ack, { ok: true });
  });

  socket.on(CLIENT_EVENTS.presenceUpdate, (raw, ack) => {
    const input = presenceUpdateInput.safeParse(raw);
    if (!input.success) return reply(ack, { error: INVALID_PAYLOAD });
    const { teamtreeId, ...extra } = input.data;
    const room = treeRoom(teamtreeId);
    if (!socket.rooms.has(room)) return reply(ack, { error: FORBIDDEN });
    // The server's fields win over anything the client put into `extra`.
    fanout.emit(room, SERVER_EVENTS.presenceChanged, { ...extra, userId, teamtreeId }, [socket.id]);
    reply(ack, { ok: true });
  });
}
