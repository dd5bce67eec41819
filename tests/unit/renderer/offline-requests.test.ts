import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../desktop/renderer/src/api/client';
import { ApiError, ConnectionError, errorMessage, isConnectionError, OFFLINE_TRY_AGAIN } from '../../../desktop/renderer/src/api/errors';
import { offlineStateText } from '../../../desktop/renderer/src/offline/kept-time';
import { Session } from '../../../desktop/renderer/src/session/session';
import { STORAGE_KEYS } from '../../../desktop/renderer/src/session/storage-keys';
import { fakeToken, jsonResponse, memoryStore, webHost } from './fakes';

/** Issue 23: a request that gets no answer is said in plain words, keeps the session, and is reported. */

const NOW = 1_800_000_000_000;

describe('a server that cannot be reached', () => {
  it("turns fetch's own failure into a ConnectionError with the plain text, and reports it", async () => {
    const reached: boolean[] = [];
    const session = new Session({ storage: memoryStore({ [STORAGE_KEYS.access]: fakeToken(Date.now() + 60_000) }), refresh: async () => 'x' });
    let fail = true;
    const fetchImpl = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { ok: true });
    });
    const api = new ApiClient({ session, platform: () => webHost(async () => ({ status: 500, body: null })), fetch: fetchImpl, onReach: (r) => reached.push(r) });
    const failure = await api.get('/health').catch((error: unknown) => error);
    expect(isConnectionError(failure)).toBe(true);
    expect(errorMessage(failure)).toBe(OFFLINE_TRY_AGAIN);
    expect(errorMessage(failure)).not.toContain('Failed to fetch');
    fail = false;
    expect(await api.get('/health')).toEqual({ ok: true });
    expect(reached).toEqual([false, true]);
  });

  it('an answer with an error status is an answer: the server was reached', async () => {
    const reached: boolean[] = [];
    const session = new Session({ storage: memoryStore({ [STORAGE_KEYS.access]: fakeToken(Date.now() + 60_000) }), refresh: async () => 'x' });
    const api = new ApiClient({ session, platform: () => webHost(async () => ({ status: 500, body: null })), fetch: async () => jsonResponse(503, { error: 'busy' }), onReach: (r) => reached.push(r) });
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(reached).toEqual([true]);
  });

  it('an aborted request stays an abort (Cancel), not an offline failure', async () => {
    const reached: boolean[] = [];
    const session = new Session({ storage: memoryStore({ [STORAGE_KEYS.access]: fakeToken(Date.now() + 60_000) }), refresh: async () => 'x' });
    const abort = new AbortController();
    const api = new ApiClient({
      session,
      platform: () => webHost(async () => ({ status: 500, body: null })),
      fetch: async (_url, init) => {
        abort.abort();
        init?.signal?.throwIfAborted();
        return jsonResponse(200, {});
      },
      onReach: (r) => reached.push(r),
    });
    const failure = await api.get('/x', { signal: abort.signal }).catch((error: unknown) => error);
    expect(isConnectionError(failure)).toBe(false);
    expect((failure as Error).name).toBe('AbortError');
    expect(reached).toEqual([]);
  });

  it('a desktop refresh the host could not send is a ConnectionError', async () => {
    const session = new Session({ storage: memoryStore(), refresh: async () => 'x' });
    const api = new ApiClient({ session, platform: () => webHost(async () => ({ status: 503, body: { error: 'x', unreachable: true } })), fetch: async () => jsonResponse(200, {}) });
    await expect(api.refreshAccess()).rejects.toBeInstanceOf(ConnectionError);
  });
});

describe('the session without a connection', () => {
  const expired = () => memoryStore({ [STORAGE_KEYS.access]: fakeToken(NOW - 1000), [STORAGE_KEYS.refreshMarker]: '1' });

  it('an offline start keeps the sign-in: a refresh that got no answer clears nothing', async () => {
    const storage = expired();
    const onClear = vi.fn();
    const session = new Session({ storage, refresh: async () => Promise.reject(new ConnectionError()), keepOn: isConnectionError, now: () => NOW, onClear });
    expect(await session.start()).toBe(true);
    expect(session.hasRefreshMarker).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.access)).not.toBeNull();
    expect(onClear).not.toHaveBeenCalled();
  });

  it('a refused refresh still ends the session', async () => {
    const storage = expired();
    const session = new Session({ storage, refresh: async () => Promise.reject(new ApiError(401, { error: 'Invalid refresh token' })), keepOn: isConnectionError, now: () => NOW });
    expect(await session.start()).toBe(false);
    expect(storage.data.size).toBe(0);
  });
});

describe("'Offline – showing the state of <time>'", () => {
  it('names the time of day for a state of today, and the day for an older one', () => {
    const now = new Date(2026, 10, 27, 15, 0).getTime();
    expect(offlineStateText(new Date(2026, 10, 27, 9, 5).getTime(), now)).toBe('Offline – showing the state of 09:05');
    expect(offlineStateText(new Date(2026, 10, 25, 18, 30).getTime(), now)).toBe('Offline – showing the state of 25 Nov, 18:30');
    expect(offlineStateText(new Date(2025, 11, 31, 23, 59).getTime(), now)).toBe('Offline – showing the state of 31 Dec 2025, 23:59');
    expect(offlineStateText(null, now)).toBe('Offline');
  });
});
