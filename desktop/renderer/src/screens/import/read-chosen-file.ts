import { guessMapping, type ColumnMapping } from '@shared/import/column-mapping';
import { detectDateFormat, type DateFormat } from '@shared/import/date-formats';
import { NO_ROWS, type ImportTable } from '@shared/import/import-table';
import { readImportFile } from '@shared/import/read-import-file';
import { dateSamples } from '@shared/import/read-rows';
import type { SettingsValue } from '@shared/schemas/settings';
import { rememberedMapping } from '@shared/import/remembered-mappings';

export interface ChosenFile {
  name: string;
  table: ImportTable;
  mapping: ColumnMapping;
  dateFormat: DateFormat | null;
}

/**
 * Reads a chosen file and starts from the mapping kept with the account for its headings
 * (`settings`), or a guessed one (a column naming one of the tree's categories fills it).
 */
export async function readChosenFile(settings: SettingsValue | undefined, file: File, treeCategories: readonly string[]): Promise<ChosenFile> {
  const table = await readImportFile(file.name, await file.arrayBuffer());
  if (table.rows.length === 0) throw new Error(NO_ROWS);
  const remembered = rememberedMapping(settings, table, treeCategories);
  const mapping = remembered?.mapping ?? guessMapping(table, treeCategories);
  const dateFormat = remembered?.dateFormat ?? detectDateFormat(dateSamples(table, mapping));
  return { name: file.name, table, mapping, dateFormat };
}
