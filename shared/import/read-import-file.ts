import { parseCsv } from './parse-csv';
import type { ImportTable } from './import-table';

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

/** Reads a chosen file's bytes; exceljs is only loaded for an XLSX file. */
export async function readImportFile(fileName: string, bytes: ArrayBuffer): Promise<ImportTable> {
  const kind = importFileKind(fileName);
  if (kind === null) throw new Error(UNSUPPORTED_FILE);
  if (kind === 'csv') return parseCsv(decodeCsvBytes(bytes));
  const { parseXlsx } = await import('./parse-xlsx');
  return parseXlsx(bytes);
}
