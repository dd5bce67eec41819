import net from 'node:net';
import { io } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TeamtreeUpdateEvent } from '../../shared/schemas/realtime';
import { RealtimeClient, socketOptions, type RealtimeStatus } from '../../desktop/renderer/src/realtime/realtime-client';
import { refreshCookieOf, registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { seedTree } from './socket-helpers';

const backend = useTestServer({ ACCESS_TOKEN_TTL: '2' });
const { api } = backend;
let user: TestUser;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  user = await registerUser(api);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.stop();
});

/** A client whose refresh calls the real refresh endpoint with the user's rotating cookie. */
function clientFor(kind: 'global' | 'tree', initialToken: string | null, who: TestUser = user, url = backend.url, connect: typeof io = io) {
  let token = initialToken;
  let cookie = who.refreshCookie;
  const statuses: RealtimeStatus[] = [];
  const refreshes: string[] = [];
  const statusWaiters: Array<{ status: RealtimeStatus; resolve: () => void }> = [];
  const client = new RealtimeClient({
    kind,
    url,
    connect,
    getToken: () => token,
    refreshToken: async () => {
      const res = await api.post('/api/auth/refresh', {}, { headers: cookie ? { cookie: `tt_refresh=${cookie}` } : {} });
      refreshes.push(String(res.status));
      if (res.status !== 200) return null;
      cookie = refreshCookieOf(res.headers) ?? cookie;
      token = res.body.access;
      return token;
    },
    onStatus: (status) => {
      statuses.push(status);
      for (const w of statusWaiters.filter((w) => w.status === status)) w.resolve();
    },
  });
  clients.push(client);
  const reach = (status: RealtimeStatus, ms = 8000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`status ${status} not reached; saw ${statuses.join(',')}`)), ms);
      statusWaiters.push({ status, resolve: () => (clearTimeout(timer), resolve()) });
    });
  return { client, statuses, refreshes, reach, setToken: (t: string | null) => (token = t) };
}

function nextOf<T>(subscribe: (handler: (payload: T) => void) => () => void, filter: (p: T) => boolean = () => true, ms = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (off(), reject(new Error('event did not arrive'))), ms);
    const off = subscribe((payload) => {
      if (!filter(payload)) return;
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

describe('the renderer realtime client', () => {
  it('uses the contract transport and reconnection settings', () => {
    expect(socketOptions('global')).toMatchObject({
      path: '/api/socket',
      transports: ['websocket', 'polling'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 1000,
      reconnectionAttempts: 5,
    });
    expect(socketOptions('tree').reconnectionAttempts).toBe(3);
  });

  it('opens no socket without a token', () => {
    const { client, statuses } = clientFor('global', null);
    expect(client.start()).toBe(false);
    expect(client.connected).toBe(false);
    expect(statuses).toEqual([]);
  });

  it('connects with the token and hands handlers events parsed with the shared schema', async () => {
    const fresh = await registerUser(api);
    const { client, reach } = clientFor('global', fresh.access, fresh);
    const connected = reach('connected');
    expect(client.start()).toBe(true);
    await connected;
    const event: TeamtreeUpdateEvent = { type: 'join-request-rejected', teamtreeId: 't', affectedUserId: fresh.id, data: { id: 'r' } };
    const arrival = nextOf((h) => client.on('teamtree-update', h));
    backend.server.context.hub.toUsers([fresh.id], event);
    expect(await arrival).toEqual(event);
  });

  it('asks for a new token when the server answers unauthorized, then connects', async () => {
    const fresh = await registerUser(api);
    const { client, reach, refreshes } = clientFor('global', 'not-a-valid-token', fresh);
    const connected = reach('connected');
    client.start();
    await connected;
    expect(refreshes).toEqual(['200']);
  });

  it('stops as signed-out when no new token can be had', async () => {
    const { client, reach } = clientFor('global', 'not-a-valid-token', { ...user, refreshCookie: null });
    const signedOut = reach('signed-out');
    client.start();
    await signedOut;
    expect(client.connected).toBe(false);
  });

  it('after its token expires, refreshes, reconnects and re-joins its tree', async () => {
    const fresh = await registerUser(api, { firstName: 'Tia', lastName: 'Tree' });
    const tree = await seedTree(backend.server.context.db, fresh.id);
    const { client, reach, refreshes, statuses } = clientFor('tree', fresh.access, fresh);
    const connected = reach('connected');
    client.start();
    await connected;
    expect(await client.joinTree(tree)).toEqual({ ok: true });

    // The 2-second token expires: the server disconnects, the client refreshes and re-joins.
    const reconnecting = reach('reconnecting');
    const rejoined = nextOf<{ teamtreeId: string }>((h) => client.on('room-info', h), (e) => e.teamtreeId === tree, 8000);
    await reconnecting;
    await rejoined;
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === '200')).toBe(true);
    expect(statuses.slice(-2)).toEqual(['reconnecting', 'connected']);
    const update = nextOf((h) => client.on('teamtree-update', h));
    backend.server.context.hub.toTree(tree, { type: 'profile-delete', teamtreeId: tree, data: { ids: ['x'] } });
    expect(await update).toMatchObject({ type: 'profile-delete', teamtreeId: tree });
  });

  it('gives up after 3 reconnection attempts for a tree socket, then reports offline', async () => {
    // A port that refuses connections.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    // The manager's own events count the attempts (their spacing is the reconnection delay checked above).
    const manager: string[] = [];
    const observed = ((...args: Parameters<typeof io>) => {
      const socket = io(...args);
      socket.io.on('reconnect_attempt', (attempt) => manager.push(`attempt ${attempt}`));
      socket.io.on('reconnect_failed', () => manager.push('failed'));
      return socket;
    }) as typeof io;
    const { client, reach, statuses } = clientFor('tree', user.access, user, `http://127.0.0.1:${port}`, observed);
    const offline = reach('offline', 15_000);
    client.start();
    await offline;
    expect(manager).toEqual(['attempt 1', 'attempt 2', 'attempt 3', 'failed']);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'offline']);
  });
});
