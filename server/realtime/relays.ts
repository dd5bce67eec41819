import {
  CLIENT_EVENTS,
  FORBIDDEN,
  INVALID_PAYLOAD,
  RATE_LIMITED,
  TOO_LARGE,
  UPDATE_TYPES,
  USER_LIMITS,
  presenceUpdateInput,
  SERVER_EVENTS,
  teamtreeChangeInput,
} from '../../shared/schemas/realtime';
import type { ConnectedUsers } from './connected-users';
import type { Fanout } from './fanout';
import { reply, treeRoom, type RealtimeSocket } from './types';

/** Bytes of a payload as JSON (what the 2 KiB presence limit measures). */
function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/**
 * The client relays: `teamtree-change` and `presence-update` go to every other socket in the
 * tree's room (not the sender). A socket that has not joined that room gets `forbidden`; a
 * presence over 2 KiB gets `too-large`; past the user's shared relay budget (all their sockets
 * on this instance together) an event gets `rate-limited`. Refused events are not relayed.
 * `presence-changed` carries the server's `userId` and `name` for the sender, whatever the
 * client put into its payload.
 */
export function relayClientEvents(socket: RealtimeSocket, fanout: Fanout, users: ConnectedUsers): void {
  const { userId } = socket.data;

  socket.on(CLIENT_EVENTS.teamtreeChange, (raw, ack) => {
    const input = teamtreeChangeInput.safeParse(raw);
    if (!input.success) return reply(ack, { error: INVALID_PAYLOAD });
    const { teamtreeId, timestamp } = input.data;
    const room = treeRoom(teamtreeId);
    if (!socket.rooms.has(room)) return reply(ack, { error: FORBIDDEN });
    if (!users.takeRelay(userId)) return reply(ack, { error: RATE_LIMITED });
    fanout.emit(room, SERVER_EVENTS.teamtreeUpdate, { type: UPDATE_TYPES.teamtreeChange, teamtreeId, timestamp, userId }, [socket.id]);
    reply(ack, { ok: true });
  });

  socket.on(CLIENT_EVENTS.presenceUpdate, (raw, ack) => {
    const input = presenceUpdateInput.safeParse(raw);
    if (!input.success) return reply(ack, { error: INVALID_PAYLOAD });
    if (jsonBytes(raw) > USER_LIMITS.maxPresenceBytes) return reply(ack, { error: TOO_LARGE });
    const { teamtreeId, ...extra } = input.data;
    const room = treeRoom(teamtreeId);
    if (!socket.rooms.has(room)) return reply(ack, { error: FORBIDDEN });
    if (!users.takeRelay(userId)) return reply(ack, { error: RATE_LIMITED });
    // The server's fields win over anything the client put into `extra`.
    fanout.emit(room, SERVER_EVENTS.presenceChanged, { ...extra, userId, name: users.nameOf(userId), teamtreeId }, [socket.id]);
    reply(ack, { ok: true });
  });
}
