import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { chooseImportFile, importCounts, openImportScreen, storedPartners } from './support/import-screen';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Importing a back-office export (issue 14): a CSV with German headers and dates, sponsors by
 * partner ID, a column the guess misses, a bad date (a warning) and a few rows it skips; then
 * an XLSX of the same team with sponsors by name, which updates the partners it matches by ID
 * instead of adding them twice. Then (issue 34) a Windows-1252 export holding the leader's own
 * row, 'Sponsor-Nr' and 'Sponsor', 'Telefon' and 'Mobil' and a junk phone: the preview's line
 * for the leader and its warnings, and the mapping chosen here offered on a second device.
 */
const app = useApp({ clock: 'fixed' });
const api = app.api;
const team = useTeam(app, { tree: 'Import Team', root: 'Root Rita', owner: { firstName: 'Ida', lastName: 'Importer' } });

const CSV = [
  'Berater-Nr;Vorname;Nachname;Sponsor-ID;Mobil-Nr.;Geburtstag;Autoship;Rang',
  '100;Anna;Adler;;+49 151 1111111;01.02.1980;15.01.2031;Gold',
  '101;Ben;Berg;100;0151/2222222;;20.01.2031;Silber',
  '102;Cora;Cyan;101;;31.02.1990;;',
  '103;;;100;;;;',
  '104;Dirk;Dorn;999;;;;',
].join('\r\n');

/** The leader's back office: Windows-1252, the leader's own row (the tree's root, Root Rita) at the top. */
const LEADER_CSV = Buffer.from(
  [
    'Partner-Nr;Vorname;Nachname;Sponsor-Nr;Sponsor;Telefon;Mobil;Geburtstag',
    '1;Root;Rita;;;;0170 7654321;',
    '200;Hans;Hüther;1;Root Rita;;0171 3333333;05.06.1985',
    '201;Jörg;Jäger;200;Hans Hüther;;folgt;',
    '202;;;200;Hans Hüther;;0172 5555555;',
    '203;Lena;Lux;202;;;0172 4444444;',
  ].join('\r\n'),
  'latin1',
);

