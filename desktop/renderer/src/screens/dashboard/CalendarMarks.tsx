import { BellIcon, CakeIcon } from '../../components/Icons';
import { useTranslation } from 'react-i18next';
import { partnerCount } from './calendar-labels';

/** The three kinds of dates, each with its own mark (the legend names them). */
const BILL_TEXT = 'text-brand-800 dark:text-brand-100';
const BIRTHDAY_TEXT = 'text-pink-700 dark:text-pink-300';
const REMINDER_TEXT = 'text-amber-800 dark:text-amber-300';

/**
 * A month cell's marks: 'N Partner' for bill dates ('N P' in a phone's narrow day, `compact`), a
 * cake and a bell with their counts. Visual only: the cell's label says it in words.
 */
export function DayMarks({ bills, birthdays, reminders, compact = false }: { bills: number; birthdays: number; reminders: number; compact?: boolean }) {
  const { t } = useTranslation();
  if (bills + birthdays + reminders === 0) return null;
  return (
    <span aria-hidden="true" className="mt-auto flex w-full flex-col gap-0.5 text-[11px] leading-tight font-medium">
      {(birthdays > 0 || reminders > 0) && (
        <span className="flex flex-wrap items-center gap-x-1.5">
          {birthdays > 0 && (
            <span className={`flex items-center gap-0.5 ${BIRTHDAY_TEXT}`} data-mark="birthday">
              <CakeIcon className="size-3" />
              {birthdays}
            </span>
          )}
          {reminders > 0 && (
            <span className={`flex items-center gap-0.5 ${REMINDER_TEXT}`} data-mark="reminder">
              <BellIcon className="size-3" />
              {reminders}
            </span>
          )}
        </span>
      )}
      {bills > 0 && (
        <span className={BILL_TEXT} data-mark="bill">
          {compact ? t('dashboard.calendar.partnerShort', { count: bills }) : partnerCount(bills)}
        </span>
      )}
    </span>
  );
}

/** Names the marks under the calendar. */
export function CalendarLegend() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('dashboard.calendar.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-sm border border-brand-500 bg-brand-50 dark:bg-brand-700/30" />
        {t('dashboard.calendar.legendBill')}
      </li>
      <li className={`flex items-center gap-1.5`}>
        <CakeIcon className={`size-3.5 ${BIRTHDAY_TEXT}`} />
        {t('dashboard.calendar.legendBirthday')}
      </li>
      <li className="flex items-center gap-1.5">
        <BellIcon className={`size-3.5 ${REMINDER_TEXT}`} />
        {t('dashboard.calendar.legendReminder')}
      </li>
    </ul>
  );
}

export const MARK_TEXT = { bill: BILL_TEXT, birthday: BIRTHDAY_TEXT, reminder: REMINDER_TEXT } as const;
