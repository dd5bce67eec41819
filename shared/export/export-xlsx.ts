import type { CellValue } from 'exceljs';
import { parseDate } from '../import/date-formats';
import { parseYmd } from '../domain/calendar-date';
import { newWorkbook } from '../spreadsheet/exceljs';
import type { CellKind, ExportTable } from './export-table';

/** Excel's limits for a sheet name: 31 characters, none of `[]:*?/\`. */
export function sheetName(name: string): string {
  const cleaned = name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31).trim();
  return cleaned || 'Partners';
}

/** A cell's value for exceljs: a date cell is a real date (UTC midnight, no zone shift), a number a number. */
export function xlsxValue(text: string, kind: CellKind): CellValue {
  if (text === '') return null;
  if (kind === 'number' && Number.isFinite(Number(text))) return Number(text);
  if (kind === 'date') {
    const date = parseDate(text, 'dd.MM.yyyy');
    if (date) {
      const { year, month, day } = parseYmd(date);
      return new Date(Date.UTC(year, month - 1, day));
    }
  }
  return text;
}

const width = (texts: readonly string[]) => Math.min(50, Math.max(8, ...texts.map((t) => t.length + 2)));

/**
 * The table as an XLSX workbook (one sheet, the header row bold and frozen). Date columns hold
 * real dates shown `dd.mm.yyyy`, so Excel sorts and filters them as dates and they read the
 * same as in the view. exceljs is loaded on first use, in its own chunk.
 */
export async function exportXlsx(table: ExportTable, name: string): Promise<ArrayBuffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.headers.map((header, c) => ({
    header,
    width: width([header, ...table.rows.slice(0, 200).map((row) => row[c])]),
    style: table.kinds[c] === 'date' ? { numFmt: 'dd.mm.yyyy' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((text, c) => xlsxValue(text, table.kinds[c])));
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