async function xlsxFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Partner');
  sheet.addRow(['Partner-ID', 'Name', 'Sponsor', 'Telefon', 'Geburtstag', 'Abrechnungsdatum']);
  sheet.addRow(['100', 'Anna Adler-Neu', '', '+49 151 9999999', new Date(Date.UTC(1980, 1, 1)), '15.02.2031']);
  sheet.addRow(['101', 'Ben Berg', 'Anna Adler-Neu', '', null, '20.02.2031']);
  sheet.addRow(['105', 'Emil Eck', 'Ben Berg', '', null, '01.03.2031']);
  sheet.addRow(['106', 'Fritz Fehler', 'Niemand', '', null, '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const openImport = (page: Page) => openImportScreen(page, app.url, team, 'Import Team');
const partners = () => storedPartners(api, team);

describe('importing partners', () => {
  it('reads a CSV, lets the user fix the mapping, reports the bad rows and writes the good ones', async () => {
    const { page } = team.browser;
    await openImport(page);
    await chooseImportFile(page, 'export.csv', 'text/csv', Buffer.from(CSV, 'utf8'));
    const phoneColumn = page.getByLabel('Import column “Mobil-Nr.” as');
    expect(await phoneColumn.inputValue()).toBe('ignore'); // the guess does not know this header
    expect(await page.getByLabel('Import column “Sponsor-ID” as').inputValue()).toBe('uplineId');
    expect(await page.getByLabel('Date format').inputValue()).toBe('dd.MM.yyyy');
    await phoneColumn.selectOption('phone');
    const report = page.getByRole('list', { name: 'Rows that will be skipped' });
    await expect.poll(() => importCounts(page)).toBe('3 new, 0 updated, 2 skipped');
    expect(await report.getByRole('listitem').allInnerTexts()).toEqual([
      'Row 5: The name is missing.',
      expect.stringMatching(/^Row 6 \(Dirk Dorn\): The upline .999. is neither in the file nor in the TeamTree\.$/),
    ]);
    expect(await page.getByRole('list', { name: 'Rows imported with warnings' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Row 4 (Cora Cyan): Birthday \u201c31.02.1990\u201d is not a date in the format dd.MM.yyyy: imported without birthday.',
    ]);
    expect(await page.getByLabel('Import under').inputValue()).toBe(team.rootId);
    await screenshotThemes(page, 'import-csv-check');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import 3 partners' }).click();
    await page.getByText('Imported: 3 new, 0 updated.').waitFor();
    await page.getByRole('link', { name: 'Open the TeamTree' }).click();
    await page.getByTestId('tree-canvas').waitFor();
    await page.getByRole('button', { name: /^Select Ben Berg \(/ }).waitFor({ state: 'attached' });
    const stored = await partners();
    const anna = stored.find((p) => p.name === 'Anna Adler')!;
    expect(anna).toMatchObject({ parentId: team.rootId, phone: '+49 1511111111', birthday: '1980-02-01', billDate: '2031-01-15', categories: [{ name: 'Rang', value: 'Gold' }] });
    expect(stored.find((p) => p.name === 'Ben Berg')).toMatchObject({ parentId: anna.id, phone: '+49 1512222222', billDate: '2031-01-20' });
    expect(stored.find((p) => p.name === 'Cora Cyan')).toMatchObject({ birthday: null });
    expect(stored).toHaveLength(4);
  });

  it('remembers the fixed mapping for the next file with these columns', async () => {
    const { page } = team.browser;
    await openImport(page);
    await chooseImportFile(page, 'export.csv', 'text/csv', Buffer.from(CSV, 'utf8'));
    expect(await page.getByLabel('Import column “Mobil-Nr.” as').inputValue()).toBe('phone');
    await expect.poll(() => importCounts(page)).toBe('0 new, 3 updated, 2 skipped');
  });

  it('reads an XLSX with sponsors by name and updates the partners it matches by ID, adding no duplicates', async () => {
    const { page } = team.browser;
    await openImport(page);
    await chooseImportFile(page, 'team.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await xlsxFile());
    expect(await page.getByLabel('Import column “Sponsor” as').inputValue()).toBe('uplineName');
    await expect.poll(() => importCounts(page)).toBe('1 new, 2 updated, 1 skipped');
    expect(await page.getByRole('list', { name: 'Rows that will be skipped' }).innerText()).toMatch(/Row 5 \(Fritz Fehler\): The upline .Niemand. is neither/);
    await screenshotThemes(page, 'import-xlsx-check');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 3 partners' }).click();
    await page.getByText('Imported: 1 new, 2 updated.').waitFor();
    await screenshotThemes(page, 'import-xlsx-done');

    const stored = await partners();
    expect(stored.map((p) => p.name).sort()).toEqual(['Anna Adler-Neu', 'Ben Berg', 'Cora Cyan', 'Emil Eck', 'Root Rita']);
    const anna = stored.find((p) => p.name === 'Anna Adler-Neu')!;
    const ben = stored.find((p) => p.name === 'Ben Berg')!;
    expect(anna).toMatchObject({ parentId: team.rootId, phone: '+49 1519999999', billDate: '2031-02-15', categories: [{ name: 'Rang', value: 'Gold' }] });
    expect(ben).toMatchObject({ parentId: anna.id, phone: '+49 1512222222', billDate: '2031-02-20' });
    expect(stored.find((p) => p.name === 'Emil Eck')).toMatchObject({ parentId: ben.id, billDate: '2031-03-01' });

    await page.getByRole('link', { name: 'Open the TeamTree' }).click();
    await page.getByRole('button', { name: /^Select Emil Eck \(/ }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^Select Anna Adler-Neu \(/ }).waitFor({ state: 'attached' });
  });

  it('says which row is the leader, lets the user say it is someone else, lists the warnings, and writes the leader onto the root', async () => {
    const { page } = team.browser;
    await openImport(page);
    await chooseImportFile(page, 'backoffice.csv', 'text/csv', LEADER_CSV);
    expect(await page.getByLabel('Import column “Sponsor-Nr” as').inputValue()).toBe('uplineId');
    expect(await page.getByLabel('Import column “Sponsor” as').inputValue()).toBe('uplineCheck');
    expect(await page.getByLabel('Import column “Mobil” as').inputValue()).toBe('phone');
    expect(await page.getByLabel('Import column “Telefon” as').inputValue()).toBe('ignore');
    const leader = page.getByRole('group', { name: 'Your own row' });
    expect(await leader.locator('p').innerText()).toBe('Row 2 (Root Rita): This row is you (the tree\u2019s root): its partners go under you.');
    await expect.poll(() => importCounts(page)).toBe('3 new, 0 updated, 1 skipped');
    expect(await page.getByText(/imported with warnings$/).innerText()).toBe('2 imported with warnings');
    expect(await page.getByRole('list', { name: 'Rows imported with warnings' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Row 4 (Jörg Jäger): Phone \u201cfolgt\u201d is not a phone number: imported without phone.',
      'Row 6 (Lena Lux): The upline in row 5 is skipped: imported under Hans Hüther.',
    ]);
    expect(await page.getByRole('list', { name: 'Rows that will be skipped' }).innerText()).toBe('Row 5: The name is missing.');

    // Someone else of the same name: a new partner, and back.
    const someoneElse = leader.getByRole('checkbox', { name: 'This is someone else' });
    await someoneElse.check();
    await expect.poll(() => importCounts(page)).toBe('4 new, 0 updated, 1 skipped');
    expect(await leader.locator('p').innerText()).toBe('Row 2 (Root Rita): Imported as a new partner, not as you.');
    await someoneElse.uncheck();
    await expect.poll(() => importCounts(page)).toBe('3 new, 0 updated, 1 skipped');
    await screenshotThemes(page, 'import-leader-check');
    expect(await seriousViolations(page)).toEqual([]);

    // A choice of this device: the birthday column is not imported.
    await page.getByLabel('Import column “Geburtstag” as').selectOption('ignore');
    await page.getByRole('button', { name: 'Import 3 partners' }).click();
    await page.getByText('Imported: 3 new, 1 updated.').waitFor();
    const stored = await partners();
    const root = stored.find((p) => p.id === team.rootId)!;
    expect(root).toMatchObject({ name: 'Root Rita', parentId: null, phone: '+49 1707654321' }); // its empty phone filled
    expect(stored.filter((p) => p.name === 'Root Rita')).toHaveLength(1);
    const hans = stored.find((p) => p.name === 'Hans Hüther')!;
    expect(hans).toMatchObject({ parentId: team.rootId, birthday: null });
    expect(stored.find((p) => p.name === 'Jörg Jäger')).toMatchObject({ parentId: hans.id, phone: '' });
    expect(stored.find((p) => p.name === 'Lena Lux')).toMatchObject({ parentId: hans.id });
  });

  it('offers the mapping chosen on one device on another device of the same user', async () => {
    const laptop = await app.signedIn(team.owner);
    try {
      await openImport(laptop.page);
      await chooseImportFile(laptop.page, 'backoffice.csv', 'text/csv', LEADER_CSV);
      expect(await laptop.page.getByLabel('Import column “Geburtstag” as').inputValue()).toBe('ignore'); // the guess would be the birthday
      expect(await laptop.page.getByLabel('Import column “Sponsor” as').inputValue()).toBe('uplineCheck');
      await expect.poll(() => importCounts(laptop.page)).toBe('0 new, 3 updated, 1 skipped');
      expect(await laptop.page.getByRole('group', { name: 'Your own row' }).locator('p').innerText()).toMatch(/^Row 2 \(Root Rita\): This row is you/);
    } finally {
      await laptop.close();
    }
  });
});
