import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, RefreshIcon } from '../../components/Icons';
import { desktopHost } from '../../platform';
import { useDesktopUpdate } from './useDesktopUpdate';

/**
 * The desktop app's update in the profile menu: 'Restart to update' once a checked update is
 * downloaded; 'Download update' (the file in the system browser) where the build cannot check
 * one; nothing otherwise, and nothing on the web.
 */
export function UpdateMenuItem({ className }: { className: string }) {
  const { t } = useTranslation();
  const desktop = desktopHost();
  const update = useDesktopUpdate();
  const strong = `${className} font-medium text-brand-800 dark:text-emerald-300`;
  if (desktop && update.status === 'ready') {
    return (
      <DropdownMenu.Item className={strong} onSelect={() => void desktop.updates.restart()}>
        <RefreshIcon className="size-4" /> {t('controls.restartToUpdate')}
      </DropdownMenu.Item>
    );
  }
  if (desktop && update.status === 'available') {
    return (
      <DropdownMenu.Item className={strong} onSelect={() => void desktop.openExternal(update.url)}>
        <DownloadIcon className="size-4" /> {t('controls.downloadUpdate')}
      </DropdownMenu.Item>
    );
  }
  return null;
}
