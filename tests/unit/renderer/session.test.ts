import { describe, expect, it, vi } from 'vitest';
import { Session } from '../../../desktop/renderer/src/session/session';
import { STORAGE_KEYS } from '../../../desktop/renderer/src/session/storage-keys';
import { readStoredAccess } from '../../../desktop/renderer/src/session/stored-access';
import { tokenExpiry } from '../../../desktop/renderer/src/session/token';
import { deadlineFromReceipt, EXPIRY_MARGIN_MS } from '../../../desktop/renderer/src/session/token-deadline';
import { deferred, deviceClock, fakeToken, memoryStore, serverToken } from './fakes';

const NOW = 1_800_000_000_000;
const now = () => NOW;

describe('tokenExpiry', () => {
  it('reads the exp claim in milliseconds', () => {
    expect(tokenExpiry(fakeToken(NOW + 60_000))).toBe(Math.floor((NOW + 60_000) / 1000) * 1000);
  });
  it('answers null for something that is not a JWT', () => {
    expect(tokenExpiry('garbage')).toBeNull();
    expect(tokenExpiry('a.b.c')).toBeNull();
  });
});

describe('Session start-up', () => {
  it('reuses a stored token whose expiry lies in the future, without refreshing', async () => {
    const token = fakeToken(NOW + 60_000);
    const refresh = vi.fn();
    const session = new Session({ storage: memoryStore({ [STORAGE_KEYS.access]: token }), refresh, now });
    expect(await session.start()).toBe(true);
    expect(session.token).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expired token when the refresh marker exists', async () => {
    const fresh = fakeToken(NOW + 60_000);
    const storage = memoryStore({ [STORAGE_KEYS.access]: fakeToken(NOW - 1000), [STORAGE_KEYS.refreshMarker]: '1' });
    const session = new Session({ storage, refresh: async () => fresh, now });
    expect(await session.start()).toBe(true);
    expect(session.token).toBe(fresh);
    expect(storage.getItem(STORAGE_KEYS.access)).toBe(fresh);
  });

  it('does not call refresh without the marker and forgets the stale token', async () => {
    const storage = memoryStore({ [STORAGE_KEYS.access]: fakeToken(NOW - 1000) });
    const refresh = vi.fn();
    const session = new Session({ storage, refresh, now });
    expect(await session.start()).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.access)).toBeNull();
  });

  it('refreshes after a sign-in round trip although the old token has not expired (refreshAtNextStart)', async () => {
    const storage = memoryStore();
    new Session({ storage, refresh: vi.fn(), now }).setAccess(fakeToken(NOW + 60_000));
    const leaving = new Session({ storage, refresh: vi.fn(), now });
    leaving.refreshAtNextStart();
    const fresh = fakeToken(NOW + 120_000);
    const back = new Session({ storage, refresh: async () => fresh, now });
    expect(await back.start()).toBe(true);
    expect(back.token).toBe(fresh);
  });

  it('clears the token and the marker when the refresh fails', async () => {
    const storage = memoryStore({ [STORAGE_KEYS.access]: fakeToken(NOW - 1000), [STORAGE_KEYS.refreshMarker]: '1' });
    const onClear = vi.fn();
    const session = new Session({ storage, refresh: async () => Promise.reject(new Error('401')), now, onClear });
    expect(await session.start()).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(session.token).toBeNull();
    expect(onClear).toHaveBeenCalled();
  });
});

describe('Session refresh coordination', () => {
  it('shares one refresh between concurrent callers', async () => {
    const gate = deferred<string>();
    const refresh = vi.fn(() => gate.promise);
    const session = new Session({ storage: memoryStore({ [STORAGE_KEYS.refreshMarker]: '1' }), refresh, now });
    const first = session.refresh();
    const second = session.refresh();
    expect(session.refreshing).toBe(true);
    const token = fakeToken(NOW + 60_000);
    gate.resolve(token);
    expect(await first).toBe(token);
    expect(await second).toBe(token);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.refreshing).toBe(false);
  });

  it('settled() waits for the refresh in flight, even a failing one', async () => {
    const gate = deferred<string>();
    const session = new Session({ storage: memoryStore({ [STORAGE_KEYS.refreshMarker]: '1' }), refresh: () => gate.promise, now });
    const refreshing = session.refresh().catch(() => 'failed');
    let waited = false;
    const waiting = session.settled().then(() => {
      waited = true;
    });
    await Promise.resolve();
    expect(waited).toBe(false);
    gate.reject(new Error('nope'));
    await waiting;
    expect(waited).toBe(true);
    expect(await refreshing).toBe('failed');
  });

  it('notifies subscribers when the session starts and ends', () => {
    const session = new Session({ storage: memoryStore(), refresh: vi.fn(), now });
    const listener = vi.fn();
    session.subscribe(listener);
    session.setAccess(fakeToken(NOW + 60_000));
    expect(session.hasRefreshMarker).toBe(true);
    session.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.hasRefreshMarker).toBe(false);
  });
});

