import { platform } from '../platform';
import { useTranslation } from 'react-i18next';

/**
 * 'Open in the TeamTree app': the same invitation as a `teamtree://` link, offered on the
 * web beside the web flow (the desktop app is already the app).
 */
export function OpenInAppLink({ token, className = '' }: { token: string; className?: string }) {
  const { t } = useTranslation();
  if (platform().kind !== 'web') return null;
  return (
    <p className={`text-center text-sm text-slate-600 dark:text-slate-300 ${className}`}>
      {t('auth.haveDesktopApp')}{' '}
      <a href={`teamtree://join/${encodeURIComponent(token)}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-emerald-300">
        {t('auth.openInApp')}
      </a>
    </p>
  );
}
