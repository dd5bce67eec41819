import { create } from 'zustand';
import type { OutboxEntry } from './outbox-entry';
import { changeQueue, deleteQueue, loadQueue } from './outbox-storage';

/**
 * The outbox of the signed-in account on this server, in memory as last committed to IndexedDB
 * (outbox-storage.ts). Changes are made one after the other and shown only once committed, so
 * what the list shows is what a restart finds.
 */

interface OutboxState {
  /** The API base URL and the user's id; null when nobody is signed in. */
  scope: string | null;
  entries: OutboxEntry[];
}

export const useOutbox = create<OutboxState>(() => ({ scope: null, entries: [] }));

export const outboxScope = (baseUrl: string, userId: string) => `${baseUrl}#${userId}`;

export const outboxEntries = () => useOutbox.getState().entries;

let chain: Promise<unknown> = Promise.resolve();

/**
 * Other tabs of the app on this device share the queue: each committed change is announced on
 * this channel, and a tab hearing of one reads the queue again (`onOtherTabChange` listeners
 * follow, e.g. to send what another tab kept).
 */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('teamtree-outbox');
const otherTabListeners = new Set<() => void>();

export function onOtherTabChange(listener: () => void): () => void {
  otherTabListeners.add(listener);
  return () => otherTabListeners.delete(listener);
}

if (channel) {
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const scope = useOutbox.getState().scope;
    if (!scope || event.data !== scope) return;
    void serially(async () => {
      const entries = await loadQueue(scope);
      if (useOutbox.getState().scope === scope) useOutbox.setState({ entries });
    }).then(() => otherTabListeners.forEach((listener) => listener()));
  };
}

function serially<T>(step: () => Promise<T>): Promise<T> {
  const run = chain.then(step);
  chain = run.catch(() => undefined);
  return run;
}

/** Changes the current scope's queue (committed before it resolves); answers the queue after it. */
export function changeOutbox(change: (queue: OutboxEntry[]) => OutboxEntry[]): Promise<OutboxEntry[]> {
  return serially(async () => {
    const { scope } = useOutbox.getState();
    if (!scope) throw new Error('No outbox: nobody is signed in');
    const next = await changeQueue(scope, change);
    if (useOutbox.getState().scope === scope) useOutbox.setState({ entries: next });
    channel?.postMessage(scope);
    return next;
  });
}

/** Switches to a scope's queue (null: signed out); answers its entries. */
export function openOutbox(scope: string | null): Promise<OutboxEntry[]> {
  return serially(async () => {
    if (useOutbox.getState().scope === scope) return useOutbox.getState().entries;
    useOutbox.setState({ scope, entries: [] });
    const entries = scope ? await loadQueue(scope) : [];
    if (useOutbox.getState().scope === scope) useOutbox.setState({ entries });
    return entries;
  });
}

/** Deletes a scope's queue (logout). The lead wires it where the session ends. */
export function clearOutbox(scope: string): Promise<void> {
  return serially(async () => {
    await deleteQueue(scope);
    if (useOutbox.getState().scope === scope) useOutbox.setState({ entries: [] });
    channel?.postMessage(scope);
  });
}
