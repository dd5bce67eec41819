import type { CellValue } from 'exceljs';
import { newWorkbook } from '../spreadsheet/exceljs';
import { tableFromRows, type ImportTable } from './import-table';

/**
 * Reads the first worksheet of an XLSX file. exceljs is loaded on first use (a dynamic
 * import), so it stays out of the web app's initial JavaScript. Date cells become
 * `yyyy-MM-dd` text (exceljs gives them as UTC midnight); numbers stay numbers, so a date kept
 * as a plain serial number reads with the `excel-serial` format.
 */
export async function parseXlsx(data: ArrayBuffer): Promise<ImportTable> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return tableFromRows([]);
  const rows: string[][] = [];
  let firstRowNumber = 0;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    if (firstRowNumber === 0) firstRowNumber = rowNumber;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return tableFromRows(rows, firstRowNumber || 1);
}

/** The text a cell shows: rich text joined, formulas by their result, hyperlinks by their text. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  if ('error' in value) return '';
  return '';
}
