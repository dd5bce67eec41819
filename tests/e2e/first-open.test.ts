import type { Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TREE_DRAWN_MARK } from '../../desktop/renderer/src/screens/teamtree/tree-drawn-mark';
import { openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Issue 9, opening the tree page: what the page needs is asked for at once, not one step after
 * another. The app's first script carries the tree page, and a signed-in start asks for the tree
 * while the sign-in check (`/api/auth/me`) is still out (routes/warm-start.ts). Issue 22 item 5:
 * the page's early script asks for it before that script has even arrived (public/early-tree.js).
 */
// The real clock: a fixed one replaces the page's `performance`, whose timeline the test reads.
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'First Open',
  root: 'Root Rosa',
  seed: async (planted) => {
    await planted.addPartner('Anna');
  },
});

const isTreeRead = (request: Request) => request.url().includes(`/api/teamtree/status?teamtreeId=${team.treeId}`);
/** The early script, served as it is (not one of the app's bundled scripts). */
const EARLY_SCRIPT = '/early-tree.js';

/**
 * Holds the app's bundled scripts (everything under /assets/ ending in .js) until the tree has
 * been asked for, or 10 s have passed: only a request made before the app's code ran can come
 * while they are held. Answers whether it came, and how many scripts were held.
 */
function holdAppScriptsUntilTreeAsked(page: Page): { asked: Promise<boolean>; held: () => number; release: () => Promise<void> } {
  let held = 0;
  const asked = page.waitForRequest(isTreeRead, { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  const pattern = '**/assets/*.js';
  const hold = page.route(pattern, async (route) => {
    held++;
    await asked;
    await route.continue();
  });
  return { asked, held: () => held, release: async () => (await hold, page.unroute(pattern)) };
}

/**
 * From a blank page, opens the tree page with the app's scripts held until the tree was asked
 * for, until Anna is in the page. Answers whether the tree was asked for while the scripts were
 * held, how many were held, and the tree reads the page sent (their URLs) and got answered
 * (their statuses) meanwhile.
 */
async function openTreeWithScriptsHeld(page: Page): Promise<{ asked: boolean; held: number; treeReads: string[]; treeAnswers: number[] }> {
  await page.goto('about:blank');
  const treeReads: string[] = [];
  const treeAnswers: number[] = [];
  const onRequest = (request: Request) => void (isTreeRead(request) && treeReads.push(request.url()));
  const onResponse = (response: Response) => void (isTreeRead(response.request()) && treeAnswers.push(response.status()));
  page.on('request', onRequest);
  page.on('response', onResponse);
  const scripts = holdAppScriptsUntilTreeAsked(page);
  try {
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: /^Select Anna \(/ }).waitFor({ state: 'attached' });
  } finally {
    await scripts.release();
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  return { asked: await scripts.asked, held: scripts.held(), treeReads, treeAnswers };
}

describe('opening the tree page signed in', () => {
  it('asks for the tree while the sign-in check is out, and loads its code in a few scripts', async () => {
    const { page } = team.browser;
    // Nothing of the page before (the dashboard after signing in) may still be loading.
    await page.goto('about:blank');
    // The sign-in check is held until the tree has been asked for (or 10 s have passed).
    const treeAsked = page.waitForRequest(isTreeRead, { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    await page.route('**/api/auth/me', async (route) => {
      await treeAsked;
      await route.continue();
    });
    try {
      await openTree(page, app.url, team.treeId);
      await page.getByRole('button', { name: /^Select Anna \(/ }).waitFor({ state: 'attached' });
    } finally {
      await page.unroute('**/api/auth/me');
    }
    expect(await treeAsked).toBe(true);
    // Until the tree is drawn (the page's 'teamtree-drawn' mark): one script for the app (and the
    // bundler's runtime), one for the texts of the language shown, one for the tree page's code,
    // one more for the realtime client; tens of shared chunks, fetched six at a time, used to come
    // first. What loads once the page is idle after the draw (Today's code, the partner dialogs)
    // is not on the way to the first draw.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TREE_DRAWN_MARK);
    const scripts = await page.evaluate((mark) => {
      const drawn = performance.getEntriesByName(mark)[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => ['script', 'link'].includes((entry as unknown as { initiatorType: string }).initiatorType) && entry.name.endsWith('.js') && entry.startTime < drawn)
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: (entry as unknown as { responseEnd: number }).responseEnd }));
    }, TREE_DRAWN_MARK);
    const named = scripts.map((script) => script.path).join(' ');
    const bundled = scripts.filter((script) => script.path !== EARLY_SCRIPT);
    expect(bundled.length, named).toBeGreaterThanOrEqual(4);
    expect(bundled.length, named).toBeLessThanOrEqual(5);
    // The English catalogue and the tree page's code are asked for by public/early-tree.js while
    // the app's script is still on its way, not once it has run.
    const appPath = await page.locator('script[type="module"]').first().getAttribute('src');
    const appScript = bundled.find((script) => script.path === appPath);
    expect(appScript, named).toBeDefined();
    for (const early of [/\/assets\/en-[\w-]+\.js$/, /\/assets\/tree-page-[\w-]+\.js$/]) {
      const chunk = bundled.find((script) => early.test(script.path));
      expect(chunk, named).toBeDefined();
      expect(chunk!.start, named).toBeLessThan(appScript!.end);
    }
  });

  it("asks for the tree before the app's script has arrived, and reads the whole tree once", async () => {
    const { page } = team.browser;
    const opened = await openTreeWithScriptsHeld(page);
    expect(opened.held).toBeGreaterThan(0);
    expect(opened.asked).toBe(true);
    // The app took the early answer instead of asking again (a catch-up read with `since` may follow the socket's join).
    expect(opened.treeReads.filter((url) => !url.includes('since='))).toHaveLength(1);
  });

  it('leaves a refused token to the app, which refreshes it and draws the tree', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    // A token the page believes valid (future exp, no recorded deadline) but the server refuses.
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const refused = `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 600 })}.bad`;
    await page.evaluate(`localStorage.setItem('teamtree.access', ${JSON.stringify(refused)}); localStorage.removeItem('teamtree.accessDeadline')`);
    const opened = await openTreeWithScriptsHeld(page);
    expect(opened.asked).toBe(true);
    // The early request's 401, then the app's own read (after one refresh) with the tree.
    expect(opened.treeAnswers[0]).toBe(401);
    expect(opened.treeAnswers).toContain(200);
    expect(await page.evaluate("localStorage.getItem('teamtree.access')")).not.toBe(refused);
  });

  it('does not ask for a tree before the sign-in page when nobody is signed in', async () => {
    const browser = await app.openBrowser();
    const treeReads: string[] = [];
    browser.page.on('request', (request) => {
      if (request.url().includes('/api/teamtree/status')) treeReads.push(request.url());
    });
    await browser.page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    await browser.page.waitForURL(/\/auth\/signin/);
    await browser.page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(treeReads).toEqual([]);
  });
});
