import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { chooseImportFile, importCounts, openImportScreen, storedPartners } from './support/import-screen';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Issue 24 item 4: importing into what the tree has. The BASIC tree holds one category, `Rank`;
 * the back-office file calls it `Rang`. As a new category its values cannot be held (only the
 * values are left out, every row stays); mapped onto 'Category: Rank' every row imports with
 * Rank set. National phone numbers are read in the country the screen shows (the tree's).
 */
const app = useApp({ clock: 'fixed' });
const api = app.api;
const TEAMLIST_COLUMNS = { __v: 1, value: { teamlist: { visibleCols: ['name', 'phone', 'upline'] } } };
const team = useTeam(app, {
  tree: 'Rank Team',
  root: 'Root Rita',
  seed: async (planted) => {
    await planted.addPartner('Rosa Rank', planted.rootId, { categories: [{ name: 'Rank', value: 'Bronze' }] });
    expect((await api.post('/api/user/settings', { settings: TEAMLIST_COLUMNS }, { token: planted.owner.access })).status).toBe(200);
  },
});

const CSV = [
  'Partner-ID;Name;Sponsor-ID;Telefon;Rang',
  'A1;Anna Adler;;0171/6715198;Gold',
  'A2;Ben Berg;A1;0044 20 7946 0958;Silber',
  'A3;Cora Cyan;A2;+1 (415) 555-0100;Gold',
].join('\r\n');

const openImport = (page: Page) => openImportScreen(page, app.url, team, 'Rank Team');
const partners = () => storedPartners(api, team);

describe('importing into the categories the tree has', () => {
  it('maps Rang onto Category: Rank on a BASIC tree, imports every row with Rank set and phones in international form', async () => {
    const { page } = team.browser;
    await openImport(page);
    await chooseImportFile(page, 'team.csv', 'text/csv', Buffer.from(CSV, 'utf8'));
    const rang = page.getByLabel('Import column “Rang” as');
    expect(await rang.inputValue()).toBe('category:Rank'); // the guess knows Rang is the tree's Rank
    expect(await page.getByRole('combobox', { name: 'Country of phone numbers' }).inputValue()).toBe('DE');

    // As a new category, Rang is beyond the plan: its values are left out, no row is.
    await rang.selectOption('category');
    await expect.poll(() => importCounts(page)).toBe('3 new, 0 updated, 0 skipped');
    const dropped = page.getByRole('list', { name: 'Rows imported with warnings' });
    expect(await dropped.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Row 2 \(Anna Adler\): “Rang” \(Gold\) is not imported: You can only have 1 different categories with your BASIC plan\.$/),
      expect.stringMatching(/^Row 3 \(Ben Berg\): “Rang” \(Silber\)/),
      expect.stringMatching(/^Row 4 \(Cora Cyan\): “Rang” \(Gold\)/),
    ]);
    await screenshotThemes(page, 'import-category-dropped');

    await rang.selectOption({ label: 'Category: Rank' });
    await dropped.waitFor({ state: 'detached' });
    expect(await importCounts(page)).toBe('3 new, 0 updated, 0 skipped');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 3 partners' }).click();
    await page.getByText('Imported: 3 new, 0 updated.').waitFor();

    const stored = new Map((await partners()).map((p) => [p.name, p]));
    expect(stored.get('Anna Adler')).toMatchObject({ parentId: team.rootId, phone: '+49 1716715198', categories: [{ name: 'Rank', value: 'Gold' }] });
    expect(stored.get('Ben Berg')).toMatchObject({ parentId: stored.get('Anna Adler')!.id, phone: '+44 2079460958', categories: [{ name: 'Rank', value: 'Silber' }] });
    expect(stored.get('Cora Cyan')).toMatchObject({ parentId: stored.get('Ben Berg')!.id, phone: '+1 4155550100', categories: [{ name: 'Rank', value: 'Gold' }] });

    await page.goto(`${app.url}/teamlist`);
    const phoneOf = (name: string) => page.locator('tbody tr').filter({ has: page.locator('td[data-column="name"]', { hasText: name }) }).locator('td[data-column="phone"]');
    await phoneOf('Anna Adler').waitFor();
    expect(await phoneOf('Anna Adler').innerText()).toContain('+49 171 6715198');
    expect(await phoneOf('Ben Berg').innerText()).toContain('+44 20 7946 0958');
    expect(await phoneOf('Cora Cyan').innerText()).toContain('+1 415 555 0100');
  });
});
