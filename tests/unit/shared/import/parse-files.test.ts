import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../shared/import/parse-csv';
import { decodeCsvBytes, importFileKind, readImportFile, UNSUPPORTED_FILE } from '../../../../shared/import/read-import-file';

describe('parseCsv', () => {
  it('detects the semicolon of German exports, drops the BOM and blank rows, keeps row numbers', () => {
    const table = parseCsv('\uFEFFName;Telefon\r\nAnna;"+49 151 1"\r\n;\r\n"Ben ""B"" Berg";\r\n');
    expect(table.headers).toEqual(['Name', 'Telefon']);
    expect(table.rows).toEqual([
      ['Anna', '+49 151 1'],
      ['Ben "B" Berg', ''],
    ]);
    expect(table.rowNumbers).toEqual([2, 4]);
  });

  it('reads commas, quoted line breaks and short rows', () => {
    const table = parseCsv('Name,Rank,Phone\n"Anna\nMaria",Gold\n');
    expect(table.rows).toEqual([['Anna\nMaria', 'Gold', '']]);
  });

  it('reads Windows-1252 bytes when they are not UTF-8', () => {
    const bytes = new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]); // "Müller" in Windows-1252
    expect(decodeCsvBytes(bytes.buffer)).toBe('Müller');
  });
});

describe('readImportFile', () => {
  it('knows CSV and XLSX by name and refuses others', async () => {
    expect(importFileKind('Export.CSV')).toBe('csv');
    expect(importFileKind('team.xlsx')).toBe('xlsx');
    await expect(readImportFile('team.xls', new ArrayBuffer(0))).rejects.toThrow(UNSUPPORTED_FILE);
  });

  it('reads the first sheet of an XLSX file: date cells as yyyy-MM-dd, numbers as numbers, rich text and formulas as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Partner');
    sheet.addRow(['Partner-ID', 'Name', 'Geburtstag', 'Autoship', 'Rang']);
    sheet.addRow([101, { richText: [{ text: 'Anna ' }, { text: 'Adler' }] }, new Date(Date.UTC(1990, 1, 1)), 45657, { formula: '"Go"&"ld"', result: 'Gold' }]);
    sheet.addRow([]);
    sheet.addRow([102, 'Ben', null, '31.12.2024', '']);
    const bytes = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
    const table = await readImportFile('team.xlsx', bytes);
    expect(table.headers).toEqual(['Partner-ID', 'Name', 'Geburtstag', 'Autoship', 'Rang']);
    expect(table.rows).toEqual([
      ['101', 'Anna Adler', '1990-02-01', '45657', 'Gold'],
      ['102', 'Ben', '', '31.12.2024', ''],
    ]);
    expect(table.rowNumbers).toEqual([2, 4]);
  });
});
