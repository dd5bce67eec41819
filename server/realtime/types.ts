import type { Server, Socket } from 'socket.io';
import type { ServerToClientEvents } from '../../shared/schemas/realtime';

/** What a socket carries from its handshake (serialised for sockets on other instances). */
export interface SocketData {
  userId: string;
  /** Access token expiry, seconds since the epoch. */
  exp: number;
  /** The refresh family (session) the access token was issued from. */
  sessionId: string;
  /** The user's first and last name, as the handshake read them. */
  name: string;
}

/** Messages between server instances (through the cluster adapter). */
export interface InterServerEvents {
  /** Remove a user's local sockets from a tree's room; answers whether it had any there. */
  'teamtree:evict': (userId: string, teamtreeId: string, answer: (hadSockets: boolean) => void) => void;
  /** Deliver an event to this instance's sockets in these rooms (see fanout.ts). */
  'teamtree:emit': (rooms: string[], except: string[], event: string, payload: unknown) => void;
  /**
   * A change that narrows what a member may see is about to commit: hold this user's local
   * sockets of the tree at most at `level` until the hold is settled; answers once they are moved.
   */
  'teamtree:restrict': (userId: string, teamtreeId: string, holdId: string, level: Restriction, answer: (done: true) => void) => void;
  /** Drop the hold (when given), read the user's membership and move their local sockets to match; answers once moved. */
  'teamtree:settle': (userId: string, teamtreeId: string, holdId: string | null, answer: (done: true) => void) => void;
  /** Disconnect this instance's sockets in a room (a user's or a session's). */
  'teamtree:disconnect': (room: string) => void;
  /** Events published by the sender were lost (its database connection failed): send `resync` to this instance's sockets. */
  'teamtree:resync': () => void;
}

/** Client events arrive untrusted: every handler parses its arguments itself. */
export type UntrustedClientEvents = Record<string, (...args: unknown[]) => void>;

export type RealtimeServer = Server<UntrustedClientEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<UntrustedClientEvents, ServerToClientEvents, InterServerEvents, SocketData>;

const USER_ROOM_PREFIX = 'user:';
const TREE_ROOM_PREFIX = 'teamtree:';
const SESSION_ROOM_PREFIX = 'session:';
const READER_ROOM_PREFIX = 'teamtree-read:';
const FULL_ROOM_PREFIX = 'teamtree-full:';
export const userRoom = (userId: string) => `${USER_ROOM_PREFIX}${userId}`;
/** Every socket signed in through one refresh family. */
export const sessionRoom = (familyId: string) => `${SESSION_ROOM_PREFIX}${familyId}`;
export const treeRoom = (teamtreeId: string) => `${TREE_ROOM_PREFIX}${teamtreeId}`;
/**
 * The tree's data rooms: every event that carries profile data goes to these two only, never
 * to the tree's room. A socket in the tree's room is in at most one of them, put there with the
 * permission known (server/realtime/data-rooms.ts; docs/privacy.md "What READ members see"):
 * the full room (owner, moderators, EDIT members) gets events as they are, the READ members'
 * room with the fields the owner hides from them emptied.
 */
export const fullRoom = (teamtreeId: string) => `${FULL_ROOM_PREFIX}${teamtreeId}`;
export const readerRoom = (teamtreeId: string) => `${READER_ROOM_PREFIX}${teamtreeId}`;
export const dataRooms = (teamtreeId: string) => [fullRoom(teamtreeId), readerRoom(teamtreeId)];
/** The most a member's sockets may get while a change that narrows it is in flight: masked data, or none. */
export type Restriction = 'reader' | 'none';
export const isTreeRoom = (room: string) => room.startsWith(TREE_ROOM_PREFIX);
export const treeIdOf = (room: string) => room.slice(TREE_ROOM_PREFIX.length);

/** Calls a client's acknowledgement callback when it sent one. */
export function reply(ack: unknown, answer: { ok: true } | { error: string }): void {
  if (typeof ack === 'function') ack(answer);
}
