import fs from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/accounts';
import { fixedDay } from './support/fixed-clock';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { addPartner, plantTree } from './support/trees';
import { useApp } from './support/use-app';

/**
 * Issue 36: a German user gets the Teamlist (List and Genealogy, search, sort, columns, pages,
 * export), the Teambars and the Export menu in German, with German dates, and the Teamlist's
 * cards fit a phone in German. Each check finds a control by its German name, so a text left in
 * English fails it.
 */
const app = useApp({ clock: 'fixed' });
const PARTNERS = 60;
const germanDate = (ymd: string) => ymd.split('-').reverse().join('.');
let owner: TestUser;

beforeAll(async () => {
  owner = await app.register({ firstName: 'Greta', lastName: 'Groß', language: 'de' });
  const { treeId, rootId } = await plantTree(app.api, owner, 'Team Sonne', 'Zora Wurzel');
  await app.api.put('/api/teamtree/profile', { id: rootId, billDate: fixedDay(90), categories: [{ name: 'Rang', value: 'Gold' }] }, { token: owner.access });
  // 60 partners under the root (61 in all: two pages of 50); the odd ones' bill date is in 3 days ('Bald').
  for (let i = 1; i <= PARTNERS; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, k) => {
        const n = String(i + k).padStart(2, '0');
        return addPartner(app.api, owner, treeId, rootId, `Partner ${n}`, { phone: `+49 151000000${n}`, billDate: fixedDay((i + k) % 2 ? 3 : 40) });
      }),
    );
  }
}, 240_000);

/** A German browser signed in as the owner. */
async function germanPage(options: { width: number; height: number; deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean }): Promise<Page> {
  const { page } = await app.signedIn(owner, { ...options, locale: 'de-DE' });
  return page;
}

/** English words the converted screens must no longer show to a German user. */
const ENGLISH = /\b(partners?|Columns|Export|Next page|Previous page|Page \d|Loading|No Upline|No Bill Date|Teambars|Teamlist)\b/;
const mainText = (page: Page) => page.locator('#main').innerText();

