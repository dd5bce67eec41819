import { parseYmd } from '@shared/domain/calendar-date';
import { pickerYears } from './month-calendar';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';

export type CalendarMode = 'week' | 'month';

/** The controls: compact beside a mouse, 44 px on phones and touch screens. */
const segment = (on: boolean) =>
  `rounded-md px-3 py-1 text-sm font-medium touch:min-h-11 ${on ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-600 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`;
const navButton = 'flex size-8 touch:size-11 items-center justify-center rounded-lg border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800';

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={dir === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

interface Props {
  mode: CalendarMode;
  cursor: string;
  title: string;
  currentYear: number;
  onMode(mode: CalendarMode): void;
  onStep(delta: number): void;
  onPick(year: number, month: number): void;
  onToday(): void;
}

/** Woche/Monat, previous/next, and the month/year picker (current year ±10). */
export function CalendarToolbar({ mode, cursor, title, currentYear, onMode, onStep, onPick, onToday }: Props) {
  const { t } = useTranslation();
  const { year, month } = parseYmd(cursor);
  const years = pickerYears(currentYear);
  if (!years.includes(year)) years.push(year);
  years.sort((a, b) => a - b);
  const unit = t(`dashboard.calendar.${mode}`);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="radiogroup" aria-label={t('dashboard.calendar.view')} className="flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {(['week', 'month'] as const).map((m) => (
          <button key={m} type="button" role="radio" aria-checked={mode === m} onClick={() => onMode(m)} className={segment(mode === m)}>
            {t(`dashboard.calendar.${m}`)}
          </button>
        ))}
      </div>
      <button type="button" aria-label={t(mode === 'week' ? 'dashboard.calendar.previousWeek' : 'dashboard.calendar.previousMonth')} onClick={() => onStep(-1)} className={navButton}>
        <Chevron dir="left" />
      </button>
      <button type="button" aria-label={t(mode === 'week' ? 'dashboard.calendar.nextWeek' : 'dashboard.calendar.nextMonth')} onClick={() => onStep(1)} className={navButton}>
        <Chevron dir="right" />
      </button>
      <button type="button" onClick={onToday} className="rounded-lg border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 touch:min-h-11 touch:px-3 dark:border-slate-600 dark:hover:bg-slate-800">
        {t('dashboard.calendar.today')}
      </button>
      <h3 className="order-first basis-full truncate text-base font-semibold" aria-live="polite" data-testid="calendar-title" title={t('dashboard.calendar.unitTitle', { unit, title })}>
        {title}
      </h3>
      <div className="flex items-center gap-1">
        <label htmlFor="calendar-month" className="sr-only">
          {t('dashboard.calendar.month')}
        </label>
        <select id="calendar-month" value={month} onChange={(e) => onPick(year, Number(e.target.value))} className="input w-32 py-1">
          {monthNames(currentLanguage()).map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor="calendar-year" className="sr-only">
          {t('dashboard.calendar.year')}
        </label>
        <select id="calendar-year" value={year} onChange={(e) => onPick(Number(e.target.value), month)} className="input w-24 py-1">
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
