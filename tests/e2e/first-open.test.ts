import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TREE_DRAWN_MARK } from '../../desktop/renderer/src/screens/teamtree/tree-drawn-mark';
import { openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Issue 9, opening the tree page: what the page needs is asked for at once, not one step after
 * another. The app's first script carries the tree page, and a signed-in start asks for the tree
 * while the sign-in check (`/api/auth/me`) is still out (routes/warm-start.ts).
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
    // Until the tree is drawn (the page's 'teamtree-drawn' mark): one script for the app and its
    // first page (and the bundler's runtime), one more for the realtime client; tens of shared
    // chunks, fetched six at a time, used to come first. What loads once the page is idle after
    // the draw (Today's code, the partner dialogs) is not on the way to the first draw.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TREE_DRAWN_MARK);
    const scripts = await page.evaluate((mark) => {
      const drawn = performance.getEntriesByName(mark)[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as unknown as { initiatorType: string }).initiatorType === 'script' && entry.startTime < drawn)
        .map((entry) => new URL(entry.name).pathname);
    }, TREE_DRAWN_MARK);
    expect(scripts.length, scripts.join(' ')).toBeGreaterThanOrEqual(2);
    expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(3);
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
