import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeClientOptions, type RealtimeStatus } from '../../../desktop/renderer/src/realtime/realtime-client';
import { FORBIDDEN } from '../../../shared/schemas/realtime';

/** The socket's manager: only whether it reconnects by itself. */
class FakeManager extends EventEmitter {
  reconnects = true;
  reconnection(on: boolean) {
    this.reconnects = on;
    return this;
  }
}

/** A stand-in for a socket.io-client socket: the test plays the server. */
class FakeSocket extends EventEmitter {
  connected = false;
  connects = 0;
  emitted: Array<[string, unknown]> = [];
  readonly io = new FakeManager();
  auth?: (cb: (data: unknown) => void) => void;

  connect() {
    this.connects++;
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  /** What the server acknowledges (a join it refuses answers `{ error }`). */
  ack: unknown = { ok: true };
  timeout() {
    return { emitWithAck: async (event: string, payload: unknown) => (this.emitted.push([event, payload]), this.ack) };
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

/** Timers the test fires by hand. */
function manualTimers() {
  const pending: Array<{ run: () => void; ms: number }> = [];
  return {
    pending,
    schedule: (run: () => void, ms: number) => {
      const timer = { run, ms };
      pending.push(timer);
      return () => void pending.splice(pending.indexOf(timer), 1);
    },
    fire() {
      const timer = pending.shift();
      timer?.run();
      return timer?.ms;
    },
  };
}

function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  const socket = new FakeSocket();
  const timers = manualTimers();
  const reconnections: number[] = [];
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
    onReconnected: () => reconnections.push(reconnections.length + 1),
    schedule: timers.schedule,
    random: () => 0.5,
    connect: ((_url: string, opts: { auth: FakeSocket['auth'] }) => {
      socket.auth = opts.auth;
      return socket;
    }) as unknown as RealtimeClientOptions['connect'],
    ...overrides,
  });
  return { client, socket, statuses, invalid, refreshToken, timers, reconnections };
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

  it('keeps the last room-info of each tree for late subscribers', () => {
    const { client, socket } = setup({ kind: 'tree' });
    client.start();
    socket.accept();
    socket.emit('room-info', { teamtreeId: 't', activeUsers: 2 });
    socket.emit('room-info', { teamtreeId: 't', activeUsers: 3 });
    expect(client.lastRoomInfo('t')).toEqual({ teamtreeId: 't', activeUsers: 3 });
    expect(client.lastRoomInfo('other')).toBeUndefined();
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

  it('after the burst, keeps trying one attempt at a time with a growing delay, then reconnects as before', () => {
    const { client, socket, statuses, timers, reconnections } = setup({ kind: 'tree' });
    client.start();
    socket.accept();
    socket.drop('transport close');
    socket.io.emit('reconnect_failed');
    expect(statuses.at(-1)).toBe('offline');
    expect(socket.io.reconnects).toBe(false);
    const before = socket.connects;
    const delays = [timers.fire()];
    socket.refuse('websocket error');
    delays.push(timers.fire());
    socket.refuse('websocket error');
    delays.push(timers.fire());
    expect(delays).toEqual([1150, 1322, 1521]);
    expect(socket.connects).toBe(before + 3);
    expect(statuses.at(-1)).toBe('offline');
    socket.accept();
    expect(statuses.at(-1)).toBe('connected');
    expect(socket.io.reconnects).toBe(true);
    expect(timers.pending).toHaveLength(0);
    expect(reconnections).toHaveLength(1);
  });

  it('tries at once on retryNow while backing off, and not while connected', () => {
    const { client, socket, timers } = setup();
    client.start();
    client.retryNow();
    expect(socket.connects).toBe(1);
    socket.io.emit('reconnect_failed');
    client.retryNow();
    expect(socket.connects).toBe(2);
    expect(timers.pending).toHaveLength(0);
    socket.accept();
    client.retryNow();
    expect(socket.connects).toBe(2);
  });

  it('announces reconnections, not the first connection', () => {
    const { client, socket, reconnections } = setup();
    client.start();
    socket.accept();
    expect(reconnections).toHaveLength(0);
    socket.drop('transport close');
    socket.accept();
    expect(reconnections).toHaveLength(1);
  });

  it("announces the server's resync (events may have been missed) without a reconnection", () => {
    const resyncs: string[] = [];
    const { client, socket, reconnections } = setup({ onResync: () => resyncs.push('resync') });
    client.start();
    socket.accept();
    socket.emit('resync', {});
    expect(resyncs).toEqual(['resync']);
    expect(reconnections).toHaveLength(0);
    expect(socket.connects).toBe(1);
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

  it('is offline when refused for too many connections, and retries with the backoff until taken', () => {
    const { client, socket, statuses, timers, refreshToken } = setup();
    client.start();
    socket.refuse('too-many-connections');
    expect(statuses).toEqual(['connecting', 'offline']);
    expect(refreshToken).not.toHaveBeenCalled();
    expect(timers.fire()).toBe(1150);
    expect(socket.connects).toBe(2);
    socket.refuse('too-many-connections');
    expect(timers.fire()).toBe(1322);
    socket.accept();
    expect(statuses.at(-1)).toBe('connected');
    expect(timers.pending).toHaveLength(0);
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

  it('announces each join the server accepts, the first and every re-join, and no refused one', async () => {
    const joins: string[] = [];
    const { client, socket } = setup({ kind: 'tree', onJoined: (id) => joins.push(id) });
    client.start();
    await client.joinTree('tree-1'); // not connected yet: joined on connecting
    expect(joins).toEqual([]);
    socket.accept();
    await flush();
    socket.drop('transport close');
    socket.accept();
    await flush();
    expect(joins).toEqual(['tree-1', 'tree-1']);
    socket.ack = { error: 'Not a member' };
    await client.joinTree('tree-2');
    expect(joins).toEqual(['tree-1', 'tree-1']);
  });

  it('announces a join the server refused as forbidden, but not one that found no connection', async () => {
    const refused: string[] = [];
    const { client, socket } = setup({ kind: 'tree', onJoinRefused: (id) => refused.push(id) });
    client.start();
    await client.joinTree('tree-1'); // not connected yet: no answer of the server
    expect(refused).toEqual([]);
    socket.ack = { error: FORBIDDEN };
    socket.accept();
    await flush();
    expect(refused).toEqual(['tree-1']);
    socket.ack = { error: 'invalid payload' };
    await client.joinTree('tree-2');
    expect(refused).toEqual(['tree-1']);
  });

  it('ignores its own disconnect', () => {
    const { client, socket, statuses } = setup();
    client.start();
    socket.accept();
    socket.drop('io client disconnect');
    expect(statuses).toEqual(['connecting', 'connected']);
  });
});
