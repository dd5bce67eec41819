import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../desktop/renderer/src/session/storage-keys';
import type { BenchReady } from './bench-server-process';

/** The phone of issue 22's targets: Chromium's emulation of a 390x844 touch screen at DPR 3. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;

/** Chromium's flags for the browser benchmarks (no GPU, nothing in the background that competes for the cores). */
export const BENCH_CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows'];

/** A phone's browser context signed in as the bench server's owner, with `teamtreeId` as the active tree (no service worker: every open is a cold one). */
export async function signedInPhone(browser: Browser, ready: BenchReady, teamtreeId: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, timezoneId: 'UTC', serviceWorkers: 'block' });
  const entries = JSON.stringify({ [STORAGE_KEYS.access]: ready.access, [STORAGE_KEYS.activeTree]: teamtreeId });
  await context.addInitScript(`for (const [key, value] of Object.entries(${entries})) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);`);
  context.setDefaultTimeout(120_000);
  return context;
}

/** A new page of `context` whose CPU runs `rate` times slower (CDP `Emulation.setCPUThrottlingRate`), as a mid-range phone's. */
export async function throttledPage(context: BrowserContext, rate: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}
