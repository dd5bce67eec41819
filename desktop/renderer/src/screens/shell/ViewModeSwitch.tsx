import { useTranslation } from 'react-i18next';
import { useView, type ViewMode } from '../../stores/view-store';

const OPTIONS = [
  { value: 'standard', label: 'controls.standard' },
  { value: 'billdate', label: 'controls.billDate' },
] as const satisfies ReadonlyArray<{ value: ViewMode; label: string }>;

/** The Standard / Bill Date switch of the top bar. `wide`: full width, touch-sized (the overflow menu). */
export function ViewModeSwitch({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation();
  const mode = useView((s) => s.viewMode);
  const setMode = useView((s) => s.setViewMode);
  return (
    <div role="radiogroup" aria-label={t('controls.viewMode')} className={`flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800 ${wide ? 'w-full' : ''}`}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={mode === option.value}
          onClick={() => setMode(option.value)}
          className={`rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap ${wide ? 'min-h-11 flex-1' : ''} ${
            mode === option.value ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-600 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
          }`}
        >
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
