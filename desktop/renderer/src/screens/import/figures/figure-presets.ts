import type { QueryClient } from '@tanstack/react-query';
import type { FiguresReading } from '@shared/import/figures-cells';
import { withPreset } from '@shared/import/figures-presets';
import type { FigureMapping } from '@shared/import/figures-roles';
import { SETTINGS_VERSION, type SettingsAnswer } from '@shared/schemas/settings';
import { fetchSettings, saveSettings, settingsKey } from '../../../api/settings';

export const PRESET_TOO_WIDE = 'too-wide';

/**
 * 'Save as preset': reads the settings as the server holds them now (another device may have
 * saved a preset), adds this one (replacing one of the same name) and saves them with the list
 * columns they hold; other keys the request leaves out stay as they are on the server.
 */
export async function saveFigurePreset(queryClient: QueryClient, name: string, headers: readonly string[], chosen: { mapping: FigureMapping; reading: FiguresReading }): Promise<void> {
  const current = await fetchSettings();
  const figurePresets = withPreset(current.settings.value.figurePresets, name, headers, chosen, new Date().toISOString());
  if (figurePresets === null) throw new Error(PRESET_TOO_WIDE);
  await saveSettings({ settings: { __v: SETTINGS_VERSION, value: { teamlist: current.settings.value.teamlist, figurePresets } } });
  queryClient.setQueryData<SettingsAnswer>(settingsKey, (old) => (old ? { settings: { ...old.settings, value: { ...old.settings.value, figurePresets } } } : old));
}
