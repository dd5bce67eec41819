import { useEffect, useState } from 'react';
import { desktopHost } from '../../platform';
import { useTranslation } from 'react-i18next';

/**
 * On a desktop without a usable keychain, 'Keep me logged in' cannot survive a restart: say so
 * beside the checkbox instead of letting the user find out at the next start.
 */
export function KeepSignedInNote() {
  const { t } = useTranslation();
  const [sessionOnly, setSessionOnly] = useState(false);
  useEffect(() => {
    let live = true;
    void desktopHost()
      ?.auth.persistence()
      .then((persistence) => live && setSessionOnly(persistence === 'session'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!sessionOnly) return null;
  return <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">{t('auth.keychainNote')}</p>;
}
