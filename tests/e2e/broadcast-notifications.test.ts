import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestUser } from '../support/accounts';
import { signInThroughUi } from './support/app';
import type { TestBrowser } from './support/browser';
import { workerActivated, workerControls } from './support/service-worker';
import { socketsConnected } from './support/sockets-connected';
import { joinAsReader, plantTree } from './support/trees';
import { useApp } from './support/use-app';

/**
 * Announcements reach a member who is not looking (issue 39, item 3): the web app asks for
 * notification permission only when the Broadcast page's button is pressed, never on load, and
 * shows a new announcement through its service worker while the page is hidden.
 */
const app = useApp({ clock: 'real' });
let owner: TestUser;
let member: TestUser;
let treeId = '';

beforeAll(async () => {
  owner = await app.register({ firstName: 'Olga', lastName: 'Owner' });
  treeId = (await plantTree(app.api, owner, 'Notice Team')).treeId;
  member = await app.register({ firstName: 'Mia', lastName: 'Member' });
  await joinAsReader(app.api, owner, member, treeId);
}, 180_000);

/** The member's own new browser (each try of the test gets one: the permission's question is asked once per browser). */
async function memberBrowser(): Promise<TestBrowser> {
  const browser = await app.openBrowser({ width: 1024, height: 768, serviceWorkers: 'allow' });
  // The browser would answer the question at once (Playwright has no prompt): the permission is
  // granted, and the page sees 'default' until it asks, which is recorded (kept over reloads).
  await browser.context.grantPermissions(['notifications']);
  await browser.context.addInitScript(`
    const Real = window.Notification;
    const asked = () => Number(sessionStorage.getItem('permissionAsks') || '0');
    class Recorded extends Real {
      static get permission() { return asked() > 0 ? Real.permission : 'default'; }
      static requestPermission() {
        sessionStorage.setItem('permissionAsks', String(asked() + 1));
        return Promise.resolve(Real.permission);
      }
    }
    window.Notification = Recorded;
    window.permissionAsks = asked;
    // What the app had the service worker show, once the browser took it; a promise of the first.
    window.shownByWorker = [];
    let firstShown;
    window.firstShownByWorker = new Promise((resolve) => (firstShown = resolve));
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      return show.call(this, title, options).then((done) => {
        window.shownByWorker.push(title);
        firstShown();
        return done;
      });
    };
  `);
  await signInThroughUi(browser.page, app.url, member.email, member.password);
  return browser;
}

const asks = (page: Page) => page.evaluate<number>('window.permissionAsks()');
const shownByWorker = (page: Page) => page.evaluate<string[]>('window.shownByWorker');
const workerNotices = (page: Page) => page.evaluate<string[]>('navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((all) => all.map((n) => n.title))');

describe('notifications of announcements in the web app', () => {
  it('asks for permission only after the click on the Broadcast page, and shows a new announcement through the service worker while the page is hidden', async () => {
    const { page } = await memberBrowser();
    await page.goto(`${app.url}/today`);
    await page.getByRole('heading', { name: 'Today', exact: true }).first().waitFor();
    await page.goto(`${app.url}/broadcast?teamtreeId=${treeId}`);
    await page.getByRole('heading', { name: 'Broadcast', exact: true }).waitFor();
    const ask = page.getByRole('button', { name: 'Notify me of new announcements' });
    await ask.waitFor();
    await workerActivated(page);
    expect(await asks(page)).toBe(0);

    await ask.click();
    await page.getByText('Notifications are on: new announcements show while TeamTree is in the background.').waitFor();
    expect(await asks(page)).toBe(1);

    // Reloaded, the worker controls the page; the question is not asked again.
    const live = socketsConnected(page, 2);
    await page.reload();
    await page.getByRole('heading', { name: 'Broadcast', exact: true }).waitFor();
    await live;
    expect(await workerControls(page)).toBe(true);
    expect(await ask.count()).toBe(0);
    expect(await asks(page)).toBe(1);

    // The page hidden (another tab in front): the worker shows it.
    await page.evaluate(`Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }); document.hasFocus = () => false;`);
    const posted = await app.api.post('/api/teamtree/announcement', { teamtreeId: treeId, title: 'Team call tonight', body: 'At 8 pm, link follows.' }, { token: owner.access });
    expect(posted.status).toBe(201);
    // Chromium forgets a worker's notification that getNotifications() asks for while it is still
    // being displayed, so the list is read once the worker's showNotification() has resolved.
    // (Waited for by the page's own promise: waitForFunction's polling evaluates strings, which the app's CSP refuses.)
    await page.evaluate(`Promise.race([window.firstShownByWorker, new Promise((resolve, reject) => setTimeout(() => reject(new Error('no notification shown within 15 s')), 15000))])`);
    expect(await shownByWorker(page)).toEqual(['New announcement: Team call tonight']);
    expect(await workerNotices(page)).toEqual(['New announcement: Team call tonight']);
  });
});
