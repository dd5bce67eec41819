import type { QueryClient } from '@tanstack/react-query';
import { fitsTable, type ColumnMapping } from '@shared/import/column-mapping';
import type { DateFormat } from '@shared/import/date-formats';
import type { ImportTable } from '@shared/import/import-table';
import {
  IMPORT_MAPPING_COLUMNS_MAX,
  IMPORT_MAPPINGS_MAX,
  IMPORT_SIGNATURE_MAX,
  SETTINGS_VERSION,
  type ImportMappings,
  type SettingsAnswer,
  type SettingsValue,
} from '@shared/schemas/settings';
import { fetchSettings, saveSettings, settingsKey } from '../../api/settings';

/**
 * The mapping and date format a user chose for a file's header row, kept with the account
 * (the user settings' `importMappings`, issue 34): the next file with the same headings starts
 * from them on every device.
 */

/** The settings as the server holds them now (another device may have kept a mapping since they were read); offline, the kept copy. */
export async function accountSettings(queryClient: QueryClient): Promise<SettingsValue | undefined> {
  const answer = await queryClient.fetchQuery({ queryKey: settingsKey, queryFn: fetchSettings, staleTime: 0 }).catch(() => queryClient.getQueryData<SettingsAnswer>(settingsKey));
  return answer?.settings.value;
}

/** The headings as one key (the file's header row, exactly). */
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

/** The kept mappings with this one added, the oldest left out beyond `IMPORT_MAPPINGS_MAX`. */
export function withMapping(kept: ImportMappings | undefined, table: ImportTable, chosen: RememberedMapping, savedAt: string): ImportMappings | null {
  const signature = headingsSignature(table.headers);
  if (signature.length > IMPORT_SIGNATURE_MAX || chosen.mapping.length > IMPORT_MAPPING_COLUMNS_MAX) return null;
  const others = Object.entries(kept ?? {})
    .filter(([key]) => key !== signature)
    .sort(([, a], [, b]) => b.savedAt.localeCompare(a.savedAt))
    .slice(0, IMPORT_MAPPINGS_MAX - 1);
  return { ...Object.fromEntries(others), [signature]: { mapping: chosen.mapping, dateFormat: chosen.dateFormat, savedAt } };
}

/**
 * Keeps the choice with the account: reads the settings as the server holds them now (another
 * device may have added a mapping), adds this one and saves them with the list columns they hold.
 * A failure only loses the convenience.
 */
export async function rememberMapping(queryClient: QueryClient, table: ImportTable, chosen: RememberedMapping): Promise<void> {
  try {
    const current = await fetchSettings();
    const importMappings = withMapping(current.settings.value.importMappings, table, chosen, new Date().toISOString());
    if (importMappings === null) return;
    await saveSettings({ settings: { __v: SETTINGS_VERSION, value: { teamlist: current.settings.value.teamlist, importMappings } } });
    queryClient.setQueryData<SettingsAnswer>(settingsKey, (old) => (old ? { settings: { ...old.settings, value: { ...old.settings.value, importMappings } } } : old));
  } catch (error) {
    console.error('Keeping the import mapping failed', error);
  }
}
