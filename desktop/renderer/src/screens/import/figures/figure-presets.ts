import type { QueryClient } from '@tanstack/react-query';
import type { FiguresReading } from '@shared/import/figures-cells';
import { withoutPreset, withPreset, withPresetRenamed } from '@shared/import/figures-presets';
import type { FigureMapping } from '@shared/import/figures-roles';
import { SETTINGS_VERSION, type FigurePreset, type SettingsAnswer } from '@shared/schemas/settings';
import { fetchSettings, saveSettings, settingsKey } from '../../../api/settings';

export const PRESET_TOO_WIDE = 'too-wide';

/**
 * Changes the kept presets: reads the settings as the server holds them now (another device may
 * have changed a preset), applies `change` (it throws to refuse) and saves them with the list
 * columns they hold; other keys the request leaves out stay as they are on the server. The
 * settings shown change only once the server has them.
 */
async function changeFigurePresets(queryClient: QueryClient, change: (kept: readonly FigurePreset[] | undefined) => FigurePreset[]): Promise<void> {
  const current = await fetchSettings();
  const figurePresets = change(current.settings.value.figurePresets);
  await saveSettings({ settings: { __v: SETTINGS_VERSION, value: { teamlist: current.settings.value.teamlist, figurePresets } } });
  queryClient.setQueryData<SettingsAnswer>(settingsKey, (old) => (old ? { settings: { ...old.settings, value: { ...old.settings.value, figurePresets } } } : old));
}

/** 'Save as preset': this one added to the kept presets, replacing one of the same name. */
export function saveFigurePreset(queryClient: QueryClient, name: string, headers: readonly string[], chosen: { mapping: FigureMapping; reading: FiguresReading }): Promise<void> {
  return changeFigurePresets(queryClient, (kept) => {
    const presets = withPreset(kept, name, headers, chosen, new Date().toISOString());
    if (presets === null) throw new Error(PRESET_TOO_WIDE);
    return presets;
  });
}

/**
 * 'Rename': refused with the problem as the error's message ('empty', 'taken', 'gone'; see
 * `renameProblem`) when the settings the server holds now do not allow it.
 */
export function renameFigurePreset(queryClient: QueryClient, from: string, name: string): Promise<void> {
  return changeFigurePresets(queryClient, (kept) => {
    const presets = withPresetRenamed(kept, from, name);
    if (typeof presets === 'string') throw new Error(presets);
    return presets;
  });
}

/** 'Delete' (a preset no longer kept is simply not there). */
export function deleteFigurePreset(queryClient: QueryClient, name: string): Promise<void> {
  return changeFigurePresets(queryClient, (kept) => withoutPreset(kept, name));
}
