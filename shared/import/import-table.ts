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

/**
 * Builds a table a few of the file's rows at a time (the first row added is the header, row
 * `firstRowNumber`; blank rows are skipped), so a large file can be read in slices.
 */
export function tableBuilder(firstRowNumber = 1) {
  const table: ImportTable = { headers: [], rows: [], rowNumbers: [] };
  let nextRowNumber = firstRowNumber;
  let hasHeader = false;
  return {
    add(fileRows: readonly (readonly string[])[]): void {
      for (const row of fileRows) {
        const rowNumber = nextRowNumber++;
        if (!hasHeader) {
          hasHeader = true;
          table.headers = row.map((cell) => cell.trim());
        } else if (!row.every((cell) => cell.trim() === '')) {
          table.rows.push(table.headers.map((_, column) => (row[column] ?? '').trim()));
          table.rowNumbers.push(rowNumber);
        }
      }
    },
    table: (): ImportTable => table,
  };
}

/** Builds a table from the file's rows (the first is the header); blank rows are skipped. */
export function tableFromRows(allRows: readonly (readonly string[])[], firstRowNumber = 1): ImportTable {
  const builder = tableBuilder(firstRowNumber);
  builder.add(allRows);
  return builder.table();
}