describe('the Teamlist in German (issue 36)', () => {
  it('shows the list, its columns, search, pages, Genealogy and export in German', async () => {
    const page = await germanPage({ width: 1280, height: 900 });
    await page.goto(`${app.url}/teamlist`);
    await page.getByRole('heading', { name: 'Teamliste', exact: true }).waitFor();
    await page.getByText('1–50 von 61 Partnern', { exact: true }).waitFor();
    await page.getByText('Seite 1 von 2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Vorherige Seite' }).waitFor();
    await page.getByRole('navigation', { name: 'Seiten' }).waitFor();
    const table = page.getByRole('table', { name: /^Partner \(eine Zeile öffnet/ });
    for (const name of ['Name', 'Abrechnung', 'Upline']) await table.getByRole('columnheader', { name }).waitFor();
    await table.getByRole('button', { name: 'Spalte Name verschieben' }).waitFor();
    await table.getByRole('cell', { name: germanDate(fixedDay(3)) }).first().waitFor();
    expect(await mainText(page)).not.toMatch(ENGLISH);

    // Sort by the name header, then the last page.
    await table.getByRole('columnheader', { name: 'Name' }).getByRole('button', { name: 'Name', exact: true }).click();
    expect(await page.locator('thead th[data-column="name"]').getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await page.getByText('51–61 von 61 Partnern', { exact: true }).waitFor();
    await page.getByText('Seite 2 von 2', { exact: true }).waitFor();

    // The search says how many it found; nothing found is 'Keine Partner'.
    const search = page.getByRole('searchbox', { name: 'Partner suchen' });
    expect(await search.getAttribute('placeholder')).toBe('Name, Telefon, Upline, Kategorie');
    // The root by its name and every partner by their upline.
    await search.fill('Zora');
    await page.getByText('61 Partner gefunden', { exact: true }).waitFor();
    await search.fill('+49 15100000001');
    await page.getByText('1 Partner gefunden', { exact: true }).waitFor();
    await search.fill('Niemand');
    await page.getByText('Keine Partner', { exact: true }).waitFor();
    await page.getByText('0 Partner', { exact: true }).waitFor();
    await search.fill('');

    // The column chooser: German names, a column shown under its German heading.
    await page.getByRole('button', { name: 'Spalten', exact: true }).click();
    const chooser = page.getByRole('dialog', { name: 'Sichtbare Spalten' });
    for (const name of ['Telefon', 'Geburtstag', 'Teamgröße', 'Ebene', 'Größtes Bein', 'Rang']) await chooser.getByRole('checkbox', { name, exact: true }).waitFor();
    await chooser.getByText('Zieh eine Spaltenüberschrift, um die Spalte zu verschieben.').waitFor();
    await chooser.getByRole('checkbox', { name: 'Teamgröße' }).check();
    await page.keyboard.press('Escape');
    await table.getByRole('columnheader', { name: 'Teamgröße' }).waitFor();

    // The export: German entries, German headings, German dates.
    await page.getByRole('button', { name: 'Exportieren', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Als Excel (.xlsx) exportieren' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Als CSV exportieren' }).click()]);
    const csv = (await fs.readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Name', 'Abrechnung', 'Upline', 'Teamgröße']);
    expect(rows[1]).toEqual(['Partner 01', germanDate(fixedDay(3)), 'Zora Wurzel', '0']);

    // The Genealogy: its switch, headings, levels and team toggle in German.
    const views = page.getByRole('radiogroup', { name: 'Ansicht der Teamliste' });
    await views.getByRole('radio', { name: 'Liste', exact: true }).waitFor();
    await views.getByRole('radio', { name: 'Genealogie', exact: true }).click();
    const tree = page.getByRole('treegrid', { name: 'Genealogie' });
    for (const name of ['Name', 'Ebene', 'Downline']) await tree.getByRole('columnheader', { name, exact: true }).waitFor();
    await tree.getByText('Ebene 0', { exact: true }).waitFor();
    const toggle = tree.getByRole('button', { name: 'Team von Zora Wurzel' });
    expect(await toggle.getAttribute('title')).toBe('Team zuklappen');
    await toggle.click();
    expect(await toggle.getAttribute('title')).toBe('Team aufklappen');
    expect(await mainText(page)).not.toMatch(ENGLISH);
    await views.getByRole('radio', { name: 'Liste', exact: true }).click();
    await page.getByText('1–50 von 61 Partnern', { exact: true }).waitFor();
  });

  it('shows the cards in German and fits a 390 px phone, the Teambars too', async () => {
    const page = await germanPage({ ...PHONES[0] });
    await page.goto(`${app.url}/teamlist`);
    await page.getByRole('heading', { name: 'Teamliste', exact: true }).waitFor();
    const sortBy = page.getByLabel('Sortieren nach');
    await sortBy.selectOption({ label: 'Nach Name' });
    const cards = page.getByRole('list', { name: 'Partner', exact: true });
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Partner 01', exact: true }) });
    await card.getByText('Bald', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Aufsteigend' }).click();
    await page.getByRole('button', { name: 'Absteigend' }).waitFor();
    await sortBy.selectOption({ label: 'Unsortiert' });
    expect(await page.getByRole('button', { name: 'Aufsteigend' }).isDisabled()).toBe(true);

    // A chosen column follows the fixed fields, under its German name.
    await page.getByRole('button', { name: 'Spalten', exact: true }).click();
    const chooser = page.getByRole('dialog', { name: 'Sichtbare Spalten' });
    await chooser.getByRole('checkbox', { name: 'Teamgröße' }).check();
    await chooser.getByRole('button', { name: 'Abrechnung nach unten' }).waitFor();
    await chooser.getByText('Karten zeigen immer Name, Telefon, Abrechnung und Upline', { exact: false }).waitFor();
    const labels = () => card.locator('[data-field]').evaluateAll((rows) => rows.map((row) => row.querySelector('dt')?.textContent));
    await expect.poll(labels).toEqual(['Abrechnung', 'Upline', 'Teamgröße']);
    await expectFitsPhone(page, 'column chooser in German');
    await page.keyboard.press('Escape');
    expect(await mainText(page)).not.toMatch(ENGLISH);
    await expectFitsPhone(page, 'Teamlist cards in German');

    await page.goto(`${app.url}/teambars`);
    await page.getByRole('heading', { name: 'Teambalken', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Keine Upline', exact: true }).waitFor();
    await expectFitsPhone(page, 'Teambars in German');
  });
});

describe('the Teambars in German (issue 36)', () => {
  it('titles the page, the bars of their own and the cards in German', async () => {
    const page = await germanPage({ width: 1280, height: 900 });
    await page.goto(`${app.url}/teambars`);
    await page.getByRole('heading', { name: 'Teambalken', exact: true }).waitFor();
    const bars = page.getByRole('list', { name: 'Balken', exact: true });
    await bars.getByRole('list', { name: 'Keine Upline', exact: true }).waitFor();
    const root = bars.getByRole('list', { name: 'Keine Upline', exact: true }).getByRole('listitem');
    await root.getByText(germanDate(fixedDay(90)), { exact: true }).waitFor();

    await page.selectOption('#bars-grouping', 'billdate');
    await bars.getByRole('list', { name: 'Bald', exact: true }).waitFor();
    expect(await page.locator('section h2 > span:first-child').allInnerTexts()).toEqual(['Aktiv', 'Bald']);
    await page.selectOption('#bars-grouping', 'category:Rang');
    await bars.getByRole('list', { name: 'Ohne Rang', exact: true }).waitFor();
    // A bar's count, and the word screen readers hear after it.
    expect(await page.locator('section h2').first().textContent()).toBe('Gold1 Profile');
    expect(await mainText(page)).not.toMatch(ENGLISH);
  });
});
