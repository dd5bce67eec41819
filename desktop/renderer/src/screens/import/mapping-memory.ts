import type { QueryClient } from '@tanstack/react-query';
import type { ImportTable } from '@shared/import/import-table';
import { withMapping, type RememberedMapping } from '@shared/import/remembered-mappings';
import { SETTINGS_VERSION, type SettingsAnswer, type SettingsValue } from '@shared/schemas/settings';
import { fetchSettings, saveSettings, settingsKey } from '../../api/settings';

/**
 * Reading and saving the mappings kept with the account (the user settings' `importMappings`,
 * issue 34; the pure part in shared/import/remembered-mappings.ts).
 */

/** The settings as the server holds them now (another device may have kept a mapping since they were read); offline, the kept copy. */
export async function accountSettings(queryClient: QueryClient): Promise<SettingsValue | undefined> {
  const answer = await queryClient.fetchQuery({ queryKey: settingsKey, queryFn: fetchSettings, staleTime: 0 }).catch(() => queryClient.getQueryData<SettingsAnswer>(settingsKey));
  return answer?.settings.value;
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
