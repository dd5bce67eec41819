import { RANK_MAX, volume } from '../schemas/figures';
import { detectDateFormat, parseDate, type DateFormat } from './date-formats';
import { numberStyleOf, readFigure, type NumberStyle } from './figure-numbers';
import type { FigureField, FigureMapping } from './figures-roles';
import type { ImportTable } from './import-table';

/**
 * Reading the cells of a monthly export (docs/figures.md "Importing a month"): volumes in the
 * file's number style (figure-numbers.ts), ranks as text, autoship as yes or no in the ways
 * back offices write it, the last order in the file's date format (date-formats.ts).
 */

/** How a file's cells are read: chosen from the file, changeable on the screen, kept with a preset. */
export interface FiguresReading {
  numberStyle: NumberStyle;
  /** The last order's format; null: not detected (a filled cell then cannot be read). */
  dateFormat: DateFormat | null;
}

/** A cell read: its value (null: empty), or not a value of its column. */
export type CellValue<T> = { ok: true; value: T | null } | { ok: false };

const YES = new Set(['yes', 'y', 'ja', 'j', 'true', 'wahr', '1', 'x', '✓', '✔', '☑', 'active', 'aktiv', 'on', 'an']);
const NO = new Set(['no', 'n', 'nein', 'false', 'falsch', '0', '-', '–', 'inactive', 'inaktiv', 'not active', 'nicht aktiv', 'off', 'aus', 'none', 'kein', 'keins']);
/** Cells that only mark a yes: in a column of nothing else, an empty cell is a no. */
const MARKS = new Set(['x', '✓', '✔', '☑', '*']);

const key = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

/** Whether an autoship column is written as marks only (`x` or empty): then an empty cell says no. */
export function autoshipByMarks(cells: readonly string[]): boolean {
  let marked = false;
  for (const cell of cells) {
    const text = key(cell);
    if (text === '') continue;
    if (!MARKS.has(text)) return false;
    marked = true;
  }
  return marked;
}

/** yes/no, ja/nein, true/false, 1/0, x, active/aktiv, on/off...; empty is no answer, or a no in a column of marks. */
export function readAutoship(cell: string, byMarks: boolean): CellValue<boolean> {
  const text = key(cell);
  if (text === '') return { ok: true, value: byMarks ? false : null };
  if (YES.has(text) || MARKS.has(text)) return { ok: true, value: true };
  if (NO.has(text)) return { ok: true, value: false };
  return { ok: false };
}

/** A rank as written (spaces trimmed), at most RANK_MAX characters. */
export function readRank(cell: string): CellValue<string> {
  const text = cell.trim().replace(/\s+/g, ' ');
  if (text === '') return { ok: true, value: null };
  return text.length > RANK_MAX || text.includes('\u0000') ? { ok: false } : { ok: true, value: text };
}

/** A last order in the file's date format. */
export function readLastOrder(cell: string, format: DateFormat | null): CellValue<string> {
  const text = cell.trim();
  if (text === '') return { ok: true, value: null };
  const date = format === null ? null : parseDate(text, format);
  return date === null ? { ok: false } : { ok: true, value: date };
}

/** Cells of the column given `role` (at most `limit` filled ones), or none. */
export function columnCells(table: ImportTable, mapping: FigureMapping, role: FigureField, limit = 2000): string[] {
  const column = mapping.indexOf(role);
  if (column < 0) return [];
  const cells: string[] = [];
  for (const row of table.rows) {
    if (row[column].trim() !== '') cells.push(row[column]);
    if (cells.length >= limit) break;
  }
  return cells;
}

/** What tells the numbers apart when their cells do not: the file's delimiter and the user's language. */
export interface ReadingHints {
  /** A CSV's delimiter (`;` is what German spreadsheets write); none for XLSX. */
  delimiter?: string;
  /** The language the app is shown in: the last resort. */
  language: NumberStyle;
}

/**
 * How to read a file's figures: the date format the last-order cells are written in; the number
 * style their volumes say (a cell with both separators, or one or two decimals), else the one
 * the dates suggest (`dd.MM.yyyy` German, `MM/dd/yyyy` English), else German for a `;` CSV,
 * else the language the app is shown in.
 */
export function detectFiguresReading(table: ImportTable, mapping: FigureMapping, hints: ReadingHints): FiguresReading {
  const dateFormat = detectDateFormat(columnCells(table, mapping, 'lastOrder'));
  const fromDates: NumberStyle | null = dateFormat === 'dd.MM.yyyy' ? 'de' : dateFormat === 'MM/dd/yyyy' ? 'en' : null;
  const fromDelimiter: NumberStyle | null = hints.delimiter === ';' ? 'de' : null;
  const numberStyle = numberStyleOf([...columnCells(table, mapping, 'pv'), ...columnCells(table, mapping, 'gv')]) ?? fromDates ?? fromDelimiter ?? hints.language;
  return { numberStyle, dateFormat };
}

/** Reads one volume cell: a figure the server takes (at most `numeric(14,2)`). */
export function readVolume(cell: string, style: NumberStyle): CellValue<number> {
  const read = readFigure(cell, style);
  return read.ok && read.value !== null && !volume.safeParse(read.value).success ? { ok: false } : read;
}
