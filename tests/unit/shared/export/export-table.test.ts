import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvDelimiterFor, exportCsv, UTF8_BOM } from '../../../../shared/export/export-csv';
import { exportFileName } from '../../../../shared/export/export-file-name';
import { cellText, exportTable, type ExportColumn } from '../../../../shared/export/export-table';
import { exportXlsx, sheetName, xlsxValue } from '../../../../shared/export/export-xlsx';

interface Row {
  name: string;
  phone: string;
  billDate: string | null;
  team: number | null;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Name', kind: 'text', value: (r) => r.name },
  { header: 'Phone', kind: 'text', value: (r) => r.phone },
  { header: 'Bill Date', kind: 'date', value: (r) => r.billDate },
  { header: 'Team size', kind: 'number', value: (r) => r.team },
];

const ROWS: Row[] = [
  { name: 'Jürgen Größe', phone: '+49 1511234567', billDate: '2031-02-28', team: 12 },
  { name: 'Anna "Ann" Adler; Jr.', phone: '', billDate: null, team: null },
  { name: '=HYPERLINK("http://x")', phone: '-1+cmd', billDate: '1999-12-31', team: 0 },
];

describe('exportTable', () => {
  it('answers the headers and every cell as the views show it: German dates, empty cells where they show a dash', () => {
    const table = exportTable(ROWS, COLUMNS);
    expect(table.headers).toEqual(['Name', 'Phone', 'Bill Date', 'Team size']);
    expect(table.kinds).toEqual(['text', 'text', 'date', 'number']);
    expect(table.rows).toEqual([
      ['Jürgen Größe', '+49 1511234567', '28.02.2031', '12'],
      ['Anna "Ann" Adler; Jr.', '', '', ''],
      ['=HYPERLINK("http://x")', '-1+cmd', '31.12.1999', '0'],
    ]);
  });

  it('keeps the rows in the order given (the view has sorted them)', () => {
    expect(exportTable([ROWS[2], ROWS[0]], COLUMNS.slice(0, 1)).rows).toEqual([['=HYPERLINK("http://x")'], ['Jürgen Größe']]);
  });

  it('writes no date for an empty value and a date as dd.MM.yyyy', () => {
    expect(cellText(null, 'date')).toBe('');
    expect(cellText('', 'text')).toBe('');
    expect(cellText('2030-05-17', 'date')).toBe('17.05.2030');
    expect(cellText(7, 'number')).toBe('7');
  });
});

describe('exportCsv', () => {
  const table = exportTable(ROWS, COLUMNS);

  it('starts with a BOM, quotes what needs quoting, and reads back to the same table', () => {
    const text = exportCsv(table, ';');
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toContain('\r\n');
    const back = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data;
    expect(back[0]).toEqual(table.headers);
    expect(back[1]).toEqual(table.rows[0]);
    expect(back[2]).toEqual(table.rows[1]);
  });

  it('defuses cells a spreadsheet would run as a formula, but leaves phone numbers alone', () => {
    const back = Papa.parse<string[]>(exportCsv(table).slice(1)).data;
    expect(back[3][0]).toBe(`'=HYPERLINK("http://x")`);
    expect(back[3][1]).toBe(`'-1+cmd`);
    expect(back[1][1]).toBe('+49 1511234567');
    const more = exportTable([{ name: '@SUM(A1)', phone: '+1 (555) 123-4567', billDate: null, team: null }], COLUMNS);
    expect(Papa.parse<string[]>(exportCsv(more).slice(1)).data[1].slice(0, 2)).toEqual([`'@SUM(A1)`, '+1 (555) 123-4567']);
  });

  it('defuses a cell that starts with a tab or a carriage return (OWASP CSV injection)', () => {
    const rows: Row[] = [
      { name: '\t=1+2', phone: '\r=cmd|" /C calc"!A0', billDate: null, team: null },
      { name: '\tplain', phone: '\r+49 1511234567', billDate: null, team: null },
    ];
    for (const delimiter of [',', ';'] as const) {
      const back = Papa.parse<string[]>(exportCsv(exportTable(rows, COLUMNS), delimiter).slice(1), { delimiter }).data;
      expect(back[1].slice(0, 2)).toEqual([`'\t=1+2`, `'\r=cmd|" /C calc"!A0`]);
      expect(back[2].slice(0, 2)).toEqual([`'\tplain`, `'\r+49 1511234567`]);
    }
  });

  it("chooses Excel's list separator for the locale", () => {
    expect(csvDelimiterFor('de-DE')).toBe(';');
    expect(csvDelimiterFor('fr-FR')).toBe(';');
    expect(csvDelimiterFor('en-US')).toBe(',');
    expect(csvDelimiterFor('en-GB')).toBe(',');
    expect(csvDelimiterFor('not a locale!')).toBe(',');
  });
});

describe('exportXlsx', () => {
  it('writes one sheet: bold frozen headers, real dates shown dd.mm.yyyy, numbers as numbers, text as text', async () => {
    const bytes = await exportXlsx(exportTable(ROWS, COLUMNS), 'My: Team [2031]');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('My  Team  2031');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Phone', 'Bill Date', 'Team size']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A2').value).toBe('Jürgen Größe');
    expect(sheet.getCell('B2').value).toBe('+49 1511234567');
    expect(sheet.getCell('C2').value).toEqual(new Date(Date.UTC(2031, 1, 28)));
    expect(sheet.getCell('C2').numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getCell('D2').value).toBe(12);
    expect(sheet.getCell('C3').value).toBeNull();
    // A formula-looking name stays text in a workbook (a cell is a formula only when written as one).
    expect(sheet.getCell('A4').value).toBe('=HYPERLINK("http://x")');
    expect(sheet.rowCount).toBe(4);
  });

  it('turns texts into cell values by the column kind', () => {
    expect(xlsxValue('', 'text')).toBeNull();
    expect(xlsxValue('01.03.2030', 'date')).toEqual(new Date(Date.UTC(2030, 2, 1)));
    expect(xlsxValue('not a date', 'date')).toBe('not a date');
    expect(xlsxValue('3', 'number')).toBe(3);
    expect(xlsxValue('007', 'text')).toBe('007');
  });

  it('names the sheet within Excel’s rules', () => {
    expect(sheetName('  ')).toBe('Partners');
    expect(sheetName('a'.repeat(40))).toHaveLength(31);
    expect(sheetName('a/b\\c?d*e')).toBe('a b c d e');
  });
});

describe('exportFileName', () => {
  it('is TeamTree-<tree name>-<date>.<extension>, safe on every file system', () => {
    expect(exportFileName('Team Süd', '2026-11-24', 'csv')).toBe('TeamTree-Team Süd-2026-11-24.csv');
    expect(exportFileName('A/B: "C"?', '2026-11-24', 'xlsx')).toBe('TeamTree-A B C-2026-11-24.xlsx');
    expect(exportFileName('tab\there.', '2026-11-24', 'png')).toBe('TeamTree-tab here-2026-11-24.png');
    expect(exportFileName('***', '2026-11-24', 'csv')).toBe('TeamTree-export-2026-11-24.csv');
  });
});
