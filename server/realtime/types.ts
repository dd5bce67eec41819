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
  /** Put a user's local sockets in a tree's room into its READ members' room, or take them out. */
  'teamtree:reader': (userId: string, teamtreeId: string, reader: boolean) => void;
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
export const userRoom = (userId: string) => `${USER_ROOM_PREFIX}${userId}`;
/** Every socket signed in through one refresh family. */
export const sessionRoom = (familyId: string) => `${SESSION_ROOM_PREFIX}${familyId}`;
export const treeRoom = (teamtreeId: string) => `${TREE_ROOM_PREFIX}${teamtreeId}`;
/**
 * The sockets of a tree's READ members, besides the tree's room: they get profile and history
 * events with the fields the owner hides from them emptied (docs/privacy.md "What READ members see").
 */
export const readerRoom = (teamtreeId: string) => `${READER_ROOM_PREFIX}${teamtreeId}`;
export const isTreeRoom = (room: string) => room.startsWith(TREE_ROOM_PREFIX);
export const treeIdOf = (room: string) => room.slice(TREE_ROOM_PREFIX.length);

/** Calls a client's acknowledgement callback when it sent one. */
export function reply(ack: unknown, answer: { ok: true } | { error: string }): void {
  if (typeof ack === 'function') ack(answer);
}
