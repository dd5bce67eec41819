import fs from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The Teamlist (issue 24, item 3): the search box finds partners by phone (however it is written),
 * category value and upline, and the export holds what it found; a row opens the partner's
 * details (a click, or Enter on the focused row; a tap on a card on a phone); a category of the
 * tree is a column to choose, sort and keep.
 */
const app = useApp({ clock: 'fixed' });
const ids = new Map<string, string>();
const team = useTeam(app, {
  tree: 'Search Team',
  root: 'Rita Root',
  browser: {},
  seed: async (planted) => {
    ids.set('Rita Root', planted.rootId);
    await app.api.put('/api/teamtree/profile', { id: planted.rootId, categories: [{ name: 'Rank', value: 'Gold' }] }, { token: planted.owner.access });
    const add = async (name: string, parent: string, extra: Record<string, unknown>) => ids.set(name, await planted.addPartner(name, ids.get(parent), extra));
    await add('Anna Krüger', 'Rita Root', { phone: '+49 1716715198', categories: [{ name: 'Rank', value: 'Silver' }] });
    await add('Bert Bauer', 'Anna Krüger', { phone: '01701234567' });
    await add('Carl Cole', 'Rita Root', { categories: [{ name: 'Rank', value: 'Bronze' }] });
    await add('Dora Dahl', 'Carl Cole', { categories: [{ name: 'Rank', value: 'Gold' }] });
  },
});

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search partners' });
const names = (page: Page) => page.locator('tbody tr td[data-column="name"]').allInnerTexts();
const row = (page: Page, name: string) => page.locator(`tbody tr[data-partner="${ids.get(name)}"]`);
const storedColumns = async () => (await app.api.get('/api/user/settings', { token: team.owner.access })).body.settings.value.teamlist.columns;

async function exportedCsv(page: Page): Promise<string[][]> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export as CSV' }).click()]);
  const text = (await fs.readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

describe('the Teamlist search', () => {
  it('finds a partner by phone however it is typed, and by category value and upline; the export holds the found rows', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByText('1–5 of 5 partners').waitFor();
    expect(await search(page).getAttribute('placeholder')).toBe('Search name, phone, upline, category');

    // Stored as '+49 1716715198', typed the national way with a space.
    await search(page).fill('0171 67');
    await expect.poll(() => names(page)).toEqual(['Anna Krüger']);
    await page.getByText('1 partner found').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('0171 67');

    await search(page).fill('gold');
    await expect.poll(async () => (await names(page)).sort()).toEqual(['Dora Dahl', 'Rita Root']);
    await page.getByText('2 partners found').waitFor();
    const csv = await exportedCsv(page);
    expect(csv[0]).toEqual(['Name', 'Bill Date', 'Upline']);
    expect(csv.slice(1).map((r) => r[0]).sort()).toEqual(['Dora Dahl', 'Rita Root']);

    // By the upline's name: Carl and the partner under him.
    await search(page).fill('carl');
    await expect.poll(async () => (await names(page)).sort()).toEqual(['Carl Cole', 'Dora Dahl']);

    await search(page).fill('nobody here');
    await page.getByRole('cell', { name: 'No partners' }).waitFor();
    await screenshotThemes(page, 'teamlist-search-empty');
    await search(page).fill('');
    await page.getByText('1–5 of 5 partners').waitFor();
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
  });

  it('keeps every letter typed fast (the address catching up never takes one back)', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByText('1–5 of 5 partners').waitFor();
    for (const [typed, found] of [['Dora Dahl', '1 partner found'], ['Bert Bauer', '1 partner found'], ['gold', '2 partners found']]) {
      await search(page).fill('');
      await search(page).pressSequentially(typed);
      await page.evaluate('new Promise((done) => requestIdleCallback(() => requestIdleCallback(done)))');
      expect(await search(page).inputValue()).toBe(typed);
      expect(new URL(page.url()).searchParams.get('q')).toBe(typed);
      await page.getByText(found).waitFor();
    }
    await search(page).fill('');
    await page.getByText('1–5 of 5 partners').waitFor();
  });
});

describe('a Teamlist row opens the partner', () => {
  it('by a click anywhere on the row but its links, and by Enter on the focused row', async () => {
    const { page } = team.browser;
    await row(page, 'Dora Dahl').locator('td[data-column="billDate"]').click();
    const dora = page.getByRole('dialog', { name: 'Dora Dahl' });
    await dora.getByText('Upline: Carl Cole').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dora.waitFor({ state: 'detached' });
    expect(page.url()).toContain('/teamlist');

    await row(page, 'Anna Krüger').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Anna Krüger' }).getByText('Upline: Rita Root').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Anna Krüger' }).waitFor({ state: 'detached' });
  });
});

describe('a category column', () => {
  it('is chosen in the column chooser, sorts by its values (none last), and is kept in the settings', async () => {
    const { page } = team.browser;
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Rank' }).check();
    await page.keyboard.press('Escape');
    const header = page.locator('thead th[data-column="category:Rank"]');
    await header.waitFor();
    expect(await row(page, 'Anna Krüger').locator('td[data-column="category:Rank"]').innerText()).toBe('Silver');

    await header.getByRole('button', { name: 'Rank', exact: true }).click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect(await names(page)).toEqual(['Carl Cole', 'Dora Dahl', 'Rita Root', 'Anna Krüger', 'Bert Bauer']);
    await header.getByRole('button', { name: 'Rank', exact: true }).click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(await names(page)).toEqual(['Anna Krüger', 'Dora Dahl', 'Rita Root', 'Carl Cole', 'Bert Bauer']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('category:Rank');

    await expect.poll(storedColumns).toEqual(['name', 'billDate', 'upline', 'category:Rank']);
    await page.reload();
    await page.locator('thead th[data-column="category:Rank"]').waitFor();
    expect(await names(page)).toEqual(['Anna Krüger', 'Dora Dahl', 'Rita Root', 'Carl Cole', 'Bert Bauer']);
  });
});

describe('the Teamlist on a phone', () => {
  it('searches the cards, and a tap on a card opens the partner', async () => {
    const browser = await app.signedIn(team.owner, { ...PHONES[0] });
    const { page } = browser;
    await page.goto(`${app.url}/teamlist`);
    await search(page).fill('gold');
    const cards = page.getByRole('list', { name: 'Partners' }).locator(':scope > li');
    await expect.poll(async () => (await cards.locator('h2').allInnerTexts()).sort()).toEqual(['Dora Dahl', 'Rita Root']);
    await expectFitsPhone(page, 'the Teamlist searched on a phone');
    await page.locator(`li[data-partner="${ids.get('Dora Dahl')}"]`).getByText('Bill Date').tap();
    await page.getByRole('dialog', { name: 'Dora Dahl' }).waitFor();
    await browser.close();
  });
});
