import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { notificationsSupported } from '../../announcements/system-notification';
import { desktopHost } from '../../platform';

/**
 * The web app's one question for notification permission (issue 39): asked only when the user
 * presses the button here, never on load. Hidden where the answer is known already (the desktop
 * app allows notifications itself; a browser that was answered before) but for the words after
 * the answer just given; a browser without notifications shows nothing.
 */
export function NotificationChoice() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<NotificationPermission | null>(() => (notificationsSupported() && !desktopHost() ? Notification.permission : null));
  const [answered, setAnswered] = useState(false);
  if (permission === null || (!answered && permission !== 'default')) return null;
  if (permission === 'granted') return <Alert tone="success">{t('broadcast.notifyOn')}</Alert>;
  if (permission === 'denied') return <Alert tone="info">{t('broadcast.notifyBlocked')}</Alert>;
  const ask = async () => {
    const answer = await Notification.requestPermission();
    setAnswered(true);
    setPermission(answer);
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-600 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
      <p className="min-w-0 flex-1 basis-60">{t('broadcast.notifyHint')}</p>
      <Button size="sm" variant="secondary" onClick={() => void ask()}>
        {t('broadcast.notifyAsk')}
      </Button>
    </div>
  );
}
