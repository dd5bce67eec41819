import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../i18n/formats';
import { currentLanguage } from '../i18n/i18n';
import { usePeriod } from './use-figures';

const control =
  'h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-3 pr-8 text-base font-medium text-slate-800 shadow-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** 'December 2026' / 'Dezember 2026' for `2026-12`. */
export const periodLabel = (period: string) => formatPeriod(period, currentLanguage());

/**
 * The 'Period' picker: the months that have figures, newest first (docs/figures.md "In the app").
 * Shown only when the tree has figures; the same choice on the tree, Teamlist, Teambars and dashboard.
 */
export function PeriodPicker({ teamtreeId, className = '' }: { teamtreeId: string | null; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { period, periods, choose } = usePeriod(teamtreeId);
  if (!period) return null;
  return (
    <div className={`flex min-w-0 items-center gap-2 ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-600 dark:text-slate-300">
        {t('figures.common.period')}
      </label>
      <select id={id} value={period} onChange={(event) => choose(event.target.value)} className={control}>
        {periods.map((month) => (
          <option key={month} value={month}>
            {periodLabel(month)}
          </option>
        ))}
      </select>
    </div>
  );
}
