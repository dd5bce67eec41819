import { useEffect, useRef, type KeyboardEvent } from 'react';
import { addDays, mondayIndex } from '@shared/domain/calendar-date';
import { usePhoneLayout } from '../../lib/use-phone-layout';
import { DayMarks } from './CalendarMarks';
import { monthGrid, type CalendarProfile, type DayEntries } from './month-calendar';
import { weekdaysShort } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import { dayLabel } from './calendar-labels';

interface Props {
  year: number;
  month: number;
  today: string;
  /** The shown days' entries (entriesByDate). */
  entries: ReadonlyMap<string, DayEntries<CalendarProfile>>;
  /** The day that holds the roving tab stop (arrow keys move it). */
  focusDate: string;
  onFocusDate(date: string): void;
  onOpenDay(date: string): void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** A Monday-first month grid; each day shows 'N Partner' for bill dates, marks for birthdays and reminders, and opens the day popup. */
export function MonthView({ year, month, today, entries, focusDate, onFocusDate, onOpenDay }: Props) {
  const weeks = monthGrid(year, month);
  const compact = usePhoneLayout();
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const onKeyDown = (e: KeyboardEvent) => {
    let next: string | null = null;
    if (e.key in KEY_STEPS) next = addDays(focusDate, KEY_STEPS[e.key]);
    else if (e.key === 'Home') next = addDays(focusDate, -mondayIndex(focusDate));
    else if (e.key === 'End') next = addDays(focusDate, 6 - mondayIndex(focusDate));
    if (!next) return;
    e.preventDefault();
    moved.current = true;
    onFocusDate(next);
  };

  return (
    <table ref={table} className="w-full table-fixed border-collapse text-sm" onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weekdaysShort(currentLanguage()).map((d) => (
            <th key={d} scope="col" className="pb-1 text-center text-xs font-semibold text-slate-600 dark:text-slate-400">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].date}>
            {week.map(({ date, inMonth }) => {
              const day = entries.get(date);
              const counts = { bills: day?.bills.length ?? 0, birthdays: day?.birthdays.length ?? 0, reminders: day?.reminders.length ?? 0 };
              const isToday = date === today;
              return (
                <td key={date} className="p-0.5 align-top max-sm:p-px">
                  <button
                    type="button"
                    data-date={date}
                    tabIndex={date === focusDate ? 0 : -1}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => onOpenDay(date)}
                    onFocus={() => date !== focusDate && onFocusDate(date)}
                    className={`flex min-h-16 h-full w-full flex-col items-start rounded-md border p-1 text-left max-sm:min-h-14 max-sm:px-0.5 ${
                      inMonth ? 'border-slate-200 dark:border-slate-700' : 'border-transparent text-slate-500 dark:text-slate-400'
                    } ${counts.bills ? 'bg-brand-50 dark:bg-brand-700/20' : ''} hover:border-brand-500`}
                  >
                    <span className="sr-only">{dayLabel(date, counts)}</span>
                    <span aria-hidden="true" className={`text-xs tabular-nums ${isToday ? 'rounded-full bg-brand-700 px-1.5 font-semibold text-white' : ''}`}>{Number(date.slice(8))}</span>
                    <DayMarks {...counts} compact={compact} />
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
