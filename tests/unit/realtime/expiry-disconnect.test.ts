import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disconnectAtExpiry } from '../../../server/realtime/connection-guard';
import type { RealtimeSocket } from '../../../server/realtime/types';

/** The parts of a server socket `disconnectAtExpiry` uses: its token expiry, `disconnect` and the disconnect event. */
class ExpiringSocket extends EventEmitter {
  disconnects: boolean[] = [];
  constructor(readonly data: { exp: number }) {
    super();
  }
  disconnect(close: boolean) {
    this.disconnects.push(close);
    this.emit('disconnect', 'server namespace disconnect');
  }
}

const START = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('disconnectAtExpiry (on a fake clock)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: START }));
  afterEach(() => void vi.useRealTimers());

  it('closes the connection at the token expiry, not a millisecond before', () => {
    const socket = new ExpiringSocket({ exp: START / 1000 + 2 });
    disconnectAtExpiry(socket as unknown as RealtimeSocket);
    vi.advanceTimersByTime(1999);
    expect(socket.disconnects).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.disconnects).toEqual([true]);
  });

  it('closes at once a socket whose token has already expired', () => {
    const socket = new ExpiringSocket({ exp: START / 1000 - 5 });
    disconnectAtExpiry(socket as unknown as RealtimeSocket);
    vi.advanceTimersByTime(0);
    expect(socket.disconnects).toEqual([true]);
  });

  it('forgets the timer of a socket that left earlier', () => {
    const socket = new ExpiringSocket({ exp: START / 1000 + 2 });
    disconnectAtExpiry(socket as unknown as RealtimeSocket);
    socket.emit('disconnect', 'client namespace disconnect');
    vi.advanceTimersByTime(10_000);
    expect(socket.disconnects).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
