import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { screenshotThemes, setTheme } from './support/browser';
import { fixedDay } from './support/fixed-clock';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Tap to call or message (issue 22 item 2): wherever a partner's phone shows, it is a tel: link
 * with WhatsApp and SMS beside it, in E.164; a phone stored without a dial code is dialled with
 * the tree's country, which its owner chooses (Germany until then) and every member follows live.
 */

const app = useApp({ clock: 'fixed' });
const PHONE_COLUMNS = { __v: 1, value: { teamlist: { visibleCols: ['name', 'phone', 'billDate', 'upline'] } } };
const team = useTeam(app, {
  tree: 'Rita Root',
  member: { firstName: 'Mia', lastName: 'Member' },
  seed: async (planted) => {
    await planted.addPartner('Paula Partner', planted.rootId, { phone: '+49 1701234567', billDate: fixedDay(2) });
    // Stored without a dial code, as imports and older data have it.
    await planted.addPartner('Lena Legacy', planted.rootId, { phone: '01701234567', billDate: fixedDay(2) });
    await planted.addPartner('Ivo Invalid', planted.rootId, { phone: '123', billDate: fixedDay(40) });
    for (const user of [planted.owner, planted.member]) {
      expect((await app.api.post('/api/user/settings', { settings: PHONE_COLUMNS }, { token: user.access })).status).toBe(200);
    }
  },
});

/** 'Call <name>, <number>': the number shown is part of the link's name. */
const call = (scope: Page | Locator, name: string) => scope.getByRole('link', { name: new RegExp(`^Call ${name}, \\+`) });
const whatsApp = (scope: Page | Locator, name: string) => scope.getByRole('link', { name: `WhatsApp ${name}`, exact: true });
const sms = (scope: Page | Locator, name: string) => scope.getByRole('link', { name: `SMS ${name}`, exact: true });
const links = (scope: Page | Locator, name: string) => [call(scope, name), whatsApp(scope, name), sms(scope, name)];
const hrefs = (scope: Page | Locator, name: string) => Promise.all(links(scope, name).map((link) => link.getAttribute('href')));
const dialled = (e164: string) => [`tel:${e164}`, `https://wa.me/${e164.slice(1)}`, `sms:${e164}`];
const row = (page: Page, name: string) => page.locator('tbody tr').filter({ has: page.locator('td[data-column="name"]', { hasText: name }) });
/** The number the call link shows, read from its name. */
const shownNumber = async (scope: Page | Locator, name: string) => (await call(scope, name).evaluate((a) => a.textContent ?? '')).replace(`Call ${name}, `, '');
const focusedName = (page: Page) => page.evaluate<string>("document.activeElement?.getAttribute('aria-label') ?? ''");

async function openTeamlist(page: Page) {
  await page.goto(`${app.url}/teamlist`);
  await call(page, 'Paula Partner').waitFor();
}

