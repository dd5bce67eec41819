import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeClientOptions, type RealtimeStatus } from '../../../desktop/renderer/src/realtime/realtime-client';

/** A stand-in for a socket.io-client socket: the test plays the server. */
class FakeSocket extends EventEmitter {
  connected = false;
  connects = 0;
  emitted: Array<[string, unknown]> = [];
  readonly io = new EventEmitter();
  auth?: (cb: (data: unknown) => void) => void;

  connect() {
    this.connects++;
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  timeout() {
    return { emitWithAck: async (event: string, payload: unknown) => (this.emitted.push([event, payload]), { ok: true }) };
  }
  /** Server side: accept the connection. */
  accept() {
    this.connected = true;
    super.emit('connect');
  }
  drop(reason: string) {
    this.connected = false;
    super.emit('disconnect', reason);
  }
  refuse(message: string) {
    super.emit('connect_error', new Error(message));
  }
  tokenOfNextAttempt(): Promise<unknown> {
    return new Promise((resolve) => this.auth?.((data) => resolve(data)));
  }
}

function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  const socket = new FakeSocket();
  const statuses: RealtimeStatus[] = [];
  const invalid: string[] = [];
  const refreshToken = vi.fn(async () => 'fresh-token' as string | null);
  const client = new RealtimeClient({
    kind: 'global',
    url: 'http://server.test',
    getToken: () => 'token',
    refreshToken,
    onStatus: (s) => statuses.push(s),
    onInvalidEvent: (event) => invalid.push(event),
    connect: ((_url: string, opts: { auth: FakeSocket['auth'] }) => {
      socket.auth = opts.auth;
      return socket;
    }) as unknown as RealtimeClientOptions['connect'],
    ...overrides,
  });
  return { client, socket, statuses, invalid, refreshToken };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RealtimeClient', () => {
  it('hands handlers only events that match the contract', () => {
    const { client, socket, invalid } = setup();
    client.start();
    socket.accept();
    const seen: unknown[] = [];
    client.on('room-info', (e) => seen.push(e));
    socket.emit('room-info', { teamtreeId: 't', activeUsers: 2 });
    socket.emit('room-info', { teamtreeId: 't', activeUsers: 'two' });
    socket.emit('teamtree-update', { type: 'no-such-type', teamtreeId: 't' });
    expect(seen).toEqual([{ teamtreeId: 't', activeUsers: 2 }]);
    expect(invalid).toEqual(['room-info', 'teamtree-update']);
  });

  it('unsubscribes', () => {
    const { client, socket } = setup();
    client.start();
    const seen: unknown[] = [];
    const off = client.on('user-left', (e) => seen.push(e));
    off();
    socket.emit('user-left', { teamtreeId: 't', userId: 'u' });
    expect(seen).toEqual([]);
  });

  it('after a server-side disconnect, refreshes and connects with the new token', async () => {
    const { client, socket, statuses, refreshToken } = setup();
    client.start();
    socket.accept();
    socket.drop('io server disconnect');
    await flush();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(2);
    expect(await socket.tokenOfNextAttempt()).toEqual({ token: 'fresh-token' });
    socket.accept();
    expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('stops as signed-out when the refresh gives no token', async () => {
    const { client, socket, statuses } = setup({ refreshToken: async () => null });
    client.start();
    socket.refuse('unauthorized');
    await flush();
    expect(socket.connects).toBe(1);
    expect(statuses.at(-1)).toBe('signed-out');
  });

  it('refreshes once per refusal: refused again with the new token, it stops', async () => {
    const { client, socket, statuses, refreshToken } = setup();
    client.start();
    socket.refuse('unauthorized');
    await flush();
    socket.refuse('unauthorized');
    await flush();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('signed-out');
  });

  it('leaves network failures to the manager and goes offline when it gives up', () => {
    const { client, socket, statuses, refreshToken } = setup();
    client.start();
    socket.refuse('xhr poll error');
    socket.io.emit('reconnect_attempt', 1);
    socket.io.emit('reconnect_failed');
    expect(refreshToken).not.toHaveBeenCalled();
    expect(statuses).toEqual(['connecting', 'reconnecting', 'offline']);
  });

  it('gives up after more server-side disconnects in a minute than its attempts', async () => {
    const { client, socket, statuses } = setup({ kind: 'tree' });
    client.start();
    for (let i = 0; i < 4; i++) {
      socket.accept();
      socket.drop('io server disconnect');
      await flush();
    }
    expect(statuses.at(-1)).toBe('offline');
    expect(socket.connects).toBe(4); // the first connect and 3 reconnections
  });

  it('re-joins its tree after every reconnection', async () => {
    const { client, socket } = setup({ kind: 'tree' });
    client.start();
    socket.accept();
    await client.joinTree('tree-1');
    socket.drop('transport close');
    socket.accept();
    await flush();
    expect(socket.emitted).toEqual([
      ['join-teamtree', 'tree-1'],
      ['join-teamtree', 'tree-1'],
    ]);
  });

  it('ignores its own disconnect', () => {
    const { client, socket, statuses } = setup();
    client.start();
    socket.accept();
    socket.drop('io client disconnect');
    expect(statuses).toEqual(['connecting', 'connected']);
  });
});
