import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BILL_STATUS_LABELS, billStatus } from '@shared/domain/bill-status';
import { moveFingers, pinchFingers, tapFinger, type Point } from '../support/touch';
import { signInThroughUi } from './support/app';
import type { TestBrowser } from './support/browser';
import { FIXED_TODAY, fixedDay } from './support/fixed-clock';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The lists on a phone (issue 22, item 1): the Teamlist as one card per partner with the same
 * sort, columns and pages as the table; the tree page's toolbar in one menu, touch-sized node
 * actions, search, and touch pan and pinch; the dashboard's calendar before its table, with
 * day cells a finger can hit; Teambars scrolling sideways inside the board. On the acceptance
 * test's phones (support/phone-layout.ts): a 390x844 touch phone and a 360x800 window.
 */
const app = useApp({ clock: 'fixed' });
const PAULA = { phone: '+49 1701234567', billDate: fixedDay(2), birthday: '1990-03-04' };
const LENA = { phone: '01701234567', billDate: fixedDay(-3) };
const team = useTeam(app, {
  tree: 'Pocket Cards',
  browser: false,
  seed: async (planted) => {
    const paula = await planted.addPartner('Paula Partner', planted.rootId, PAULA);
    // Stored without a dial code: dialled with the tree's country (Germany).
    await planted.addPartner('Lena Legacy', paula, LENA);
    await planted.addPartner('Ben Beispiel', planted.rootId);
    // 56 partners in all: two pages of cards.
    for (let i = 1; i <= 52; i++) await planted.addPartner(`Partner ${String(i).padStart(2, '0')}`, planted.rootId, { billDate: fixedDay(10 + i) });
  },
});

const [TOUCH_PHONE, NARROW_WINDOW] = PHONES;
const germanDate = (ymd: string) => ymd.split('-').reverse().join('.');
const statusOf = (billDate: string) => BILL_STATUS_LABELS[billStatus(billDate, FIXED_TODAY)];

const cards = (page: Page) => page.getByRole('list', { name: 'Partners' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
/** A card's labelled fields (beyond name and phone), label and value, in order. */
const fields = (scope: Locator) => scope.locator('[data-field]').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));
const links = async (scope: Locator, name: string) =>
  Promise.all([scope.getByRole('link', { name: new RegExp(`^Call ${name}, `) }), scope.getByRole('link', { name: `WhatsApp ${name}` }), scope.getByRole('link', { name: `SMS ${name}` })].map((link) => link.getAttribute('href')));
const box = async (locator: Locator) => (await locator.boundingBox())!;

