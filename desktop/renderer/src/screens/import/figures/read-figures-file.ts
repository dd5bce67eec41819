import { headerDelimiter } from '@shared/import/parse-csv';
import { NO_ROWS, type ImportTable } from '@shared/import/import-table';
import { decodeCsvBytes, importFileKind, readImportFile } from '@shared/import/read-import-file';

export interface FiguresFile {
  name: string;
  table: ImportTable;
  /** A CSV's delimiter (a sign of the number style: `;` is what German spreadsheets write); none for XLSX. */
  delimiter?: string;
}

/** Bytes enough for a header line. */
const HEAD_BYTES = 8192;

/** Reads a chosen file with the partner import's reading (CSV in UTF-8 or Windows-1252 with `;`, `,` or tab; XLSX). */
export async function readFiguresFile(file: File): Promise<FiguresFile> {
  const bytes = await file.arrayBuffer();
  const table = await readImportFile(file.name, bytes);
  if (table.rows.length === 0) throw new Error(NO_ROWS);
  const delimiter = importFileKind(file.name) === 'csv' ? headerDelimiter(decodeCsvBytes(bytes.slice(0, HEAD_BYTES)).replace(/^\uFEFF/, '')) : undefined;
  return { name: file.name, table, delimiter };
}
