import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './web-build';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Uncaught errors of the pages under test, taken (and so cleared) after each test: each one fails it. */
const pageErrors: string[] = [];

export function takePageErrors(): string[] {
  return pageErrors.splice(0, pageErrors.length);
}

/**
 * E2E_CPU_THROTTLE=N runs every page N times slower (Chromium's CPU throttling): how a loaded CI
 * machine or a cheap phone meets the app, to bring out a race a fast run hides.
 */
function throttleCpu(context: BrowserContext): void {
  const rate = Number(process.env.E2E_CPU_THROTTLE ?? '');
  if (!(rate > 1)) return;
  const throttle = async (page: Page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  };
  context.pages().forEach((page) => void throttle(page));
  context.on('page', (page) => void throttle(page));
}

/** The browsers open now: a failed test describes their pages (tests/e2e/support/describe-failure.ts). */
const openContexts = new Set<BrowserContext>();

export function openPages(): Page[] {
  return [...openContexts].flatMap((context) => context.pages());
}

function watchPageErrors(context: BrowserContext): void {
  const watch = (page: Page) => page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  context.pages().forEach(watch);
  context.on('page', watch);
}

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Closes the browser, then removes its profile dir. */
  close(): Promise<void>;
}

export interface BrowserOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** A profile dir the caller keeps (a browser restart reopens it); default a fresh one removed on close. */
  profileDir?: string;
  timezoneId?: string;
  /**
   * The browser's language (navigator.languages, Accept-Language): 'en-US' unless a test asks for
   * another, so the app's texts do not follow the machine's locale (issue 36).
   */
  locale?: string;
  /** A phone: its pixel ratio, mobile viewport and touch events (all off unless given). */
  deviceScaleFactor?: number;
  isMobile?: boolean;
  hasTouch?: boolean;
  /**
   * Service workers are blocked unless a test is about them ('allow'): the web build's worker
   * would precache every file (and the test server compress each) for every browser, and
   * Playwright's `page.route` misses what a worker answers.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** Debian's Chromium with a fresh profile dir (one browser per simulated person). */
export async function openBrowser(options: BrowserOptions = {}): Promise<TestBrowser> {
  // A given profile dir is the caller's (a browser restart reopens it); a fresh one is removed on close.
  const profile = options.profileDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-chromium-')));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: options.timezoneId,
    locale: options.locale ?? 'en-US',
    deviceScaleFactor: options.deviceScaleFactor,
    isMobile: options.isMobile,
    hasTouch: options.hasTouch,
    // The app drops its transitions for reduced motion: screenshots and colour checks need no waiting.
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  watchPageErrors(context);
  throttleCpu(context);
  openContexts.add(context);
  return {
    context,
    page,
    async close() {
      openContexts.delete(context);
      await context.close().catch(() => undefined);
      if (!options.profileDir) await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

const shotsDir = path.join(repoRoot, 'test-results/screenshots');

/** Saves a full-page screenshot under test-results/screenshots (ignored by git). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await fs.mkdir(shotsDir, { recursive: true });
  const file = path.join(shotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Switches the page to the light or dark theme (colours change at once: see openBrowser's reducedMotion). */
export async function setTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate(`document.documentElement.classList.toggle('dark', ${dark})`);
}

/** Screenshots of the current screen in light and then dark theme (restoring the theme). */
export async function screenshotThemes(page: Page, name: string): Promise<void> {
  const wasDark = await page.evaluate<boolean>("document.documentElement.classList.contains('dark')");
  await setTheme(page, false);
  await screenshot(page, `${name}-light`);
  await setTheme(page, true);
  await screenshot(page, `${name}-dark`);
  await setTheme(page, wasDark);
}
