import { MoonIcon, SunIcon } from './Icons';
import { useView } from '../stores/view-store';
import { useTranslation } from 'react-i18next';

/** Light/dark switch (persisted). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useView((s) => s.theme);
  const toggle = useView((s) => s.toggleTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? t('components.switchToLight') : t('components.switchToDark')}
      title={dark ? t('components.lightMode') : t('components.darkMode')}
      className="flex size-9 shrink-0 items-center touch:size-11 justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
