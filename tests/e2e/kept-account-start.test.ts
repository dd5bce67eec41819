import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestUser } from '../support/accounts';
import { holdSignInCheck, keptKeys, lastAccountPointer } from './support/kept-data';
import { addPartner, openTree, plantTree } from './support/trees';
import { useApp } from './support/use-app';

/**
 * Issue 22 item 5 (docs/performance.md, "The tree page on a phone"): a start with the kept account
 * (issue 23: the `['me']` query in IndexedDB and the `teamtree.lastAccount` pointer) opens the
 * shell from it instead of waiting for the sign-in check (`/api/auth/me`), which still runs and
 * decides: a refused session ends on the sign-in page, and another account's kept data never shows.
 */
const app = useApp({ clock: 'real' });
let owner: TestUser;
let treeId: string;

beforeAll(async () => {
  owner = await app.register({ firstName: 'Katja', lastName: 'Kept' });
  const planted = await plantTree(app.api, owner, 'Katja tree', 'Katja Kept');
  treeId = planted.treeId;
  await addPartner(app.api, owner, treeId, planted.rootId, 'Anton Early');
}, 120_000);

const partnerButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Select ${name} \\(`) });

/** A browser signed in as `user` that has opened its tree once, so the account and the tree are kept. */
async function keptBrowser(user: TestUser, tree: string, partner: string) {
  const browser = await app.signedIn(user);
  await openTree(browser.page, app.url, tree);
  await partnerButton(browser.page, partner).waitFor({ state: 'attached' });
  await expect.poll(() => keptKeys(browser.page), { timeout: 15_000 }).toEqual(expect.arrayContaining(['me', `tree:${tree}`]));
  return browser;
}

describe('a start with the kept account', () => {
  it('shows the shell and the tree before the sign-in check has answered, and still asks it', async () => {
    const { page } = await keptBrowser(owner, treeId, 'Anton Early');
    const check = await holdSignInCheck(page);
    await page.reload();
    await check.asked;
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await partnerButton(page, 'Anton Early').waitFor({ state: 'attached' });
    // Nothing of the check went on to the server yet: the shell came from the kept account.
    expect(check.answered()).toBe(0);
    expect(await page.getByTestId('offline-state').count()).toBe(0);

    const confirmed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/me' && response.status() === 200);
    await check.release();
    await confirmed;
    expect(check.answered()).toBe(1);
    expect(await page.getByRole('button', { name: 'Profile menu' }).isVisible()).toBe(true);
  });

  it('whose session the server has ended lands on the sign-in page and leaves nothing kept', async () => {
    const user = await app.register({ firstName: 'Ruth', lastName: 'Refused' });
    const tree = await plantTree(app.api, user, 'Ruth tree', 'Ruth Refused');
    await addPartner(app.api, user, tree.treeId, tree.rootId, 'Rolf Late');
    const { page } = await keptBrowser(user, tree.treeId, 'Rolf Late');
    await page.goto('about:blank');
    // The browser's session ends elsewhere (the account page of another device).
    const { body } = await app.api.get('/api/auth/sessions', { token: user.access });
    const browserSession = body.sessions.find((s: { userAgent: string | null }) => s.userAgent?.includes('Chrome'));
    expect((await app.api.delete(`/api/auth/sessions/${browserSession.id}`, { token: user.access })).status).toBe(200);

    await page.goto(`${app.url}/teamtree?teamtreeId=${tree.treeId}`);
    await page.waitForURL((url) => url.pathname.startsWith('/auth/signin'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect.poll(() => keptKeys(page)).toEqual([]);
    expect(await lastAccountPointer(page)).toBeNull();
  });

  it("never shows another account's kept data: a token of another user waits for the check", async () => {
    const { page } = await keptBrowser(owner, treeId, 'Anton Early');
    const other = await app.register({ firstName: 'Otto', lastName: 'Other' });
    const otherTree = await plantTree(app.api, other, 'Otto tree', 'Otto Other');
    // The device now holds Otto's token (signed in elsewhere in this browser, the page closed
    // before it heard who that is): the pointer still names Katja.
    await page.goto(`${app.url}/early-tree.js`);
    await page.evaluate(`localStorage.setItem('teamtree.access', ${JSON.stringify(other.access)});
      localStorage.removeItem('teamtree.accessDeadline');
      localStorage.setItem('teamtree.activeTreeId', ${JSON.stringify(otherTree.treeId)});`);
    expect((await lastAccountPointer(page))?.userId).toBe(owner.id);
    // Records whether anything of Katja's ever reaches the page.
    await page.addInitScript(`(() => {
      window.__keptShown = false;
      const look = () => {
        const html = document.documentElement.outerHTML;
        if (html.includes('Anton Early') || html.includes('Katja')) window.__keptShown = true;
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    })()`);
    const check = await holdSignInCheck(page);
    await page.goto(`${app.url}/teamtree`);
    await check.asked;
    // Long enough for the page to have read Katja's kept data (its IndexedDB read, then two frames).
    expect(await keptKeys(page)).toContain('me');
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    expect(await page.getByRole('button', { name: 'Profile menu' }).count()).toBe(0);

    await check.release();
    await partnerButton(page, 'Otto Other').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(await page.evaluate('window.__keptShown')).toBe(false);
    expect((await lastAccountPointer(page))?.userId).toBe(other.id);
  });
});
