/**
 * The offer of a new version of the web app: set when a new service worker waits, read by
 * UpdateNotice through `useSyncExternalStore`.
 */
export interface UpdateOffer {
  /** Lets the new version take over and reloads the page with it. */
  apply(): void;
}

/** The message the generated worker (vite-plugin-pwa, registerType 'prompt') answers with `skipWaiting()`. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

let current: UpdateOffer | null = null;
let applying = false;
const listeners = new Set<() => void>();

function publish(offer: UpdateOffer): void {
  current = offer;
  for (const listener of listeners) listener();
}

/** The offer on the table (`null` while the running version is the newest). */
export function updateOffer(): UpdateOffer | null {
  return current;
}

/** Calls `listener` whenever the offer changes; answers the unsubscribe. */
export function onUpdateOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A new worker waits: offer it. 'Reload to update' tells it to skip waiting and reloads once it
 * is active (whether or not it controls this page yet: a first visit's page is not controlled),
 * so the reload is served by the new version.
 */
export function offerWaitingWorker(waiting: ServiceWorker, reload: () => void): void {
  publish({
    apply() {
      applying = true;
      if (waiting.state === 'activated') {
        reload();
        return;
      }
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated') reload();
      });
      waiting.postMessage(SKIP_WAITING);
    },
  });
}

/**
 * A new version became active without this page asking (another tab let it in, or nothing held
 * it back because no page was controlled yet): this page still runs the old code, so the offer is
 * a plain reload. (In the tab that asked, the reload is under way.)
 */
export function offerReloadAfterTakeover(reload: () => void): void {
  if (!applying) publish({ apply: reload });
}
