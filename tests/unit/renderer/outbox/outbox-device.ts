import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import type { Me } from '../../../../shared/schemas/auth';
import type { OutboxEntry } from '../../../../desktop/renderer/src/outbox/outbox-entry';
import type { FakeProfileServer } from './fake-profile-server';

/**
 * A browser for the outbox runtime (desktop/renderer/src/outbox/outbox-runtime.ts) in Node: an
 * IndexedDB of its own (fake-indexeddb, in memory), the `online` flag and event, and the network
 * (a FakeProfileServer as `fetch`). `open()` loads the app as a page load does: every module
 * afresh (nothing kept in memory), the same IndexedDB; the page before is gone (its timers
 * cleared). The tests drive the retry timers with vitest's fake `setTimeout`.
 */

export const USER: Me = {
  id: 'user-1',
  role: 'USER',
  plan: 'BASIC',
  firstName: 'Eda',
  lastName: 'Editor',
  name: 'Eda Editor',
  email: 'eda@example.com',
  emailVerified: true,
  twoFactor: false,
  recoveryCodesLeft: null,
  hasPassword: true,
  language: 'en',
};

const loadApp = async () => {
  const [outbox, store, auth, instance] = await Promise.all([
    import('../../../../desktop/renderer/src/outbox/outbox-runtime'),
    import('../../../../desktop/renderer/src/outbox/outbox-store'),
    import('../../../../desktop/renderer/src/session/auth-store'),
    import('../../../../desktop/renderer/src/api/instance'),
  ]);
  return { outbox, store, auth, instance };
};

export type Page = Awaited<ReturnType<Device['open']>>;

export class Device {
  private readonly indexedDB = new IDBFactory();
  private readonly navigator = { onLine: true };
  private window = new EventTarget();

  constructor(readonly server: FakeProfileServer) {}

  /** The app loaded (again), signed in, its kept outbox read. */
  async open() {
    vi.clearAllTimers();
    this.window = new EventTarget();
    vi.stubGlobal('window', this.window);
    // The realtime socket's module listens to the page's events too.
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    vi.stubGlobal('navigator', this.navigator);
    vi.stubGlobal('indexedDB', this.indexedDB);
    vi.stubGlobal('fetch', this.server.fetch);
    // One tab: no other page hears this one's changes.
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.resetModules();
    const { outbox, store, auth, instance } = await loadApp();
    auth.useAuth.setState({ status: 'authenticated', me: USER });
    outbox.startOutbox();
    await store.openOutbox(store.outboxScope(instance.api.baseUrl, USER.id));
    const entries = () => store.useOutbox.getState().entries;
    return {
      ...outbox,
      entries,
      /** Resolves with the queue once `done` holds for it (as committed to IndexedDB). */
      untilQueue(done: (queue: OutboxEntry[]) => boolean): Promise<OutboxEntry[]> {
        return new Promise((resolve) => {
          const check = () => {
            if (!done(entries())) return;
            unsubscribe();
            resolve(entries());
          };
          const unsubscribe = store.useOutbox.subscribe(check);
          check();
        });
      },
    };
  }

  /** The browser says it is offline: nothing is tried. */
  goOffline(): void {
    this.navigator.onLine = false;
  }

  /** The browser is online again and says so (`online` event). */
  goOnline(): void {
    this.navigator.onLine = true;
    this.window.dispatchEvent(new Event('online'));
  }
}
