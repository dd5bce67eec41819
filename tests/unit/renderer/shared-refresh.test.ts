import { describe, expect, it } from 'vitest';
import { sharedRefresh, type TabLock } from '../../../desktop/renderer/src/platform/shared-refresh';
import { STORAGE_KEYS } from '../../../desktop/renderer/src/session/storage-keys';
import { writeStoredAccess } from '../../../desktop/renderer/src/session/stored-access';
import { deferred, fakeToken, memoryStore, serverToken } from './fakes';

const NOW = 1_800_000_000_000;
const now = () => NOW;

/** A lock like navigator.locks: tasks run one after another. */
function queueLock(): TabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

describe('sharedRefresh (two tabs, one rotating refresh cookie)', () => {
  it('a tab that waited behind another takes the token the other stored, without a second refresh', async () => {
    const storage = memoryStore({ [STORAGE_KEYS.access]: fakeToken(NOW - 1000) });
    const lock = queueLock();
    const fresh = fakeToken(NOW + 900_000);
    const serverAnswer = deferred<{ status: number; body: unknown }>();
    let serverCalls = 0;
    const refresh = () => {
      serverCalls += 1;
      return serverAnswer.promise;
    };
    const tabA = sharedRefresh({ storage, lock, refresh, now });
    const tabB = sharedRefresh({ storage, lock, refresh, now });

    const a = tabA();
    const b = tabB();
    // Tab A's session stores the new token when its refresh answers.
    serverAnswer.resolve({ status: 200, body: { access: fresh } });
    expect(await a).toEqual({ status: 200, body: { access: fresh } });
    storage.setItem(STORAGE_KEYS.access, fresh);
    expect(await b).toEqual({ status: 200, body: { access: fresh } });
    expect(serverCalls).toBe(1);
  });

  it('refreshes with the server when no other tab stored a newer token', async () => {
    const storage = memoryStore({ [STORAGE_KEYS.access]: fakeToken(NOW - 1000) });
    let serverCalls = 0;
    const refresh = sharedRefresh({
      storage,
      lock: queueLock(),
      refresh: async () => {
        serverCalls += 1;
        return { status: 401, body: { error: 'expired' } };
      },
      now,
    });
    expect((await refresh()).status).toBe(401);
    expect(serverCalls).toBe(1);
  });

  it('does not take a newer token whose deadline on this device has passed', async () => {
    const storage = memoryStore({ [STORAGE_KEYS.access]: fakeToken(NOW - 5000) });
    let serverCalls = 0;
    const lock: TabLock = async (task) => {
      writeStoredAccess(storage, { token: fakeToken(NOW + 600_000), deadline: NOW - 1000 });
      return task();
    };
    const refresh = sharedRefresh({ storage, lock, refresh: async () => ((serverCalls += 1), { status: 200, body: { access: 'x' } }), now });
    await refresh();
    expect(serverCalls).toBe(1);
  });

  it('takes a token the other tab just stored even when the device clock is years off the server', async () => {
    const deviceNow = NOW + 3 * 365 * 86_400_000;
    const storage = memoryStore({ [STORAGE_KEYS.access]: serverToken(NOW - 900_000, 900_000) });
    const fresh = serverToken(NOW, 900_000);
    const lock: TabLock = async (task) => {
      storage.setItem(STORAGE_KEYS.access, fresh);
      return task();
    };
    let serverCalls = 0;
    const refresh = sharedRefresh({ storage, lock, refresh: async () => ((serverCalls += 1), { status: 200, body: { access: 'x' } }), now: () => deviceNow });
    expect(await refresh()).toEqual({ status: 200, body: { access: fresh } });
    expect(serverCalls).toBe(0);
  });
});
