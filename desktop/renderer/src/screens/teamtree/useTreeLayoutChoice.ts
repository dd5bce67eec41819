import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '@shared/domain/constants';
import { DEFAULT_TREE_LAYOUT, SETTINGS_VERSION, type SettingsAnswer, type TreeLayoutChoice } from '@shared/schemas/settings';
import { fetchSettings, saveSettings, settingsKey, useUserSettings } from '../../api/settings';
import { debounce } from '../../lib/debounce';
import type { LayoutChoiceProps } from './tree-menu-items';

/** Sends one tree's layout with the list columns the server holds (read first when not cached, so they are never reset). */
async function saveLayout(queryClient: ReturnType<typeof useQueryClient>, treeId: string, layout: TreeLayoutChoice): Promise<void> {
  const settings = await queryClient.ensureQueryData({ queryKey: settingsKey, queryFn: fetchSettings });
  await saveSettings({ settings: { __v: SETTINGS_VERSION, value: { teamlist: settings.settings.value.teamlist, treeLayout: { [treeId]: layout } } } });
}

/**
 * 'Compact' or 'Classic' for this tree (issue 35): read from the user settings (so the kept copy
 * shows it at once offline, and it follows the user to another device), changed here at once and
 * saved 500 ms after the last change, as the folds are (useTreeFold).
 */
export function useTreeLayoutChoice(treeId: string): LayoutChoiceProps {
  const queryClient = useQueryClient();
  const settings = useUserSettings();
  const stored = settings.data?.settings.value.treeLayout?.[treeId] ?? DEFAULT_TREE_LAYOUT;
  const [local, setLocal] = useState<{ treeId: string; layout: TreeLayoutChoice } | null>(null);
  const layout = local?.treeId === treeId ? local.layout : stored;

  const save = useRef(
    debounce((id: string, next: TreeLayoutChoice) => {
      saveLayout(queryClient, id, next).catch((error: unknown) => console.error('Saving the tree layout failed', error));
    }, SETTINGS_SAVE_DEBOUNCE_MS),
  ).current;
  useEffect(() => () => save.flush(), [save]);

  const onChoose = useCallback(
    (next: TreeLayoutChoice) => {
      setLocal({ treeId, layout: next });
      queryClient.setQueryData<SettingsAnswer>(settingsKey, (old) =>
        old ? { settings: { ...old.settings, value: { ...old.settings.value, treeLayout: { ...old.settings.value.treeLayout, [treeId]: next } } } } : old,
      );
      save(treeId, next);
    },
    [queryClient, save, treeId],
  );
  return useMemo(() => ({ choice: layout, onChoose }), [layout, onChoose]);
}
