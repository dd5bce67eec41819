import ExcelJS from 'exceljs';
import fs from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXED_TODAY } from './support/fixed-clock';
import { seriousViolations } from './support/axe';
import { screenshot, screenshotThemes } from './support/browser';
import { repoRoot } from './support/web-build';
import { openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Export (issue 14 item 2): the Teamlist and the dashboard as CSV and XLSX with the view's
 * filter, sort and columns, read back equal to what the page shows; the tree as PNG (whole and
 * visible part) and as a page for paper (printed, and saved as PDF by Chromium).
 */
const app = useApp({ clock: 'fixed' });
const TREE = 'Export Team';
const team = useTeam(app, {
  tree: TREE,
  root: 'Zentrale',
  owner: { firstName: 'Ella', lastName: 'Exporter' },
  seed: async (planted) => {
    const anne = await planted.addPartner('Änne Müller', planted.rootId, { phone: '+49 1511111111', birthday: '1980-02-01', billDate: '2031-03-15' });
    await planted.addPartner('Björn Weiß', planted.rootId, { billDate: '2031-04-01' });
    await planted.addPartner('Clara Größe', anne, { phone: '+49 1522222222', birthday: '1991-12-31', billDate: '2031-01-20' });
    await planted.addPartner('Eva "Evi" Kühn; Jr.', anne, { billDate: '2030-12-24' });
    await planted.addPartner('Dieter Öz', anne, { birthday: '1975-07-04', billDate: '2031-02-02' });
  },
});

/** A table as the page shows it: the header texts (without the drag handle and sort marks), then every row; '—' is an empty cell. */
function shownTable(table: Locator): Promise<string[][]> {
  return table.evaluate((element) => {
    // What a cell shows: without its visually hidden words (a phone link's 'Call <name>, ').
    type Cell = { textContent: string | null; cloneNode(deep: true): Cell; querySelectorAll(selector: string): Iterable<{ remove(): void }> };
    const text = (cell: Cell) => {
      const shown = cell.cloneNode(true);
      for (const hidden of shown.querySelectorAll('.sr-only')) hidden.remove();
      return (shown.textContent ?? '').replace(/[⠿▲▼↕]/g, '').trim();
    };
    const headers = [...element.querySelectorAll('thead th')].map(text);
    const rows = [...element.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => (text(td) === '—' ? '' : text(td))));
    return [headers, ...rows];
  });
}

/** Chooses an entry of the page's Export menu and answers the download it starts. */
async function exportAs(page: Page, entry: string): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: entry }).click()]);
  return download;
}

async function savedBytes(download: Download): Promise<Buffer> {
  return fs.readFile(await download.path());
}

function csvTable(bytes: Buffer): { bom: boolean; rows: string[][] } {
  const text = bytes.toString('utf8');
  return { bom: text.startsWith('\uFEFF'), rows: Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data };
}

/** The first sheet as text: date cells as dd.MM.yyyy (their number format), empty cells ''. */
async function xlsxTable(bytes: Buffer): Promise<{ rows: string[][]; dateFormats: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  const dateFormats = new Set<string>();
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const cell = row.getCell(c);
      const value = cell.value;
      if (value instanceof Date) {
        dateFormats.add(cell.numFmt);
        const iso = value.toISOString();
        cells.push(`${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`);
      } else cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return { rows, dateFormats: [...dateFormats] };
}

describe('exporting the Teamlist', () => {
  it('writes the filtered, sorted partners in the chosen columns as CSV and XLSX, equal to the table', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByRole('heading', { name: 'Teamlist' }).waitFor();
    await page.getByText('1–6 of 6 partners').waitFor();
    // Columns: Name, Bill Date, Upline (the defaults) plus Phone, Birthday and Level.
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Visible columns' });
    await chooser.getByRole('checkbox', { name: 'Phone' }).check();
    await chooser.getByRole('checkbox', { name: 'Birthday' }).check();
    await chooser.getByRole('checkbox', { name: 'Level' }).check();
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    // Filter: Änne's team only; sorted by bill date.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Änne Müller' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('1–3 of 3 partners').waitFor();
    await page.locator('thead th[data-column="billDate"]').getByRole('button', { name: 'Bill Date', exact: true }).click();

    const table = page.getByRole('table', { name: 'Partners' });
    const shown = await shownTable(table);
    expect(shown).toEqual([
      ['Name', 'Bill Date', 'Upline', 'Phone', 'Birthday', 'Level'],
      ['Eva "Evi" Kühn; Jr.', '24.12.2030', 'Änne Müller', '', '', '2'],
      ['Clara Größe', '20.01.2031', 'Änne Müller', '+49 1522222222', '31.12.1991', '2'],
      ['Dieter Öz', '02.02.2031', 'Änne Müller', '', '04.07.1975', '2'],
    ]);

    const csv = await exportAs(page, 'Export as CSV');
    expect(csv.suggestedFilename()).toBe(`TeamTree-${TREE}-${FIXED_TODAY}.csv`);
    const fromCsv = csvTable(await savedBytes(csv));
    expect(fromCsv.bom).toBe(true);
    expect(fromCsv.rows).toEqual(shown);

    const xlsx = await exportAs(page, 'Export as Excel (.xlsx)');
    expect(xlsx.suggestedFilename()).toBe(`TeamTree-${TREE}-${FIXED_TODAY}.xlsx`);
    const fromXlsx = await xlsxTable(await savedBytes(xlsx));
    expect(fromXlsx.rows).toEqual(shown);
    expect(fromXlsx.dateFormats).toEqual(['dd.mm.yyyy']);

    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Export as CSV' }).waitFor();
    await screenshotThemes(page, 'export-teamlist-menu');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('is reached and used by keyboard, and says so clearly when the file cannot be made', async () => {
    const { page } = team.browser;
    const trigger = page.getByRole('button', { name: 'Export' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Export as CSV' }).waitFor();
    // The browser refuses to make the file's address: the export fails and says so.
    await page.evaluate(() => {
      URL.createObjectURL = () => {
        throw new Error('No room for the file');
      };
    });
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Export as CSV failed' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Export as CSV failed (No room for the file). Nothing was saved; please try again.');
    await screenshotThemes(page, 'export-failed');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });
    await page.reload();
  });
});

