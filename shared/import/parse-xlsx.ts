import type { CellValue, Row } from 'exceljs';
import { newWorkbook } from '../spreadsheet/exceljs';
import { tableBuilder, type ImportTable } from './import-table';
import { SLICE_MS, type Slices } from './next-turn';

/**
 * The rows of an XLSX file's first worksheet, empty ones included (none without a sheet).
 * exceljs is loaded on first use (a dynamic import), so it stays out of the web app's initial
 * JavaScript.
 */
export async function firstSheetRows(data: ArrayBuffer): Promise<Row[]> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(data);
  const rows: Row[] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => rows.push(row));
  return rows;
}

/** A row's cells as text, its empty cells `''`. */
function rowTexts(row: Row): string[] {
  const cells: string[] = [];
  row.eachCell({ includeEmpty: true }, (cell, column) => {
    cells[column - 1] = cellText(cell.value);
  });
  return Array.from(cells, (cell) => cell ?? '');
}

/**
 * The table of a worksheet's rows (`firstSheetRows`), a slice at a time: the generator yields
 * once a slice has taken `SLICE_MS`. Date cells become `yyyy-MM-dd` text (exceljs gives them as
 * UTC midnight); numbers stay numbers, so a date kept as a plain serial number reads with the
 * `excel-serial` format.
 */
export function* sheetTableInSlices(rows: readonly Row[], now: () => number = () => performance.now()): Slices<ImportTable> {
  const table = tableBuilder(rows[0]?.number ?? 1);
  let sliceStart = now();
  for (const row of rows) {
    table.add([rowTexts(row)]);
    if (now() - sliceStart >= SLICE_MS) {
      yield;
      sliceStart = now();
    }
  }
  return table.table();
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
