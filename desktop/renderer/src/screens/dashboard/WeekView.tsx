import { weekDays } from '@shared/domain/calendar-date';
import { BellIcon, CakeIcon } from '../../components/Icons';
import { MARK_TEXT } from './CalendarMarks';
import { isEmptyDay, type CalendarProfile, type DayEntries } from './month-calendar';
import { useTranslation } from 'react-i18next';
import { dayLabel, weekdayDate } from './calendar-labels';

interface Props {
  anchor: string;
  today: string;
  /** The shown days' entries (entriesByDate). */
  entries: ReadonlyMap<string, DayEntries<CalendarProfile>>;
  onOpenDay(date: string): void;
}

const NO_ENTRIES: DayEntries<CalendarProfile> = { bills: [], birthdays: [], reminders: [] };

const CHIP = 'flex max-w-full items-center gap-1 truncate rounded px-1.5 py-0.5';

/** The seven days (Monday first) with the partners whose bill date, birthday or reminder falls on each. */
export function WeekView({ anchor, today, entries: shown, onOpenDay }: Props) {
  const { t } = useTranslation();
  return (
    <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700" aria-label={t('dashboard.calendar.week')}>
      {weekDays(anchor).map((date) => {
        const entries = shown.get(date) ?? NO_ENTRIES;
        const counts = { bills: entries.bills.length, birthdays: entries.birthdays.length, reminders: entries.reminders.length };
        return (
          <li key={date} data-date={date} className="flex items-start gap-3 px-3 py-2 max-sm:gap-2 max-sm:px-2">
            <button
              type="button"
              onClick={() => onOpenDay(date)}
              aria-current={date === today ? 'date' : undefined}
              className={`w-24 shrink-0 rounded px-1 text-left text-sm font-medium tabular-nums hover:underline touch:min-h-11 ${date === today ? 'text-brand-700 dark:text-brand-500' : ''}`}
            >
              {weekdayDate(date)}
              <span className="sr-only">{` (${dayLabel(date, counts)})`}</span>
            </button>
            <div className="min-w-0 flex-1 text-sm">
              {isEmptyDay(entries) ? (
                <span className="text-slate-500 dark:text-slate-400">—</span>
              ) : (
                <ul className="flex flex-wrap gap-1">
                  {entries.bills.map((p) => (
                    <li key={`bill-${p.id}`} className={`${CHIP} bg-brand-50 text-brand-800 dark:bg-brand-700/30 dark:text-brand-100`}>
                      {p.name}
                    </li>
                  ))}
                  {entries.birthdays.map(({ profile }) => (
                    <li key={`birthday-${profile.id}`} className={`${CHIP} bg-pink-50 dark:bg-pink-900/30 ${MARK_TEXT.birthday}`}>
                      <CakeIcon className="size-3 shrink-0" />
                      <span className="sr-only">{t('dashboard.calendar.birthdayPrefix')}</span>
                      {profile.name}
                    </li>
                  ))}
                  {entries.reminders.map(({ profile, text, time }, i) => (
                    <li key={`reminder-${profile.id}-${i}`} className={`${CHIP} bg-amber-50 dark:bg-amber-900/30 ${MARK_TEXT.reminder}`}>
                      <BellIcon className="size-3 shrink-0" />
                      <span className="sr-only">{t('dashboard.calendar.reminderPrefix')}</span>
                      <span className="truncate">{`${time ? `${time} ` : ''}${profile.name}: ${text}`}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
