import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../desktop/renderer/src/session/storage-keys';
import type { BenchReady } from './bench-server-process';

/**
 * What the browser benchmarks of the tree page share (live-sync-bench.ts, move-bench.ts): signed-in
 * contexts, opening the tree page and waiting for a change to be drawn (Chromium's flags are
 * phone-browser.ts's BENCH_CHROMIUM_ARGS).
 */

export const median = (values: number[]) => percentile(values, 50);
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export { freePort } from '../support/free-port';

/** A browser context signed in as the owner, or as the user of `access` (the access token where the web app keeps it). */
export async function signedInContext(browser: Browser, ready: BenchReady, teamtreeId: string, access = ready.access): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const entries = JSON.stringify({ [STORAGE_KEYS.access]: access, [STORAGE_KEYS.activeTree]: teamtreeId });
  await context.addInitScript(`for (const [key, value] of Object.entries(${entries})) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);`);
  context.setDefaultTimeout(180_000);
  return context;
}

/**
 * Resolves (epoch ms) once the page's profile list has an entry starting with `wanted` and a
 * frame was drawn after it; rejects after `timeoutMs`, naming what the page's list shows for
 * the partner instead (a benchmark must fail, not wait forever).
 */
export function drawnWhenListed(page: Page, wanted: string, timeoutMs = 120_000): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const wanted = ${JSON.stringify(wanted)};
    const entries = () => Array.from(document.querySelectorAll('button')).map((b) => b.textContent);
    const shown = () => entries().some((text) => text.startsWith(wanted));
    const done = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    if (shown()) return done();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      clearTimeout(timer);
      done();
    });
    const partner = wanted.slice(0, wanted.indexOf('(') + 1);
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('not shown within ${timeoutMs} ms: ' + wanted + '; the list shows ' + JSON.stringify(entries().filter((text) => text.startsWith(partner))) + ', ' + (document.body.innerText.match(/Live[^\\n]*|Offline[^\\n]*|Reconnecting[^\\n]*/) || ['no live state'])[0]));
    }, ${timeoutMs});
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  })`);
}

/** Counts what a page receives: answer bodies and headers, websocket frames. */
export function byteCounter(page: Page) {
  const counter = { http: 0, ws: 0, status: 0 };
  page.on('requestfinished', (request) => {
    request
      .sizes()
      .then((sizes) => {
        counter.http += sizes.responseBodySize + sizes.responseHeadersSize;
        if (request.url().includes('/api/teamtree/status?teamtreeId=')) counter.status += sizes.responseBodySize;
      })
      // A page closed before the sizes came is done being counted.
      .catch(() => {});
  });
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => (counter.ws += Buffer.byteLength(frame.payload))));
  return counter;
}

export async function openTreePage(context: BrowserContext, ready: BenchReady, tree: BenchReady['trees'][number]): Promise<{ page: Page; ms: number; counter: ReturnType<typeof byteCounter> }> {
  const page = await context.newPage();
  const counter = byteCounter(page);
  await page.goto(`${ready.url}/teamtree?teamtreeId=${tree.teamtreeId}`);
  await page.getByRole('heading', { name: `Profiles in this TeamTree (${tree.size})` }).waitFor({ state: 'attached' });
  const ms = await page.evaluate<number>('new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))');
  return { page, ms, counter };
}