describe('exporting the dashboard', () => {
  it('writes the searched, sorted partner table with its status texts', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/dashboard`);
    const table = page.getByRole('table', { name: 'Partner overview' });
    await table.waitFor();
    await page.getByPlaceholder('Search...').fill('ö');
    await table.getByRole('button', { name: /Bill Date/ }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    const shown = await shownTable(table);
    expect(shown[0]).toEqual(['Name', 'Bill Date', 'Status']);
    expect(shown.slice(1).map((row) => row[0])).toEqual(['Clara Größe', 'Dieter Öz', 'Björn Weiß']);

    const csv = await exportAs(page, 'Export as CSV');
    expect(csv.suggestedFilename()).toBe(`TeamTree-${TREE}-${FIXED_TODAY}.csv`);
    expect(csvTable(await savedBytes(csv)).rows).toEqual(shown);
    const xlsx = await exportAs(page, 'Export as Excel (.xlsx)');
    expect((await xlsxTable(await savedBytes(xlsx))).rows).toEqual(shown);
  });
});

/** A PNG's width and height from its IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('exporting the tree', () => {
  it('saves the whole tree and the visible part as PNG images drawn by the canvas', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Whole tree as PNG' }).waitFor();
    await screenshotThemes(page, 'export-tree-menu');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const whole = await exportAs(page, 'Whole tree as PNG');
    expect(whole.suggestedFilename()).toBe(`TeamTree-${TREE}-${FIXED_TODAY}.png`);
    const wholeBytes = await savedBytes(whole);
    const wholeSize = pngSize(wholeBytes);
    // Six partners on three levels at 100%, twice as sharp: wider than high, about 1,600 x 900 pixels.
    expect(wholeSize.width).toBeGreaterThan(wholeSize.height);
    expect(wholeSize.width).toBeGreaterThan(1000);
    expect(wholeSize.width).toBeLessThan(4000);
    expect(wholeSize.height).toBeGreaterThan(600);
    expect(wholeBytes.length).toBeGreaterThan(5_000);

    const visible = await exportAs(page, 'Visible part as PNG');
    const canvasSize = await page.getByTestId('tree-canvas').evaluate((canvas) => ({ width: canvas.clientWidth, height: canvas.clientHeight }));
    expect(pngSize(await savedBytes(visible))).toEqual(canvasSize);
  });

  it('prints a page laid out for paper: only the tree, its name and count, in light colours', async () => {
    const { page } = team.browser;
    // The print dialog itself belongs to the browser: the page's call to it is counted instead.
    await page.evaluate('window.__printed = 0; window.print = () => { window.__printed += 1; }');
    await page.getByRole('button', { name: 'Export' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Print whole tree…' }).waitFor();
    // End moves to the last entry, then up one; pressed until the menu has taken over the keys (its first moments ignore them).
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return page.evaluate('document.activeElement?.textContent');
      })
      .toBe('Print visible part…');
    await page.keyboard.press('ArrowUp');
    await page.getByRole('menuitem', { name: 'Print whole tree…' }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate('window.__printed')).toBe(1);

    const sheet = page.getByTestId('print-sheet');
    expect(await sheet.isVisible()).toBe(false); // on screen nothing changes
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByTestId('tree-canvas').isVisible()).toBe(false);
    expect(await sheet.getByRole('heading', { name: TREE }).isVisible()).toBe(true);
    expect(await sheet.innerText()).toContain('6 partners');
    expect(await sheet.getByRole('img', { name: `The tree of ${TREE}` }).evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(1000);
    await screenshot(page, 'export-tree-print');
    const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true });
    expect(pdf.subarray(0, 5).toString('ascii')).toBe('%PDF-');
    await fs.writeFile(path.join(repoRoot, 'test-results/screenshots/export-tree-print.pdf'), pdf);
    await page.emulateMedia({ media: 'screen' });

    // After printing the page for paper is gone again.
    await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
    await sheet.waitFor({ state: 'detached' });
  });

  it('prints the visible part, sharper than the screen, naming it a part', async () => {
    const { page } = team.browser;
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Print visible part…' }).click();
    await expect.poll(() => page.evaluate('window.__printed')).toBe(2);
    const sheet = page.getByTestId('print-sheet');
    const canvasWidth = await page.getByTestId('tree-canvas').evaluate((canvas) => canvas.clientWidth);
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.innerText()).toContain('Part of the tree of 6 partners');
    const image = sheet.getByRole('img', { name: `Part of the tree of ${TREE}` });
    expect(await image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(canvasWidth * 2);
    await screenshot(page, 'export-tree-print-visible');
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
    await sheet.waitFor({ state: 'detached' });
  });
});
