import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '@shared/domain/constants';
import type { SettingsAnswer } from '@shared/schemas/settings';
import { saveSettings, settingsKey, useUserSettings } from '../../api/settings';
import { sameColumns, type TeamlistColumnId } from './columns';
import { debounce } from '../../lib/debounce';
import { settingsEnvelope, teamlistValue, visibleColumnsOf } from './settings-envelope';

/**
 * The visible columns in their order (the computed 'Team size' and 'Level' among them): loaded
 * from the user settings, changed locally at once, and saved 500 ms after the last change as
 * `visibleCols` plus `columns` (a pending save is sent when the page closes).
 */
export function useTeamlistColumns() {
  const queryClient = useQueryClient();
  const settings = useUserSettings();
  const loaded = useMemo(() => visibleColumnsOf(settings.data ?? null), [settings.data]);
  const [local, setLocal] = useState<TeamlistColumnId[] | null>(null);
  const columns = local ?? loaded;

  const save = useRef(
    debounce((cols: TeamlistColumnId[]) => {
      saveSettings(settingsEnvelope(cols)).catch((error: unknown) => console.error('Saving the list columns failed', error));
    }, SETTINGS_SAVE_DEBOUNCE_MS),
  ).current;
  useEffect(() => () => save.flush(), [save]);

  const change = useCallback(
    (next: TeamlistColumnId[]) => {
      if (sameColumns(next, columns)) return;
      setLocal(next);
      // Keep the cache in step, so coming back to the page shows the same columns.
      queryClient.setQueryData<SettingsAnswer>(settingsKey, (old) =>
        // The Teamlist's other keys (its view) stay.
        old ? { settings: { ...old.settings, value: { ...old.settings.value, teamlist: { ...old.settings.value.teamlist, ...teamlistValue(next) } } } } : old,
      );
      save(next);
    },
    [columns, queryClient, save],
  );

  return { columns, setColumns: change, ready: !settings.isLoading };
}
