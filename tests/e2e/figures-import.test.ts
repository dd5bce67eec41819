import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { chooseImportFile, openImportScreen } from './support/import-screen';
import { openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * 'Monthly figures' (issue 38 item 1): a month of a back office's export imported in the browser.
 * The Windows-1252 CSV writes `1.234,56`, its points column ('Punkte') is not guessed and is mapped
 * to PV by hand, one PV cell is `12,5 %` and one row is of nobody in the tree: the preview names
 * both, the write reports them, and the server holds the figures. The mapping saved as a preset is
 * applied to the same file the second time, which then has nothing left to write.
 */
const app = useApp({ clock: 'fixed' }); // FIXED_TODAY 2029-05-16: the month offered first is April 2029
const api = app.api;
const team = useTeam(app, {
  tree: 'Figures Import Team',
  root: 'Sabine Hoffmann',
  seed: async (t) => {
    const juergen = await t.addPartner('Jürgen Müller');
    await t.addPartner('Björn Weiß', juergen);
    await t.addPartner('Anna Groß', juergen);
    const put = await api.put('/api/teamtree/figures', { teamtreeId: t.treeId, period: '2029-04', rows: [{ profileId: t.partnerId('Björn Weiß'), pv: 5, rank: 'Bronze' }] }, { token: t.owner.access });
    expect(put.status).toBe(200);
  },
});

const CSV = Buffer.from(
  [
    'Partner-Nr;Vorname;Nachname;Sponsor;Punkte;GV;Rang;ABO;Letzte Bestellung',
    '501;Jürgen;Müller;Sabine Hoffmann;1.234,56;12.345,00;Gold;ja;03.04.2029',
    '502;Björn;Weiß;Jürgen Müller;87,5;1.087,5;Bronze;nein;',
    '503;Anna;Groß;Jürgen Müller;12,5 %;200;;x;',
    '999;Nora;Niemand;Jürgen Müller;10;10;;;',
  ].join('\r\n'),
  'latin1',
);

const counts = (page: Page) => page.getByText(/\d+ matched, \d+ will change, \d+ match no partner/).innerText();
const columnAs = (page: Page, header: string) => page.getByLabel(`Import column \u201c${header}\u201d as`);

async function openFigures(page: Page) {
  await openImportScreen(page, app.url, team, 'Figures Import Team');
  await page.getByRole('radio', { name: 'Monthly figures' }).check();
  await page.getByRole('heading', { name: 'Import monthly figures into Figures Import Team' }).waitFor();
}

describe('importing a month of back-office figures', () => {
  it('reads a back-office CSV, names the cells that are not figures and the rows of nobody, and writes the month', async () => {
    const { page } = team.browser;
    await openFigures(page);
    expect(await page.getByLabel('Month', { exact: true }).inputValue()).toBe('2029-04');
    await chooseImportFile(page, 'Monatszahlen.csv', 'text/csv', CSV);
    expect(await columnAs(page, 'Partner-Nr').inputValue()).toBe('externalId');
    expect(await columnAs(page, 'Sponsor').inputValue()).toBe('upline');
    expect(await columnAs(page, 'ABO').inputValue()).toBe('autoship');
    expect(await columnAs(page, 'Punkte').inputValue()).toBe('ignore'); // the guess does not know this heading
    expect(await page.getByLabel('Numbers written as').inputValue()).toBe('de');
    await columnAs(page, 'Punkte').selectOption('pv');

    await expect.poll(() => counts(page)).toBe('3 matched, 3 will change, 1 match no partner');
    expect(await page.getByRole('list', { name: 'Cells that are not figures' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Row 4 (Anna Groß, ID 503), Punkte: \u201c12,5 %\u201d is not a number; left as it was.',
    ]);
    expect(await page.getByRole('list', { name: 'Rows that match no partner (not written)' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Row 5 (Nora Niemand, ID 999): no partner has this ID or name.',
    ]);
    await screenshotThemes(page, 'figures-import-check');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Preset name').fill('Monatszahlen Backoffice');
    await page.getByRole('button', { name: 'Save as preset' }).click();
    await page.getByText('Preset \u201cMonatszahlen Backoffice\u201d saved: it is offered for the next file with these headings.').waitFor();

    await page.getByRole('button', { name: 'Write figures of 3 partners for April 2029' }).click();
    await page.getByText('Written: figures of 3 partners for April 2029. 1 row of the file matches no partner: not written.').waitFor();
    const res = await api.get(`/api/teamtree/figures?teamtreeId=${team.treeId}&period=2029-04`, { token: team.owner.access });
    const held = new Map((res.body.figures as { profileId: string }[]).map((row) => [row.profileId, row]));
    expect(held.get(team.partnerId('Jürgen Müller'))).toEqual({ profileId: team.partnerId('Jürgen Müller'), pv: 1234.56, gv: 12345, rank: 'Gold', paidRank: null, autoship: true, lastOrder: '2029-04-03' });
    expect(held.get(team.partnerId('Björn Weiß'))).toMatchObject({ pv: 87.5, gv: 1087.5, rank: 'Bronze', autoship: false });
    expect(held.get(team.partnerId('Anna Groß'))).toMatchObject({ pv: null, gv: 200, autoship: true });
    expect(held.size).toBe(3);
    await screenshotThemes(page, 'figures-import-written');
  });

  it('applies the preset saved for these headings the next time, from the profile menu; the same file has nothing left to write', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Import monthly figures…' }).click();
    await page.getByRole('heading', { name: 'Import monthly figures into Figures Import Team' }).waitFor();
    await chooseImportFile(page, 'Monatszahlen.csv', 'text/csv', CSV);
    await page.getByText('Preset \u201cMonatszahlen Backoffice\u201d applied: it was saved for files with these headings.').waitFor();
    expect(await page.getByLabel('Preset', { exact: true }).inputValue()).toBe('Monatszahlen Backoffice');
    expect(await columnAs(page, 'Punkte').inputValue()).toBe('pv');
    await expect.poll(() => counts(page)).toBe('3 matched, 0 will change, 1 match no partner');
    await page.getByText('Nothing to write: April 2029 already holds these figures.').waitFor();

    // The way back: the guessed mapping, which does not read the points.
    await page.getByLabel('Preset', { exact: true }).selectOption({ label: 'None: guessed from the headings' });
    expect(await columnAs(page, 'Punkte').inputValue()).toBe('ignore');

    // On a phone the page keeps to its width: only the file's columns scroll, inside their table.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotThemes(page, 'figures-import-phone');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1024, height: 768 });
  });
});
