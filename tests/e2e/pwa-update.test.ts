import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UPDATE_ACTION, UPDATE_TEXT } from '../../desktop/renderer/src/pwa/update-text';
import { screenshotThemes } from './support/browser';
import { checkForUpdate, workerActivated, workerControls } from './support/service-worker';
import { useApp } from './support/use-app';
import { ensureWebBuild, webDir } from './support/web-build';

/**
 * Issue 22, item 4: when a new version of the web app is out, the running app offers
 * 'Reload to update'; the new version starts only when asked. The server serves a copy of the
 * web build, and the test publishes "version 2" into it the way a deploy would: a changed
 * index.html, and a worker whose precache list names the new revision.
 */
let served = '';

beforeAll(async () => {
  ensureWebBuild();
  served = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-web-update-'));
  await fs.cp(webDir, served, { recursive: true });
});

afterAll(async () => {
  if (served) await fs.rm(served, { recursive: true, force: true });
});

const app = useApp({ clock: 'real', env: () => ({ WEB_DIR: served }) });

/** A new worker (another revision of one precached file) that brings the build the pages run already. */
async function publishSameBuild(): Promise<void> {
  const workerFile = path.join(served, 'sw.js');
  const worker = await fs.readFile(workerFile, 'utf8');
  const entry = /\{url:"manifest\.webmanifest",revision:"(\w+)"\}/;
  expect(worker).toMatch(entry);
  await fs.writeFile(workerFile, worker.replace(entry, `{url:"manifest.webmanifest",revision:"same-build-${Date.now()}"}`));
}

/** Publishes a new version: index.html carries its number, sw.js precaches it under its new revision, build-id.json names it. */
async function publishVersion(version: number): Promise<void> {
  await fs.writeFile(path.join(served, 'build-id.json'), JSON.stringify({ id: `test-version-${version}` }));
  const indexFile = path.join(served, 'index.html');
  const html = (await fs.readFile(indexFile, 'utf8'))
    .replace(/<meta name="teamtree-test-version"[^>]*>\s*/, '')
    .replace('<title>', `<meta name="teamtree-test-version" content="${version}" />\n    <title>`);
  await fs.writeFile(indexFile, html);
  const workerFile = path.join(served, 'sw.js');
  const worker = await fs.readFile(workerFile, 'utf8');
  const entry = /\{url:"index\.html",revision:"(\w+)"\}/;
  expect(worker).toMatch(entry);
  const revision = createHash('md5').update(html).digest('hex');
  await fs.writeFile(workerFile, worker.replace(entry, `{url:"index.html",revision:"${revision}"}`));
}

/** The version number the page was loaded with (0: the build as made). */
const runningVersion = (page: Page) =>
  page.evaluate<number>(`Number(document.querySelector('meta[name="teamtree-test-version"]')?.getAttribute('content') ?? 0)`);

let published = 0;

describe("'Reload to update'", () => {
  it('offers nothing on a first visit, nor when a new worker brings the build the page runs already (issue 34)', async () => {
    const { page } = await app.openBrowser({ width: 360, height: 800, serviceWorkers: 'allow' });
    const notice = page.getByRole('status').filter({ hasText: UPDATE_TEXT });
    await page.goto(`${app.url}/auth/signin`);
    await workerActivated(page);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await notice.count()).toBe(0);

    await publishSameBuild();
    // The page asks the server which build it serves once the new worker waits: its answer decides.
    const asked = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/build-id.json');
    await checkForUpdate(page);
    const running = JSON.parse(await fs.readFile(path.join(served, 'build-id.json'), 'utf8')).id;
    expect((await (await asked).json()).id).toBe(running);
    // Two frames after the answer: the page has read it and decided.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate('navigator.serviceWorker.getRegistration().then((registration) => registration.waiting !== null)')).toBe(true);
  });


  it.each([
    ['a page the worker controls', true],
    ["the first visit's page (no worker controls it yet)", false],
  ])('offers a new version on %s in a notice that fits a 360 px phone, and starts it when chosen by keyboard', async (_case, controlled) => {
    const { page } = await app.openBrowser({ width: 360, height: 800, serviceWorkers: 'allow' });
    await page.goto(`${app.url}/auth/signin`);
    await workerActivated(page);
    if (controlled) await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await workerControls(page)).toBe(controlled);
    const before = await runningVersion(page);

    published += 1;
    await publishVersion(published);
    // The browser's own update check (on a navigation, or the app's when it becomes visible again).
    await checkForUpdate(page);

    const notice = page.getByRole('status').filter({ hasText: UPDATE_TEXT });
    await notice.waitFor();
    // Until asked, the running version stays, and the page stays usable.
    expect(await runningVersion(page)).toBe(before);
    await page.getByLabel('Email').fill('still@typing.example');

    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    for (const button of await notice.getByRole('button').all()) {
      const size = (await button.boundingBox())!;
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(40);
    }
    if (controlled) await screenshotThemes(page, 'pwa-update-notice');

    await notice.getByRole('button', { name: UPDATE_ACTION }).focus();
    // A new document ('framenavigated' also fires when the app only rewrites its address).
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await runningVersion(page)).toBe(published);
    expect(await notice.count()).toBe(0);
    expect(
      await page.evaluate(`navigator.serviceWorker.getRegistration().then((registration) => ({
        waiting: registration.waiting,
        active: registration.active?.state,
        controlled: navigator.serviceWorker.controller !== null,
      }))`),
    ).toEqual({ waiting: null, active: 'activated', controlled: true });
  });

  it('lets the new version in once for every tab: the other tab keeps its notice and reloads into the version the first let in', async () => {
    const { context, page: first } = await app.openBrowser({ width: 360, height: 800, serviceWorkers: 'allow' });
    await first.goto(`${app.url}/auth/signin`);
    await workerActivated(first);
    await first.reload();
    const second = await context.newPage();
    await second.goto(`${app.url}/auth/signin`);
    await second.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    published += 1;
    await publishVersion(published);
    await checkForUpdate(first);
    const noticeOn = (page: Page) => page.getByRole('status').filter({ hasText: UPDATE_TEXT });
    await noticeOn(first).waitFor();
    await noticeOn(second).waitFor();

    // Kept on the page (not awaited here): resolves when a new worker takes the second tab over.
    await second.evaluate(`void (window.takeover = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })))`);
    await noticeOn(first).getByRole('button', { name: UPDATE_ACTION }).click();
    await first.locator(`meta[name="teamtree-test-version"][content="${published}"]`).waitFor({ state: 'attached' });
    // The second tab is now controlled by the new worker but still runs the old page: it keeps offering the reload.
    await second.evaluate('window.takeover');
    await noticeOn(second).waitFor();
    expect(await runningVersion(second)).toBe(published - 1);
    await noticeOn(second).getByRole('button', { name: UPDATE_ACTION }).click();
    await second.locator(`meta[name="teamtree-test-version"][content="${published}"]`).waitFor({ state: 'attached' });
    await second.close();
  });
});
