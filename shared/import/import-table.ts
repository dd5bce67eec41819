/**
 * A file's content as the import reads it: the header row and the data rows as text cells,
 * each data row with its row number in the file (the header is row 1), so the report names
 * the rows a user sees in their spreadsheet. Rows with no text at all are left out.
 */
export interface ImportTable {
  headers: string[];
  rows: string[][];
  rowNumbers: number[];
}

export const EMPTY_FILE = 'The file holds no header row.';
export const NO_ROWS = 'The file holds no partners below its header row.';

/** Builds a table from the file's rows (the first is the header); blank rows are skipped. */
export function tableFromRows(allRows: readonly (readonly string[])[], firstRowNumber = 1): ImportTable {
  const [header, ...data] = allRows;
  const headers = (header ?? []).map((cell) => cell.trim());
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  data.forEach((row, index) => {
    if (row.every((cell) => cell.trim() === '')) return;
    rows.push(headers.map((_, column) => (row[column] ?? '').trim()));
    rowNumbers.push(firstRowNumber + 1 + index);
  });
  return { headers, rows, rowNumbers };
}
