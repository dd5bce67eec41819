import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '../../../../../shared/domain/constants';
import type { SettingsAnswer } from '../../../../../shared/schemas/settings';
import { saveSettings, settingsKey, useUserSettings } from '../../api/settings';
import { sameColumns, type TeamlistColumn } from './columns';
import { debounce, settingsEnvelope, visibleColumnsOf } from './settings-envelope';

/**
 * The visible columns in their order: loaded from the user settings, changed locally at once,
 * and saved 500 ms after the last change (a pending save is sent when the page closes).
 */
export function useTeamlistColumns() {
  const queryClient = useQueryClient();
  const settings = useUserSettings();
  const loaded = useMemo(() => visibleColumnsOf(settings.data ?? null), [settings.data]);
  const [local, setLocal] = useState<TeamlistColumn[] | null>(null);
  const columns = local ?? loaded;

  const save = useRef(
    debounce((cols: TeamlistColumn[]) => {
      saveSettings(settingsEnvelope(cols)).catch((error: unknown) => console.error('Saving the list columns failed', error));
    }, SETTINGS_SAVE_DEBOUNCE_MS),
  ).current;
  useEffect(() => () => save.flush(), [save]);

  const change = useCallback(
    (next: TeamlistColumn[]) => {
      if (sameColumns(next, columns)) return;
      setLocal(next);
      // Keep the cache in step, so coming back to the page shows the same columns.
      queryClient.setQueryData<SettingsAnswer>(settingsKey, (old) =>
        old ? { settings: { ...old.settings, value: { ...old.settings.value, teamlist: { visibleCols: next } } } } : old,
      );
      save(next);
    },
    [columns, queryClient, save],
  );

  return { columns, setColumns: change, ready: !settings.isLoading };
}
