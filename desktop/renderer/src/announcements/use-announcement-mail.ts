import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_VERSION, type SettingsAnswer } from '@shared/schemas/settings';
import { fetchSettings, saveSettings, settingsKey, useUserSettings } from '../api/settings';

/**
 * 'Email me announcements': `value.announcementMail` of the user settings (on unless saved
 * false; the server's mail sender skips a member who turned it off). Saved with the list
 * columns the server holds (the one key the envelope requires; read first when not held), so
 * nothing else is changed: the server keeps every key not sent. Shown changed at once; a failed
 * save reads the settings again.
 */
export function useAnnouncementMail() {
  const queryClient = useQueryClient();
  const settings = useUserSettings();
  const save = useMutation({
    mutationFn: async (enabled: boolean) => {
      const held = await queryClient.ensureQueryData({ queryKey: settingsKey, queryFn: fetchSettings });
      await saveSettings({ settings: { __v: SETTINGS_VERSION, value: { teamlist: held.settings.value.teamlist, announcementMail: enabled } } });
    },
    onMutate: (enabled) =>
      queryClient.setQueryData<SettingsAnswer>(settingsKey, (old) => (old ? { settings: { ...old.settings, value: { ...old.settings.value, announcementMail: enabled } } } : old)),
    onError: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
  return {
    /** null until the settings are read. */
    on: settings.data ? settings.data.settings.value.announcementMail !== false : null,
    loadError: settings.error,
    saving: save.isPending,
    saveError: save.error,
    set: (enabled: boolean) => save.mutate(enabled),
  };
}
