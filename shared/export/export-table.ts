import { formatGermanDate } from '../domain/calendar-date';

/** How a spreadsheet keeps a column's cells: text, a calendar date, or a number. */
export type CellKind = 'text' | 'date' | 'number';

/** One exported column: its header as the view shows it and how a row's cell is read. */
export interface ExportColumn<R> {
  header: string;
  kind: CellKind;
  /** Text; a `YYYY-MM-DD` date for a date column; a number; null (or '') for an empty cell. */
  value(row: R): string | number | null;
}

/**
 * What an export writes, every cell as text as the view shows it: dates `dd.MM.yyyy` (the
 * views' format), an empty cell where the view shows '—'. `kinds` tells a spreadsheet which
 * columns hold dates and numbers.
 */
export interface ExportTable {
  headers: string[];
  kinds: CellKind[];
  rows: string[][];
}

/** The text of one cell (a date the German way, as the Teamlist and the dashboard show it). */
export function cellText(value: string | number | null, kind: CellKind): string {
  if (value === null || value === '') return '';
  if (kind === 'date') return formatGermanDate(String(value));
  return String(value);
}

/** The rows (already filtered and sorted as the view shows them) as a table of the given columns. */
export function exportTable<R>(rows: readonly R[], columns: readonly ExportColumn<R>[]): ExportTable {
  return {
    headers: columns.map((column) => column.header),
    kinds: columns.map((column) => column.kind),
    rows: rows.map((row) => columns.map((column) => cellText(column.value(row), column.kind))),
  };
}
