import { whenIdle } from '../lib/when-idle';
import { desktopHost } from '../platform';
import { newerBuildOut } from './newer-build';
import { offerReloadAfterTakeover, offerWaitingWorker } from './update-offer';

/** The worker vite-plugin-pwa writes into the web build (vite.config.ts). */
const WORKER_URL = '/sw.js';
/** An app left open (a phone resumes it rather than reloading) asks for a new version at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let started = false;

/**
 * Registers the web build's service worker once the browser is idle after the first render.
 * Not in the desktop app (its renderer has no worker), not in the dev server (no worker either),
 * not where the browser has no service workers (or refuses them: an insecure origin). The
 * browser's own API is all it takes (no script to load: the page's first requests stay its own).
 */
export function startServiceWorker(): void {
  if (started) return;
  started = true;
  if (!import.meta.env.PROD || desktopHost() || !('serviceWorker' in navigator)) return;
  whenIdle(() => void register().catch(() => undefined), 5_000);
}

/** Runs `offer` when the server serves another build than this page's (a worker alone may bring the same one). */
function ifNewerBuild(offer: () => void): void {
  void newerBuildOut().then((newer) => newer && offer());
}

async function register(): Promise<void> {
  const workers = navigator.serviceWorker;
  const reload = () => window.location.reload();
  // The first worker a visitor ever gets is no update; every later one is.
  let hasVersion = Boolean((await workers.getRegistration('/'))?.active);
  const registration = await workers.register(WORKER_URL, { scope: '/' });
  const follow = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      // Installed beside an active version: it waits for 'Reload to update' (unless no page holds the old one).
      if (worker.state === 'installed' && registration.active && registration.waiting === worker) ifNewerBuild(() => offerWaitingWorker(worker, reload));
      if (worker.state === 'activated') {
        if (hasVersion) ifNewerBuild(() => offerReloadAfterTakeover(reload));
        hasVersion = true;
      }
    });
  };
  const waiting = registration.waiting;
  if (waiting && registration.active) ifNewerBuild(() => offerWaitingWorker(waiting, reload));
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  workers.addEventListener('controllerchange', () => ifNewerBuild(() => offerReloadAfterTakeover(reload)));

  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_INTERVAL_MS) return;
    checked = Date.now();
    void registration.update().catch(() => undefined);
  });
}