describe('on a 390x844 touch phone', () => {
  let browser: TestBrowser;
  const page = () => browser.page;
  beforeAll(async () => {
    browser = await app.openBrowser({ ...TOUCH_PHONE });
    await signInThroughUi(page(), app.url, team.owner.email, team.owner.password);
  });

  it('the Teamlist shows a card per partner: name, phone to call or message, bill date and status, upline', async () => {
    await page().goto(`${app.url}/teamlist`);
    await card(page(), 'Paula Partner').waitFor();
    expect(await page().locator('table').count()).toBe(0);
    await page().getByText('1–50 of 56 partners').waitFor();
    expect(await cards(page()).count()).toBe(50);

    const paula = card(page(), 'Paula Partner');
    expect(await paula.getByRole('link', { name: 'Paula Partner', exact: true }).getAttribute('href')).toContain(`/teamtree?teamtreeId=${team.treeId}`);
    expect(await links(paula, 'Paula Partner')).toEqual(['tel:+491701234567', 'https://wa.me/491701234567', 'sms:+491701234567']);
    expect(await paula.locator('[data-status]').innerText()).toBe(statusOf(PAULA.billDate));
    expect(await fields(paula)).toEqual([
      ['Bill Date', germanDate(PAULA.billDate)],
      ['Upline', 'Pocket Cards'],
    ]);
    const lena = card(page(), 'Lena Legacy');
    expect(await links(lena, 'Lena Legacy')).toEqual(['tel:+491701234567', 'https://wa.me/491701234567', 'sms:+491701234567']);
    expect(await lena.locator('[data-status]').innerText()).toBe(statusOf(LENA.billDate));
    expect(await fields(lena)).toEqual([
      ['Bill Date', germanDate(LENA.billDate)],
      ['Upline', 'Paula Partner'],
    ]);
    // No phone: nothing to tap.
    expect(await card(page(), 'Ben Beispiel').getByRole('link').count()).toBe(1);
    await expectFitsPhone(page(), 'teamlist cards');
  });

  it('the cards sort and page as the table does (in the address too)', async () => {
    const sortBy = page().getByLabel('Sort by');
    await sortBy.selectOption({ label: 'Sort by Name' });
    await expect.poll(() => cardNames(page()).then((names) => names.slice(0, 3))).toEqual(['Ben Beispiel', 'Lena Legacy', 'Partner 01']);
    await page().getByRole('button', { name: 'Ascending' }).click();
    await expect.poll(() => cardNames(page()).then((names) => names.slice(0, 3))).toEqual(['Pocket Cards', 'Paula Partner', 'Partner 52']);
    expect(new URL(page().url()).search).toBe('?sort=name&dir=desc');

    await page().getByRole('button', { name: 'Next page' }).click();
    await page().getByText('51–56 of 56 partners').waitFor();
    expect(await cardNames(page())).toEqual(['Partner 04', 'Partner 03', 'Partner 02', 'Partner 01', 'Lena Legacy', 'Ben Beispiel']);
    // Back to the tree's order: the sort leaves the address and the list starts at page 1.
    await sortBy.selectOption({ label: 'Not sorted' });
    await page().getByText('1–50 of 56 partners').waitFor();
    expect(new URL(page().url()).search).toBe('');
    expect(await page().getByRole('button', { name: 'Ascending' }).isDisabled()).toBe(true);
  });

  it('the chosen columns add their fields to the cards, in the chosen order', async () => {
    await page().getByRole('button', { name: 'Columns' }).click();
    const chooser = page().getByRole('dialog', { name: 'Visible columns' });
    await chooser.getByRole('checkbox', { name: 'Birthday' }).check();
    await chooser.getByRole('checkbox', { name: 'Team size' }).check();
    const paula = card(page(), 'Paula Partner');
    await expect.poll(() => fields(paula)).toEqual([
      ['Bill Date', germanDate(PAULA.billDate)],
      ['Upline', 'Pocket Cards'],
      ['Birthday', germanDate(PAULA.birthday)],
      ['Team size', '1'],
    ]);
    await expectFitsPhone(page(), 'column chooser on a phone');
    await chooser.getByRole('button', { name: 'Move Team size up' }).click();
    await expect.poll(() => fields(paula).then((rows) => rows.map(([label]) => label))).toEqual(['Bill Date', 'Upline', 'Team size', 'Birthday']);
    // A fixed field stays on the card when its column is hidden.
    await chooser.getByRole('checkbox', { name: 'Upline' }).uncheck();
    await expect.poll(() => fields(paula).then((rows) => rows.map(([label]) => label))).toEqual(['Bill Date', 'Upline', 'Team size', 'Birthday']);
    await page().keyboard.press('Escape');
  });

  it("a tapped card's details lead on to 'Add reminder' and 'Edit' (issue 34)", async () => {
    await page().goto(`${app.url}/teamlist`);
    const details = page().getByRole('dialog', { name: 'Ben Beispiel' });
    await card(page(), 'Ben Beispiel').locator('[data-status]').tap();
    await details.getByRole('button', { name: 'Add reminder' }).tap();
    const editor = page().getByRole('dialog', { name: 'Edit Partner' });
    await editor.waitFor();
    expect(await details.count()).toBe(0);
    // The new reminder's text has the focus: type and Enter adds it.
    await expect.poll(() => page().evaluate('document.activeElement?.getAttribute("name")')).toBe('reminder');
    await page().keyboard.type('Send the starter kit');
    await page().keyboard.press('Enter');
    await editor.getByText('Send the starter kit').waitFor();
    await expectFitsPhone(page(), 'edit partner from the details');
    await editor.getByRole('button', { name: 'Save' }).tap();
    await editor.waitFor({ state: 'detached' });
    const status = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
    const ben = (status.body.teamtree.profiles as { name: string; reminders: { text: string }[] }[]).find((p) => p.name === 'Ben Beispiel')!;
    expect(ben.reminders.map((r) => r.text)).toEqual(['Send the starter kit']);

    await card(page(), 'Ben Beispiel').locator('[data-status]').tap();
    await details.getByRole('button', { name: 'Edit', exact: true }).tap();
    await editor.waitFor();
    await expect.poll(() => page().evaluate('document.activeElement?.getAttribute("name")')).toBe('name');
    await editor.getByRole('button', { name: 'Cancel' }).tap();
    await editor.waitFor({ state: 'detached' });
  });

  it("the tree page: the toolbar in one menu, touch-sized node actions, search across the width", async () => {
    await openTree(page(), app.url, team.treeId);
    expect(await page().getByRole('button', { name: 'Fit to screen' }).count()).toBe(0);
    await selectPartner(page(), 'Paula Partner');
    for (const action of ['Details of Paula Partner', 'Edit Paula Partner', 'Delete Paula Partner', 'Add child to Paula Partner']) {
      const { width, height } = await box(page().getByRole('button', { name: action }));
      expect([action, width >= 44 && height >= 44]).toEqual([action, true]);
    }
    await expectFitsPhone(page(), 'tree page, a partner selected');

    const zoom = page().getByTestId('zoom-level');
    // The tree opens at 80% (issue 35: names 11 px and more).
    expect(await zoom.innerText()).toBe('80%');
    await page().getByRole('button', { name: 'Tree tools' }).click();
    const menu = page().getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Zoom in' }).click();
    // The menu stays open for the next step.
    await expect.poll(() => zoom.innerText()).toBe('90%');
    await menu.getByRole('menuitemcheckbox', { name: 'Team sizes' }).click();
    expect(await menu.getByRole('menuitemcheckbox', { name: 'Team sizes' }).getAttribute('aria-checked')).toBe('true');
    await menu.getByRole('menuitem', { name: 'Whole tree as PNG' }).waitFor();
    await expectFitsPhone(page(), 'tree tools menu');
    await menu.getByRole('menuitem', { name: 'Fit to screen' }).click();
    await menu.waitFor({ state: 'detached' });

    await page().getByRole('button', { name: 'Search' }).click();
    const find = page().getByRole('combobox', { name: 'Find partner' });
    expect(await page().evaluate<string | null>("document.activeElement?.getAttribute('aria-label')")).toBe('Find partner');
    await find.fill('Lena');
    await page().getByRole('option', { name: /Lena Legacy/ }).waitFor();
    await expectFitsPhone(page(), 'tree search on a phone');
    await find.press('Enter');
    await page().getByRole('toolbar', { name: 'Actions for Lena Legacy' }).waitFor();
  });

  it('the tree page: one finger pans the tree, two fingers pinch the zoom', async () => {
    const cdp = await page().context().newCDPSession(page());
    const canvas = await box(page().getByTestId('tree-canvas'));
    const middle: Point = [Math.round(canvas.x + canvas.width / 2), Math.round(canvas.y + canvas.height / 2)];
    const actions = page().getByRole('toolbar', { name: 'Actions for Lena Legacy' });
    const before = await box(actions);
    await moveFingers(cdp, [{ from: middle, to: [middle[0] - 120, middle[1] + 80] }]);
    // The selected partner's buttons come back under it once the tree rests, moved as far as the finger (to the pixel they
    // are placed on); sideways they stop 4 px inside the canvas's side, where the partner stands at the view's edge.
    const atSide = (now: { x: number; width: number }) => Math.abs(now.x - canvas.x - 4) <= 1 || Math.abs(now.x + now.width - (canvas.x + canvas.width - 4)) <= 1;
    const moved = async () => {
      const now = await actions.boundingBox();
      return now !== null && (Math.abs(now.x - before.x + 120) <= 1 || atSide(now)) && Math.abs(now.y - before.y - 80) <= 1;
    };
    await expect.poll(moved).toBe(true);

    // 'Fit to screen' left the wide tree at the smallest zoom: fingers apart zoom in, together out again.
    const zoom = page().getByTestId('zoom-level');
    const percent = async () => Number.parseInt(await zoom.innerText(), 10);
    const start = await percent();
    await moveFingers(cdp, pinchFingers(middle, 120, 300));
    await expect.poll(percent).toBeGreaterThanOrEqual(start * 2);
    const closer = await percent();
    await moveFingers(cdp, pinchFingers(middle, 300, 200));
    await expect.poll(percent).toBeLessThan(closer);
  });

  it('the tree page: a finger dragged over the overview map moves the view, and the next tap counts', async () => {
    const cdp = await page().context().newCDPSession(page());
    const map = await box(page().getByTestId('overview-map'));
    const actions = page().getByRole('toolbar', { name: 'Actions for Lena Legacy' });
    const before = await box(actions);
    await moveFingers(cdp, [{ from: [map.x + 20, map.y + 20], to: [map.x + map.width - 20, map.y + map.height - 20] }], 8);
    await expect.poll(async () => {
      const now = await actions.boundingBox();
      return now?.x !== before.x || now?.y !== before.y;
    }).toBe(true);
    // A quick drag ends in a fling the browser would stop with the next tap, swallowing it, unless the map took the moves.
    const hide = await box(page().getByRole('button', { name: 'Hide map' }));
    await tapFinger(cdp, [hide.x + hide.width / 2, hide.y + hide.height / 2]);
    await page().getByRole('button', { name: 'Show map' }).waitFor();
    const show = await box(page().getByRole('button', { name: 'Show map' }));
    await tapFinger(cdp, [show.x + show.width / 2, show.y + show.height / 2]);
    await page().getByTestId('overview-map').waitFor();
  });
});

