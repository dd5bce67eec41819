import { fitsTable, type ColumnMapping } from '@shared/import/column-mapping';
import { DATE_FORMATS, type DateFormat } from '@shared/import/date-formats';
import type { ImportTable } from '@shared/import/import-table';

/**
 * The mapping and date format a user chose for a tree's files, kept in this browser per tree
 * and per header row: the next file with the same columns starts from them.
 */
const KEY_PREFIX = 'teamtree.import-mapping.';

interface Remembered {
  headers: string[];
  mapping: ColumnMapping;
  dateFormat: DateFormat | null;
}

const storageKey = (teamtreeId: string) => `${KEY_PREFIX}${teamtreeId}`;

function readAll(teamtreeId: string): Remembered[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(teamtreeId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Remembered[]) : [];
  } catch {
    return [];
  }
}

const sameHeaders = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((header, i) => header === b[i]);

/** What was chosen for a file with these headers in this tree, when it still fits (a category it fills is still the tree's). */
export function rememberedMapping(teamtreeId: string, table: ImportTable, treeCategories: readonly string[]): { mapping: ColumnMapping; dateFormat: DateFormat | null } | null {
  const entry = readAll(teamtreeId).find((item) => Array.isArray(item.headers) && sameHeaders(item.headers, table.headers));
  if (!entry || !fitsTable(entry.mapping, table, treeCategories)) return null;
  const dateFormat = DATE_FORMATS.includes(entry.dateFormat as DateFormat) ? entry.dateFormat : null;
  return { mapping: entry.mapping, dateFormat };
}

/** Keeps the choice (the ten most recent header rows per tree). */
export function rememberMapping(teamtreeId: string, table: ImportTable, mapping: ColumnMapping, dateFormat: DateFormat | null): void {
  const others = readAll(teamtreeId).filter((item) => !sameHeaders(item.headers ?? [], table.headers));
  const next = [{ headers: table.headers, mapping, dateFormat }, ...others].slice(0, 10);
  try {
    localStorage.setItem(storageKey(teamtreeId), JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}
