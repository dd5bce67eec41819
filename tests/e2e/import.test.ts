import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Importing a back-office export (issue 14): a CSV with German headers and dates, sponsors by
 * partner ID, a column the guess misses and a few bad rows; then an XLSX of the same team with
 * sponsors by name, which updates the partners it matches by ID instead of adding them twice.
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

interface Partner {
  id: string;
  name: string;
  parentId: string | null;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  categories: { name: string; value: string }[];
}

async function partners(): Promise<Partner[]> {
  const res = await api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
  return res.body.teamtree.profiles;
}

async function openImport(page: Page): Promise<void> {
  await page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
  await page.getByTestId('tree-canvas').waitFor();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Import partners…' }).click();
  await page.getByRole('heading', { name: 'Import partners into Import Team' }).waitFor();
}

const chooseFile = (page: Page, name: string, mimeType: string, buffer: Buffer) => page.getByLabel('Choose a CSV or Excel (.xlsx) file').setInputFiles({ name, mimeType, buffer });

describe('importing partners', () => {
  it('reads a CSV, lets the user fix the mapping, reports the bad rows and writes the good ones', async () => {
    const { page } = team.browser;
    await openImport(page);
    await chooseFile(page, 'export.csv', 'text/csv', Buffer.from(CSV, 'utf8'));
    const phoneColumn = page.getByLabel('Import column “Mobil-Nr.” as');
    expect(await phoneColumn.inputValue()).toBe('ignore'); // the guess does not know this header
    expect(await page.getByLabel('Import column “Sponsor-ID” as').inputValue()).toBe('uplineId');
    expect(await page.getByLabel('Date format').inputValue()).toBe('dd.MM.yyyy');
    await phoneColumn.selectOption('phone');
    const report = page.getByRole('list', { name: 'Rows that will be skipped' });
    await expect.poll(() => page.getByText(/\d+ new, \d+ updated, \d+ skipped/).innerText()).toBe('2 new, 0 updated, 3 skipped');
    expect(await report.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Row 4 \(Cora Cyan\): The birthday .31\.02\.1990. is not a date in the format dd\.MM\.yyyy\.$/),
      'Row 5: The name is missing.',
      expect.stringMatching(/^Row 6 \(Dirk Dorn\): The upline .999. is neither in the file nor in the TeamTree\.$/),
    ]);
    expect(await page.getByLabel('Import under').inputValue()).toBe(team.rootId);
    await screenshotThemes(page, 'import-csv-check');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 partners' }).click();
    await page.getByText('Imported: 2 new, 0 updated.').waitFor();
    await page.getByRole('link', { name: 'Open the TeamTree' }).click();
    await page.getByTestId('tree-canvas').waitFor();
    await page.getByRole('button', { name: /^Select Ben Berg \(/ }).waitFor({ state: 'attached' });
    const stored = await partners();
    const anna = stored.find((p) => p.name === 'Anna Adler')!;
    expect(anna).toMatchObject({ parentId: team.rootId, phone: '+49 1511111111', birthday: '1980-02-01', billDate: '2031-01-15', categories: [{ name: 'Rang', value: 'Gold' }] });
    expect(stored.find((p) => p.name === 'Ben Berg')).toMatchObject({ parentId: anna.id, phone: '+49 1512222222', billDate: '2031-01-20' });
    expect(stored).toHaveLength(3);
  });

  it('remembers the fixed mapping for the next file with these columns', async () => {
    const { page } = team.browser;
    await openImport(page);
    await chooseFile(page, 'export.csv', 'text/csv', Buffer.from(CSV, 'utf8'));
    expect(await page.getByLabel('Import column “Mobil-Nr.” as').inputValue()).toBe('phone');
    await expect.poll(() => page.getByText(/\d+ new, \d+ updated, \d+ skipped/).innerText()).toBe('0 new, 2 updated, 3 skipped');
  });

  it('reads an XLSX with sponsors by name and updates the partners it matches by ID, adding no duplicates', async () => {
    const { page } = team.browser;
    await openImport(page);
    await chooseFile(page, 'team.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await xlsxFile());
    expect(await page.getByLabel('Import column “Sponsor” as').inputValue()).toBe('uplineName');
    await expect.poll(() => page.getByText(/\d+ new, \d+ updated, \d+ skipped/).innerText()).toBe('1 new, 2 updated, 1 skipped');
    expect(await page.getByRole('list', { name: 'Rows that will be skipped' }).innerText()).toMatch(/Row 5 \(Fritz Fehler\): The upline .Niemand. is neither/);
    await screenshotThemes(page, 'import-xlsx-check');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 3 partners' }).click();
    await page.getByText('Imported: 1 new, 2 updated.').waitFor();
    await screenshotThemes(page, 'import-xlsx-done');

    const stored = await partners();
    expect(stored.map((p) => p.name).sort()).toEqual(['Anna Adler-Neu', 'Ben Berg', 'Emil Eck', 'Root Rita']);
    const anna = stored.find((p) => p.name === 'Anna Adler-Neu')!;
    const ben = stored.find((p) => p.name === 'Ben Berg')!;
    expect(anna).toMatchObject({ parentId: team.rootId, phone: '+49 1519999999', billDate: '2031-02-15', categories: [{ name: 'Rang', value: 'Gold' }] });
    expect(ben).toMatchObject({ parentId: anna.id, phone: '+49 1512222222', billDate: '2031-02-20' });
    expect(stored.find((p) => p.name === 'Emil Eck')).toMatchObject({ parentId: ben.id, billDate: '2031-03-01' });

    await page.getByRole('link', { name: 'Open the TeamTree' }).click();
    await page.getByRole('button', { name: /^Select Emil Eck \(/ }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^Select Anna Adler-Neu \(/ }).waitFor({ state: 'attached' });
  });
});