describe("Session without 'Keep me logged in'", () => {
  it('keeps the access token in session storage only, also across refreshes, and picks it up after a reload', async () => {
    const local = memoryStore({});
    const transient = memoryStore({});
    const renewed = fakeToken(NOW + 120_000);
    const session = new Session({ storage: local, transientStorage: transient, refresh: async () => renewed, now });
    session.setAccess(fakeToken(NOW + 60_000), false);
    expect(local.getItem(STORAGE_KEYS.access)).toBeNull();
    expect(transient.getItem(STORAGE_KEYS.access)).toEqual(expect.any(String));
    await session.refresh();
    expect(local.getItem(STORAGE_KEYS.access)).toBeNull();
    expect(transient.getItem(STORAGE_KEYS.access)).toBe(renewed);

    const reloaded = new Session({ storage: local, transientStorage: transient, refresh: vi.fn(), now });
    expect(reloaded.token).toBe(renewed);
  });

  it("a later sign-in with 'Keep me logged in' moves the token to local storage; clearing empties both", () => {
    const local = memoryStore({});
    const transient = memoryStore({});
    const session = new Session({ storage: local, transientStorage: transient, refresh: vi.fn(), now });
    session.setAccess(fakeToken(NOW + 60_000), false);
    session.setAccess(fakeToken(NOW + 90_000), true);
    expect(local.getItem(STORAGE_KEYS.access)).toEqual(expect.any(String));
    expect(transient.getItem(STORAGE_KEYS.access)).toBeNull();
    session.clear();
    expect(local.getItem(STORAGE_KEYS.access)).toBeNull();
    expect(transient.getItem(STORAGE_KEYS.access)).toBeNull();
  });
});

describe('Session deadlines on the device clock', () => {
  const SERVER_NOW = 1_800_000_000_000;
  const LIFETIME = 900_000;

  it('measures the lifetime (exp − iat) from the receipt, whatever the device clock says', () => {
    for (const skew of [0, 5 * 365 * 86_400_000, -5 * 365 * 86_400_000]) {
      const clock = deviceClock(SERVER_NOW + skew);
      const token = serverToken(SERVER_NOW, LIFETIME);
      const session = new Session({ storage: memoryStore(), refresh: vi.fn(), now: clock.now });
      session.setAccess(token);
      clock.advance(LIFETIME - EXPIRY_MARGIN_MS - 1);
      expect(session.token).toBe(token);
      clock.advance(1);
      expect(session.token).toBeNull();
    }
  });

  it('a token another tab already received keeps the deadline recorded then', () => {
    const clock = deviceClock(SERVER_NOW);
    const storage = memoryStore();
    const token = serverToken(SERVER_NOW, LIFETIME);
    new Session({ storage, refresh: vi.fn(), now: clock.now }).setAccess(token);
    clock.advance(LIFETIME / 2);
    const otherTab = new Session({ storage, refresh: vi.fn(), now: clock.now });
    otherTab.setAccess(token);
    clock.advance(LIFETIME / 2);
    expect(otherTab.token).toBeNull();
  });

  it('a deadline recorded for another token is not inherited', () => {
    const clock = deviceClock(SERVER_NOW);
    const storage = memoryStore();
    new Session({ storage, refresh: vi.fn(), now: clock.now }).setAccess(serverToken(SERVER_NOW, LIFETIME));
    const stale = serverToken(SERVER_NOW - 2 * LIFETIME, LIFETIME);
    storage.setItem(STORAGE_KEYS.access, stale);
    expect(readStoredAccess(storage)?.deadline).toBeNull();
    expect(new Session({ storage, refresh: vi.fn(), now: clock.now }).token).toBeNull();
  });
});

describe('deadlineFromReceipt', () => {
  it('keeps half of a very short lifetime (tests run the server with 2-second tokens)', () => {
    expect(deadlineFromReceipt(serverToken(0, 2_000), 50_000)).toBe(51_000);
    expect(deadlineFromReceipt(serverToken(0, 900_000), 50_000)).toBe(50_000 + 900_000 - EXPIRY_MARGIN_MS);
  });
});