async function axeInBothThemes(page: Page) {
  for (const dark of [false, true]) {
    await setTheme(page, dark);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await setTheme(page, false);
}

describe('tap to call or message', () => {
  it('the Teamlist: call, WhatsApp and SMS links in E.164; a number without a dial code gets Germany; no links for what is no number', async () => {
    const { page } = team.browser;
    await openTeamlist(page);
    expect(await hrefs(page, 'Paula Partner')).toEqual(dialled('+491701234567'));
    expect(await shownNumber(page, 'Paula Partner')).toBe('+49 170 1234567');
    expect(await hrefs(page, 'Lena Legacy')).toEqual(dialled('+491701234567'));
    expect(await shownNumber(page, 'Lena Legacy')).toBe('+49 170 1234567');
    const wa = whatsApp(page, 'Paula Partner');
    expect([await wa.getAttribute('target'), (await wa.getAttribute('rel'))?.split(' ').sort()]).toEqual(['_blank', ['noopener', 'noreferrer']]);
    // Not a number: shown as it is, with nothing to tap.
    expect(await row(page, 'Ivo Invalid').locator('td[data-column="phone"]').innerText()).toBe('123');
    expect(await row(page, 'Ivo Invalid').getByRole('link').count()).toBe(1); // only the name

    // Keyboard: the three links are one Tab after another.
    await call(page, 'Paula Partner').focus();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('WhatsApp Paula Partner');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('SMS Paula Partner');

    // WhatsApp opens in a new tab (answered here by a stand-in for wa.me).
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    const tab = page.context().waitForEvent('page');
    await wa.click();
    const opened = await tab;
    expect(opened.url()).toBe('https://wa.me/491701234567');
    await opened.close();

    await axeInBothThemes(page);
    await screenshotThemes(page, 'phone-actions-teamlist');
  });

  it('touch-sized on a phone: every link at least 44 x 44 px', async () => {
    const { page } = team.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openTeamlist(page);
      for (const link of links(page, 'Paula Partner')) {
        await link.scrollIntoViewIfNeeded();
        const box = (await link.boundingBox())!;
        expect([box.width >= 44, box.height >= 44]).toEqual([true, true]);
      }
      await screenshotThemes(page, 'phone-actions-teamlist-390');
    } finally {
      await page.setViewportSize({ width: 1024, height: 768 });
    }
  });

  it("the tree page's partner details, for the owner too", async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Lena Legacy');
    await page.getByRole('button', { name: 'Details of Lena Legacy' }).click();
    const details = page.getByRole('dialog', { name: 'Lena Legacy' });
    await call(details, 'Lena Legacy').waitFor();
    expect(await hrefs(details, 'Lena Legacy')).toEqual(dialled('+491701234567'));
    await axeInBothThemes(page);
    await screenshotThemes(page, 'phone-actions-partner-details');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it("the dashboard's day popup", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/`);
    await page.locator(`button[data-date="${fixedDay(2)}"]`).click();
    const day = page.getByRole('dialog');
    await call(day, 'Paula Partner').waitFor();
    expect(await hrefs(day, 'Paula Partner')).toEqual(dialled('+491701234567'));
    expect(await hrefs(day, 'Lena Legacy')).toEqual(dialled('+491701234567'));
    await axeInBothThemes(page);
    await page.keyboard.press('Escape');
    await day.waitFor({ state: 'detached' });
  });

  it("the owner chooses Austria in the Share dialog: numbers without a dial code get +43, on the member's page live", async () => {
    const { page } = team.browser;
    const memberPage = team.memberBrowser.page;
    await openTeamlist(memberPage);
    expect(await hrefs(memberPage, 'Lena Legacy')).toEqual(dialled('+491701234567'));

    await openTeamlist(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share Rita Root' });
    const country = share.getByRole('combobox', { name: 'Country for numbers without a dial code' });
    expect(await country.inputValue()).toBe('DE');
    expect(await country.locator('option:checked').innerText()).toBe('Germany (+49)');
    await country.selectOption('AT');
    await share.getByRole('button', { name: 'Save country' }).click();
    await share.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await axeInBothThemes(page);
    await screenshotThemes(page, 'phone-actions-dial-country');
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'detached' });

    await expect.poll(() => hrefs(page, 'Lena Legacy')).toEqual(dialled('+431701234567'));
    expect(await shownNumber(page, 'Lena Legacy')).toBe('+43 1 701234567');
    // A number with its dial code keeps it.
    expect(await hrefs(page, 'Paula Partner')).toEqual(dialled('+491701234567'));
    // The member's page follows without a reload.
    await expect.poll(() => hrefs(memberPage, 'Lena Legacy'), { timeout: 10_000 }).toEqual(dialled('+431701234567'));
    expect(await hrefs(memberPage, 'Paula Partner')).toEqual(dialled('+491701234567'));

    // Only the owner chooses: the member's Share dialog has no country.
    await memberPage.getByRole('button', { name: 'Share', exact: true }).click();
    const memberShare = memberPage.getByRole('dialog', { name: 'Share Rita Root' });
    await memberShare.getByRole('heading', { name: /Members/ }).waitFor();
    expect(await memberShare.getByRole('combobox', { name: 'Country for numbers without a dial code' }).count()).toBe(0);
    await memberPage.keyboard.press('Escape');
  });
});
