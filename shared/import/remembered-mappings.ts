import { IMPORT_MAPPING_COLUMNS_MAX, IMPORT_MAPPINGS_MAX, IMPORT_SIGNATURE_MAX, type ImportMappings, type SettingsValue } from '../schemas/settings';
import { fitsTable, type ColumnMapping } from './column-mapping';
import type { DateFormat } from './date-formats';
import type { ImportTable } from './import-table';

/**
 * The mappings kept with the account (the user settings' `importMappings`, issue 34): the
 * column roles and date format chosen for a file's headings, so every device starts the next
 * file with the same headings from them.
 */

/** The headings as one key: the file's header row, exactly, as a JSON array. */
export const headingsSignature = (headers: readonly string[]): string => JSON.stringify(headers);

export interface RememberedMapping {
  mapping: ColumnMapping;
  dateFormat: DateFormat | null;
}

/** What was chosen for a file with these headings, when it still fits (a category it fills is still the tree's). */
export function rememberedMapping(settings: SettingsValue | undefined, table: ImportTable, treeCategories: readonly string[]): RememberedMapping | null {
  const entry = settings?.importMappings?.[headingsSignature(table.headers)];
  if (!entry || !fitsTable(entry.mapping, table, treeCategories)) return null;
  return { mapping: entry.mapping, dateFormat: entry.dateFormat };
}

/**
 * The kept mappings with this one added (replacing the one of the same headings), the oldest by
 * `savedAt` left out beyond `IMPORT_MAPPINGS_MAX`; `null` for a file too wide to keep.
 */
export function withMapping(kept: ImportMappings | undefined, table: ImportTable, chosen: RememberedMapping, savedAt: string): ImportMappings | null {
  const signature = headingsSignature(table.headers);
  if (signature.length > IMPORT_SIGNATURE_MAX || chosen.mapping.length > IMPORT_MAPPING_COLUMNS_MAX) return null;
  const others = Object.entries(kept ?? {})
    .filter(([key]) => key !== signature)
    .sort(([, a], [, b]) => b.savedAt.localeCompare(a.savedAt))
    .slice(0, IMPORT_MAPPINGS_MAX - 1);
  return { ...Object.fromEntries(others), [signature]: { mapping: chosen.mapping, dateFormat: chosen.dateFormat, savedAt } };
}
