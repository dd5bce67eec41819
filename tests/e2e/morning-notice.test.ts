import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/domain/calendar-date';
import type { TestUser } from '../support/accounts';
import { signInThroughUi } from './support/app';
import { type TestBrowser } from './support/browser';
import { addPartner, plantTree } from './support/trees';
import { zoneWhereHourIs } from '../support/time-zones';
import { useApp } from './support/use-app';

/**
 * The morning notice (issue 14, item 4): from 08:00 on the user's own clock, an OS notification
 * for each partner with something that day. The browser runs in a time zone where it is between
 * 09:00 and 21:00 now (one of these always is), far from the test machine's UTC where it can.
 */
const app = useApp({ clock: 'real' });
const api = app.api;
const zone = zoneWhereHourIs(9, 21);

let owner: TestUser;
let browser: TestBrowser;
let doraId = '';

beforeAll(async () => {
  owner = await app.register({ firstName: 'Mona', lastName: 'Morning' });
  const planted = await plantTree(api, owner, 'Morning Team', 'Root Rita');
  const today = todayIn(zone);
  doraId = await addPartner(api, owner, planted.treeId, planted.rootId, 'Dora Today', { billDate: today });
  await addPartner(api, owner, planted.treeId, planted.rootId, 'Emil Tomorrow', { billDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` });
  browser = await app.openBrowser({ width: 1024, height: 768, timezoneId: zone });
  await browser.context.grantPermissions(['notifications']);
  // Record what the page shows as OS notifications (the notification itself is the browser's).
  await browser.context.addInitScript(`
    const Real = window.Notification;
    const shown = [];
    class Recorded extends Real {
      constructor(title, options) {
        super(title, options);
        shown.push({ title, body: (options && options.body) || '', notice: this });
      }
      static get permission() { return Real.permission; }
    }
    window.Notification = Recorded;
    window.shownNotices = shown;
  `);
}, 180_000);

const shownTitles = () => browser.page.evaluate<string[]>('window.shownNotices.map((n) => n.title)');

describe('the morning notice', () => {
  it(`shows the day's partners once a day (browser in ${zone}), and a click opens the partner`, async () => {
    const { page } = browser;
    await signInThroughUi(page, app.url, owner.email, owner.password);
    await expect.poll(shownTitles).toEqual(['Dora Today: today']);
    expect(await page.evaluate<string>('window.shownNotices[0].body')).toBe('Bill date — Morning Team');

    await page.evaluate('window.shownNotices[0].notice.onclick(new Event("click"))');
    await page.waitForURL(`**/teamtree?teamtreeId=*&partnerId=${doraId}`);
    await page.getByRole('toolbar', { name: 'Actions for Dora Today' }).waitFor();

    // Once a day: a reload shows nothing again.
    await page.reload();
    await page.getByRole('toolbar', { name: 'Actions for Dora Today' }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    expect(await shownTitles()).toEqual([]);
  });
});
