import { useMemo, useState } from 'react';
import { addDays, addMonths, daysInMonth, formatYmd, parseYmd, weekDays } from '@shared/domain/calendar-date';
import { CalendarToolbar, type CalendarMode } from './CalendarToolbar';
import { DayDialog } from './DayDialog';
import { CalendarLegend } from './CalendarMarks';
import { entriesByDate, entriesOn, monthGrid, type CalendarProfile } from './month-calendar';
import { useTranslation } from 'react-i18next';
import { isoWeek, monthTitle } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import { shortDate } from './calendar-labels';
import { MonthView } from './MonthView';
import { WeekView } from './WeekView';

/** The calendar of bill dates, birthdays and dated reminders: German labels, Monday first, Woche/Monat, a legend, a day popup. */
export function BillCalendar({ profiles, today }: { profiles: readonly CalendarProfile[]; today: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<CalendarMode>('month');
  /** Any day of the shown week or month; also the month grid's keyboard focus. */
  const [cursor, setCursor] = useState(today);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { year, month } = parseYmd(cursor);

  const week = weekDays(cursor);
  // The shown days' entries in one pass over the partners (again only when the partners or the shown days change).
  const shownKey = mode === 'month' ? `${year}-${month}` : week[0];
  const entries = useMemo(
    () => entriesByDate(profiles, mode === 'month' ? monthGrid(year, month).flat().map((cell) => cell.date) : weekDays(shownKey)),
    // year, month and the week follow from mode and shownKey.
    [profiles, mode, shownKey],
  );
  const title =
    mode === 'month' ? monthTitle(year, month, currentLanguage()) : t('dashboard.calendar.weekTitle', { week: isoWeek(week[0]), from: shortDate(week[0]), to: shortDate(week[6]) });

  const step = (delta: number) => {
    if (mode === 'week') return setCursor(addDays(cursor, delta * 7));
    const first = addMonths(cursor, delta);
    // Keep the focused day of month where the month has it (31 -> 30 in April).
    const { year: y, month: m } = parseYmd(first);
    setCursor(formatYmd({ year: y, month: m, day: Math.min(parseYmd(cursor).day, daysInMonth(y, m)) }));
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('dashboard.calendar.title')}</h2>
      <CalendarToolbar
        mode={mode}
        cursor={cursor}
        title={title}
        currentYear={parseYmd(today).year}
        onMode={setMode}
        onStep={step}
        onPick={(y, m) => setCursor(formatYmd({ year: y, month: m, day: 1 }))}
        onToday={() => setCursor(today)}
      />
      {mode === 'month' ? (
        <MonthView year={year} month={month} today={today} entries={entries} focusDate={cursor} onFocusDate={setCursor} onOpenDay={setOpenDay} />
      ) : (
        <WeekView anchor={cursor} today={today} entries={entries} onOpenDay={setOpenDay} />
      )}
      <CalendarLegend />
      <DayDialog date={openDay} entries={openDay ? (entries.get(openDay) ?? entriesOn(profiles, openDay)) : null} today={today} onClose={() => setOpenDay(null)} />
    </div>
  );
}
