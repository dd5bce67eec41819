import type { Page } from 'playwright-core';

/**
 * Resolves once the page's service worker registration has an activated worker (its precache is
 * then complete), by the worker's own events. Without a worker it waits until the test's timeout.
 */
export async function workerActivated(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker.state === 'activated') return;
    await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  })()`);
}

/** Whether a service worker controls the page (answers its requests). */
export function workerControls(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('navigator.serviceWorker.controller !== null');
}

/** Asks the browser to check for a new worker now, as it does on a navigation. */
export async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.getRegistration().then((registration) => registration.update())');
}
