import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '@shared/domain/constants';
import { SETTINGS_VERSION, type SettingsAnswer, type TeamlistViewChoice } from '@shared/schemas/settings';
import { fetchSettings, saveSettings, settingsKey, useUserSettings } from '../../api/settings';
import { debounce } from '../../lib/debounce';
import { teamlistViewOf } from './settings-envelope';

/** Sends the view with the list columns the server holds (read first when not cached, so they are never reset). */
async function saveView(queryClient: ReturnType<typeof useQueryClient>, view: TeamlistViewChoice): Promise<void> {
  const settings = await queryClient.ensureQueryData({ queryKey: settingsKey, queryFn: fetchSettings });
  await saveSettings({ settings: { __v: SETTINGS_VERSION, value: { teamlist: { ...settings.settings.value.teamlist, view } } } });
}

/**
 * 'List' or 'Genealogy' (issue 35): read from the user settings (`teamlist.view`, so the kept
 * copy shows it at once and it follows the user to another device), changed here at once and
 * saved 500 ms after the last change, as the columns are (a pending save is sent when the page closes).
 */
export function useTeamlistView() {
  const queryClient = useQueryClient();
  const settings = useUserSettings();
  const [local, setLocal] = useState<TeamlistViewChoice | null>(null);
  const view = local ?? teamlistViewOf(settings.data ?? null);

  const save = useRef(
    debounce((next: TeamlistViewChoice) => {
      saveView(queryClient, next).catch((error: unknown) => console.error('Saving the Teamlist view failed', error));
    }, SETTINGS_SAVE_DEBOUNCE_MS),
  ).current;
  useEffect(() => () => save.flush(), [save]);

  const change = useCallback(
    (next: TeamlistViewChoice) => {
      setLocal(next);
      // Keep the cache (and the device's kept copy) in step, so coming back shows the same view.
      queryClient.setQueryData<SettingsAnswer>(settingsKey, (old) =>
        old ? { settings: { ...old.settings, value: { ...old.settings.value, teamlist: { ...old.settings.value.teamlist, view: next } } } } : old,
      );
      save(next);
    },
    [queryClient, save],
  );
  return { view, setView: change };
}
