import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { io as connectClient, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type AckAnswer } from '../../shared/schemas/realtime';

export type ClientSocket = Socket;

export interface ConnectOptions {
  transports?: ('websocket' | 'polling')[];
}

/** Sockets opened by `connect`, closed by `closeAll` after each file. */
const opened = new Set<ClientSocket>();

export function closeAll(): void {
  for (const socket of opened) socket.disconnect();
  opened.clear();
}

/** A real socket.io-client socket, connected; rejects with the `connect_error` message. */
export function connect(url: string, token: string | null | undefined, options: ConnectOptions = {}): Promise<ClientSocket> {
  const socket = connectClient(url, {
    path: SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.add(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(err);
    });
  });
}

/** The message of the `connect_error` a connection attempt ends with. */
export async function connectError(url: string, token: string | null | undefined): Promise<string> {
  try {
    await connect(url, token);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected the connection to be refused');
}

/** Resolves with the next `event` on `socket` (that matches `filter`); rejects after `ms`. */
export function nextEvent<T = any>(socket: ClientSocket, event: string, filter: (payload: T) => boolean = () => true, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no "${event}" within ${ms} ms`));
    }, ms);
    function handler(payload: T) {
      if (!filter(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    }
    socket.on(event, handler);
  });
}

/** Resolves with the reason of the socket's disconnection. */
export function disconnected(socket: ClientSocket, ms = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return nextEvent<string>(socket, 'disconnect', () => true, ms);
}

/** Every event the socket receives from now on, in order, as [name, payload] (`settle` markers left out). */
export function record(socket: ClientSocket): Array<[string, any]> {
  const seen: Array<[string, any]> = [];
  socket.onAny((event, payload) => {
    if (!(event === 'teamtree-update' && payload?.data?.id && payload.data.id === payload.teamtreeId)) seen.push([event, payload]);
  });
  return seen;
}

/** Emits with an acknowledgement and resolves with it. */
export function emitAck(socket: ClientSocket, event: string, ...args: unknown[]): Promise<AckAnswer> {
  return socket.timeout(5000).emitWithAck(event, ...args);
}

/** A tree with members, written straight into the database (for tests of the socket side only). */
export async function seedTree(db: Knex, owner: string, members: Array<{ userId: string; permission?: string }> = []): Promise<string> {
  const id = crypto.randomUUID();
  await db('teamtrees').insert({ id, name: `Tree ${id.slice(0, 6)}`, owner_id: owner });
  await db('memberships').insert([
    { id: crypto.randomUUID(), teamtree_id: id, user_id: owner, permission: 'OWNER' },
    ...members.map((m) => ({ id: crypto.randomUUID(), teamtree_id: id, user_id: m.userId, permission: m.permission ?? 'READ' })),
  ]);
  return id;
}

export async function removeMember(db: Knex, teamtreeId: string, userId: string): Promise<void> {
  await db('memberships').where({ teamtree_id: teamtreeId, user_id: userId }).del();
}

/** A profile-style event that passes the contract check. */
export function profileEvent(teamtreeId: string, type = 'profile-update', name = 'Anna') {
  const id = crypto.randomUUID();
  return { type, teamtreeId, profileId: id, data: { id, teamtreeId, name, version: 1 } };
}

/**
 * A barrier: sends a marker to these users' private rooms and waits until every socket got it.
 * Events are ordered per socket, so whatever was sent to them before has arrived by then.
 */
export async function settle(hub: { toUsers(userIds: string[], event: Record<string, unknown>): void }, userIds: string[], sockets: ClientSocket[]): Promise<void> {
  const marker = crypto.randomUUID();
  const arrivals = sockets.map((s) => nextEvent(s, 'teamtree-update', (e) => e.data?.id === marker));
  hub.toUsers(userIds, { type: 'join-request-rejected', teamtreeId: marker, data: { id: marker } });
  await Promise.all(arrivals);
}

/** Emits `join-teamtree` and waits for the ack and for the `room-info` it causes on this socket. */
export async function join(socket: ClientSocket, teamtreeId: string): Promise<void> {
  const info = nextEvent(socket, 'room-info', (e) => e.teamtreeId === teamtreeId);
  const ack = await emitAck(socket, 'join-teamtree', teamtreeId);
  if (!('ok' in ack)) throw new Error(`join refused: ${JSON.stringify(ack)}`);
  await info;
}
