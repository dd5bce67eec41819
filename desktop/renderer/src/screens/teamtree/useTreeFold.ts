import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '@shared/domain/constants';
import { SETTINGS_VERSION, type SettingsAnswer, type TreeFold } from '@shared/schemas/settings';
import { fetchSettings, saveSettings, settingsKey, useUserSettings } from '../../api/settings';
import { debounce } from '../../lib/debounce';
import { NO_FOLD } from './tree/fold';

/** Sends one tree's fold with the list columns the server holds (read first when not cached, so they are never reset). */
async function saveFold(queryClient: ReturnType<typeof useQueryClient>, treeId: string, fold: TreeFold): Promise<void> {
  const settings = await queryClient.ensureQueryData({ queryKey: settingsKey, queryFn: fetchSettings });
  await saveSettings({ settings: { __v: SETTINGS_VERSION, value: { teamlist: settings.settings.value.teamlist, trees: { [treeId]: fold } } } });
}

/**
 * Which teams of this tree are folded: read from the user settings, changed here at once and
 * saved 500 ms after the last change (as Teamlist's columns; a pending save is sent when the page closes).
 * `ready` while the settings are not being fetched (read, failed, or waiting for the network):
 * before, `fold` may be "none folded" or a kept copy's, so a partner named in the address waits
 * for it (useTreeNavigation).
 */
export function useTreeFold(treeId: string): { fold: TreeFold; setFold(next: TreeFold): void; ready: boolean } {
  const queryClient = useQueryClient();
  const settings = useUserSettings();
  const storedKey = JSON.stringify(settings.data?.settings.value.trees?.[treeId] ?? NO_FOLD);
  const [local, setLocal] = useState<{ treeId: string; key: string } | null>(null);
  const key = local?.treeId === treeId ? local.key : storedKey;
  // Parsed once per content: a settings refetch with the same folds keeps the same object (no new layout).
  const fold = useMemo(() => JSON.parse(key) as TreeFold, [key]);

  const save = useRef(
    debounce((id: string, next: TreeFold) => {
      saveFold(queryClient, id, next).catch((error: unknown) => console.error('Saving the folded teams failed', error));
    }, SETTINGS_SAVE_DEBOUNCE_MS),
  ).current;
  useEffect(() => () => save.flush(), [save]);

  const setFold = useCallback(
    (next: TreeFold) => {
      setLocal({ treeId, key: JSON.stringify(next) });
      queryClient.setQueryData<SettingsAnswer>(settingsKey, (old) => (old ? { settings: { ...old.settings, value: { ...old.settings.value, trees: { ...old.settings.value.trees, [treeId]: next } } } } : old));
      save(treeId, next);
    },
    [queryClient, save, treeId],
  );
  return { fold, setFold, ready: settings.fetchStatus !== 'fetching' };
}
