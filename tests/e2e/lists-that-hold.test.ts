import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { fixedDay } from './support/fixed-clock';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Lists and bars that hold their layout and their place (issue 12), at 1024 px: 61 partners,
 * 30 uplines each with one partner, and one 200-character name.
 */
const app = useApp({ clock: 'fixed' });
const LONG_NAME = `Maximiliane ${'Mustermann-'.repeat(17)}Ende`.slice(0, 200);
const team = useTeam(app, {
  tree: 'Wide Team',
  seed: async (planted) => {
    const add = (name: string, parentId: string, billDate: string) => planted.addPartner(name, parentId, { billDate });
    for (let i = 1; i <= 30; i += 1) {
      const upline = await add(`Upline ${i}`, planted.rootId, fixedDay(10 + i));
      await add(i === 1 ? LONG_NAME : `Partner ${i}`, upline, fixedDay(i % 2 ? 3 : 40 + i));
    }
  },
});
beforeAll(() => team.browser.page.evaluate(`localStorage.setItem('teamtree.activeTreeId', ${JSON.stringify(team.treeId)})`));

const documentWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');
const mainScrollTop = (page: Page) => page.evaluate<number>("document.getElementById('main').scrollTop");

describe('Teamlist', () => {
  it('a 200-character name is cut with an ellipsis and never widens the page', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist?sort=name&dir=asc`);
    const cell = page.getByRole('cell', { name: LONG_NAME });
    await cell.waitFor();
    // The name is cut (its text is wider than its box), the table does not scroll sideways, the page is not wider.
    expect(await cell.locator('[title]').evaluate((span) => span.scrollWidth > span.clientWidth + 100)).toBe(true);
    expect(await page.locator('table').evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
    expect(await documentWidth(page)).toBeLessThanOrEqual(1024);
    expect(await cell.locator('[title]').getAttribute('title')).toBe(LONG_NAME);
    await screenshotThemes(page, 'teamlist-long-name-1024');
  });

  it('keeps page and sort in the address: Next page starts at the top, Back and reload return to it', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByRole('columnheader', { name: /Name/ }).getByRole('button', { name: /^Name/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('dir') === 'asc');
    await page.getByRole('button', { name: 'Next page' }).scrollIntoViewIfNeeded();
    expect(await mainScrollTop(page)).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText('51–61 of 61 partners').waitFor();
    expect(await mainScrollTop(page)).toBeLessThan(100);

    await page.reload();
    await page.getByText('51–61 of 61 partners').waitFor();
    expect(await page.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await page.goBack();
    await page.getByText('1–50 of 61 partners').waitFor();
  });

  it('says that filters hide every partner, and Reset brings them back', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByText('1–50 of 61 partners').waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Inactive' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('No partners').waitFor();
    await page.getByText('Filters are on: 61 partners are hidden.').waitFor();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.getByText('1–50 of 61 partners').waitFor();
  });

  it("shows each filter that is on as a chip that takes itself off, and 'Clear' for all (issue 34)", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByText('1–50 of 61 partners').waitFor();
    const chips = page.getByRole('list', { name: 'Active filters' });
    expect(await chips.count()).toBe(0);
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Inactive' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Active', exact: true }).click();
    await page.keyboard.press('Escape');
    await chips.waitFor();
    expect(await chips.getByRole('listitem').allInnerTexts()).toEqual(['Bill Date: Inactive', 'Bill Date: Active', 'Clear']);
    expect(await seriousViolations(page)).toEqual([]);

    await chips.getByRole('button', { name: 'Remove Bill Date: Inactive' }).click();
    await expect.poll(() => chips.getByRole('listitem').allInnerTexts()).toEqual(['Bill Date: Active', 'Clear']);
    await chips.getByRole('button', { name: 'Clear', exact: true }).click();
    await chips.waitFor({ state: 'detached' });
    await page.getByText('1–50 of 61 partners').waitFor();
  });

  it('the Filter menu sorts uplines as people read numbers, keeps a long list in its own scrolling box, and has Reset on top', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByRole('button', { name: 'Filter' }).click();
    const menu = page.getByRole('menu');
    const names = await menu.getByRole('menuitemcheckbox').allTextContents();
    expect(names.indexOf('Upline 9')).toBeLessThan(names.indexOf('Upline 29'));
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items[0]).toBe('Reset');
    const uplines = menu.getByRole('group', { name: 'Uplines' });
    expect(await uplines.evaluate((box) => box.scrollHeight > box.clientHeight && box.clientHeight <= 256)).toBe(true);
    expect(await menu.evaluate((box) => box.getBoundingClientRect().height)).toBeLessThan(768);
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});

describe('Teambars', () => {
  it('31 upline bars scroll inside the page; the app itself never gets wider than the window', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teambars`);
    await page.getByRole('list', { name: 'Bars' }).waitFor();
    expect(await page.getByRole('list', { name: 'Bars' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(31);
    expect(await documentWidth(page)).toBeLessThanOrEqual(1024);
    const bars = page.getByRole('list', { name: 'Bars' });
    expect(await bars.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await screenshotThemes(page, 'teambars-many-columns-1024');
  });

  it('keeps the grouping in the address, sorts Bill Date cards by urgency, and offers the Filter', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teambars`);
    await page.getByLabel('Group by').selectOption('billdate');
    await page.waitForURL((url) => url.searchParams.get('group') === 'billdate');
    await page.reload();
    expect(await page.getByLabel('Group by').inputValue()).toBe('billdate');
    const active = page.getByRole('list', { name: 'Active' });
    await active.waitFor();
    const dates = await active.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    expect(dates.length).toBeGreaterThan(5);
    expect([...dates].sort()).toEqual(dates);
    await page.getByRole('button', { name: 'Filter' }).waitFor();
  });
});
