import { useTranslation } from 'react-i18next';
import { DATED_BILL_STATUSES, HIGHLIGHT_FILTER_IDS } from '@shared/domain/bill-status';
import { BILL_WARNING_DAYS } from '@shared/domain/constants';
import type { Highlight } from './dashboard-rows';

const OPTIONS: ReadonlyArray<Highlight | null> = [null, ...DATED_BILL_STATUSES];

const optionId = (value: Highlight | null) => `highlight-${value ? HIGHLIGHT_FILTER_IDS[value] : 'all'}`;

/** Highlight filters as a segmented control (radio group): non-matching rows are dimmed. */
export function HighlightControl({ value, onChange }: { value: Highlight | null; onChange(value: Highlight | null): void }) {
  const { t } = useTranslation();
  const days = BILL_WARNING_DAYS;
  const move = (delta: number) => {
    const index = OPTIONS.indexOf(value);
    const next = OPTIONS[(index + delta + OPTIONS.length) % OPTIONS.length];
    onChange(next);
    document.getElementById(optionId(next))?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={t('dashboard.highlight')}
      className="inline-flex flex-wrap rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(1);
        else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(-1);
        else return;
        e.preventDefault();
      }}
    >
      {OPTIONS.map((option) => {
        const checked = option === value;
        return (
          <button
            key={option ?? 'all'}
            id={optionId(option)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            title={option ? t(`dashboard.highlightHints.${option}`, { days }) : undefined}
            aria-label={option === 'warning' ? t('dashboard.soonName', { days }) : undefined}
            onClick={() => onChange(option)}
            className={`rounded-md px-2.5 py-1 text-xs font-medium whitespace-nowrap touch:min-h-11 touch:min-w-11 ${
              checked ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-600 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {option ? t(`components.billStatus.${option}`) : t('dashboard.highlightAll')}
          </button>
        );
      })}
    </div>
  );
}
