import type { ImportTable } from './import-table';
import { nextTurn, runSlices } from './next-turn';
import { parseCsvInSlices } from './parse-csv';

export const UNSUPPORTED_FILE = 'Choose a CSV or Excel (.xlsx) file.';

/** The kinds of file the import reads, by the name's extension. */
export function importFileKind(fileName: string): 'csv' | 'xlsx' | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/** UTF-8 text, or Windows-1252 (what older back offices write) when the bytes are not UTF-8. */
export function decodeCsvBytes(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Reads a chosen file's bytes a slice at a time, `turn` awaited between two slices (by default
 * the page paints and answers input there: a 50,000-row file is no single long task); exceljs is
 * only loaded for an XLSX file.
 */
export async function readImportFile(fileName: string, bytes: ArrayBuffer, turn: () => Promise<void> = nextTurn): Promise<ImportTable> {
  const kind = importFileKind(fileName);
  if (kind === null) throw new Error(UNSUPPORTED_FILE);
  if (kind === 'csv') {
    const text = decodeCsvBytes(bytes);
    await turn();
    return runSlices(parseCsvInSlices(text), turn);
  }
  const { firstSheetRows, sheetTableInSlices } = await import('./parse-xlsx');
  const rows = await firstSheetRows(bytes);
  await turn();
  return runSlices(sheetTableInSlices(rows), turn);
}