describe('in a 360x800 window', () => {
  let browser: TestBrowser;
  const page = () => browser.page;
  beforeAll(async () => {
    browser = await app.openBrowser({ ...NARROW_WINDOW });
    await signInThroughUi(page(), app.url, team.owner.email, team.owner.password);
  });

  it('the dashboard: stats, then the calendar with day cells a finger can hit, then the table', async () => {
    await page().goto(`${app.url}/dashboard`);
    await page().getByRole('heading', { name: 'Partner overview' }).waitFor();
    const headings = await page().getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings.indexOf('Kalender')).toBeLessThan(headings.indexOf('Partner overview'));
    const days = page().locator('button[data-date]');
    expect(await days.count()).toBeGreaterThanOrEqual(35);
    for (const { width, height } of await days.evaluateAll((buttons) => buttons.map((b) => ({ width: b.getBoundingClientRect().width, height: b.getBoundingClientRect().height })))) {
      expect([width >= 40, height >= 40]).toEqual([true, true]);
    }
    await expectFitsPhone(page(), 'dashboard');
    await page().locator(`button[data-date="${PAULA.billDate}"]`).click();
    const day = page().getByRole('dialog');
    await day.getByRole('link', { name: 'Paula Partner', exact: true }).waitFor();
    await expectFitsPhone(page(), 'day popup');
    await page().keyboard.press('Escape');
    await page().getByRole('radio', { name: 'Woche' }).click();
    await page().getByRole('list', { name: 'Woche' }).waitFor();
    await expectFitsPhone(page(), 'week view');
  });

  it('Teambars: the board scrolls sideways inside itself, the page does not', async () => {
    await page().goto(`${app.url}/teambars`);
    await page().getByText('Paula Partner').first().waitFor();
    const board = page().getByRole('list', { name: 'Bars' });
    const [scrollWidth, clientWidth] = await board.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await board.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expectFitsPhone(page(), 'teambars, scrolled to the last bar');
  });
});
