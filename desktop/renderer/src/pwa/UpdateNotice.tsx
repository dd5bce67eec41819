import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissButton } from '../components/DismissButton';
import { startServiceWorker } from './service-worker';
import { followThemeColor } from './theme-color';
import { onUpdateOffer, updateOffer, type UpdateOffer } from './update-offer';

/**
 * The web app's installable side, mounted once in App: starts the service worker after the first
 * render, keeps the browser's bar on the theme, and when a new version waits shows a small notice
 * at the bottom with 'Reload to update' (the page stays usable; the notice can be dismissed, and
 * the new version then starts with the next visit once every TeamTree tab is closed).
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    startServiceWorker();
    return followThemeColor();
  }, []);
  const offer = useSyncExternalStore(onUpdateOffer, updateOffer);
  const [dismissed, setDismissed] = useState<UpdateOffer | null>(null);
  if (!offer || offer === dismissed) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white py-2 pr-2 pl-4 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <p className="min-w-0 flex-1 basis-48">{t('pwa.updateText')}</p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => offer.apply()}
          className="min-h-10 rounded-lg bg-brand-700 px-3 font-medium text-white hover:bg-brand-800"
        >
          {t('pwa.updateAction')}
        </button>
        <DismissButton
          label={t('pwa.dismiss')}
          onDismiss={() => setDismissed(offer)}
          className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        />
      </div>
    </div>
  );
}
