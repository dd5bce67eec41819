import { billDayIndex, billDaysOf, isBillDay } from '@shared/domain/bill-days';
import { addDays, daysInMonth, formatYmd, isCalendarDate, mondayIndex, parseYmd, weekDays, weekStart } from '@shared/domain/calendar-date';

/** The dashboard's calendar: months as weeks, and which bill dates, birthdays and reminders fall on a day. */

export interface MonthCell {
  date: string;
  inMonth: boolean;
}

/** The month as whole Monday-first weeks (4 to 6 rows of 7), padded with neighbouring days. */
export function monthGrid(year: number, month: number): MonthCell[][] {
  const first = formatYmd({ year, month, day: 1 });
  const last = formatYmd({ year, month, day: daysInMonth(year, month) });
  const start = weekStart(first);
  const end = addDays(last, 6 - mondayIndex(last));
  const weeks: MonthCell[][] = [];
  for (let date = start; date <= end; date = addDays(date, 7)) {
    weeks.push(weekDays(date).map((d) => ({ date: d, inMonth: d.slice(0, 7) === first.slice(0, 7) })));
  }
  return weeks;
}

/** The partners whose bill date falls on `date`: monthly, from its first date on (shared/domain/bill-days.ts). */
export function billsOn<P extends { billDate: string | null }>(profiles: readonly P[], date: string): P[] {
  return profiles.filter((p) => p.billDate && isBillDay(p.billDate, date));
}

/** What the calendar reads of a profile (reminders' `dueDate`/`dueTime` are optional: old ones have none). */
export interface CalendarProfile {
  id: string;
  name: string;
  billDate: string | null;
  birthday?: string | null;
  /** Shown with call and message links in the day popup. */
  phone?: string;
  reminders?: readonly { text: string; done: boolean; dueDate?: string | null; dueTime?: string | null }[];
}

export interface BirthdayEntry<P> {
  profile: P;
  /** The age reached that day. */
  age: number;
}

export interface ReminderEntry<P> {
  profile: P;
  text: string;
  time: string | null;
}

/** Everything on one day: bill dates (monthly), birthdays (yearly) and open reminders due that day. */
export interface DayEntries<P> {
  bills: P[];
  birthdays: BirthdayEntry<P>[];
  reminders: ReminderEntry<P>[];
}

/**
 * Birthdays recur yearly on the same day (29 February on the 28th in common years, as the bell
 * counts them); a birthday shows from the birth date on, never before the partner was born.
 */
export function birthdaysOn<P extends CalendarProfile>(profiles: readonly P[], date: string): BirthdayEntry<P>[] {
  return entriesOn(profiles, date).birthdays;
}

/** Open reminders due on the day, by time (those without a time first) and then as entered. */
export function remindersOn<P extends CalendarProfile>(profiles: readonly P[], date: string): ReminderEntry<P>[] {
  return entriesOn(profiles, date).reminders;
}

export function entriesOn<P extends CalendarProfile>(profiles: readonly P[], date: string): DayEntries<P> {
  return entriesByDate(profiles, [date]).get(date)!;
}

/** The shown days by the month and day (`MM-DD`) a birthday falls on them; 29 February on the 28th in common years. */
function daysByBirthday(dates: readonly string[]): Map<string, string[]> {
  const byMonthDay = new Map<string, string[]>();
  const add = (key: string, date: string) => byMonthDay.set(key, [...(byMonthDay.get(key) ?? []), date]);
  for (const date of dates) {
    add(date.slice(5), date);
    if (date.slice(5) === '02-28' && daysInMonth(parseYmd(date).year, 2) === 28) add('02-29', date);
  }
  return byMonthDay;
}

/**
 * The entries of many days in one pass over the profiles (the calendar asks for a whole month
 * at once, and again on every live change): the same as `entriesOn` for each day.
 */
export function entriesByDate<P extends CalendarProfile>(profiles: readonly P[], dates: readonly string[]): Map<string, DayEntries<P>> {
  const byDate = new Map<string, DayEntries<P>>(dates.map((date) => [date, { bills: [], birthdays: [], reminders: [] }]));
  const bills = billDayIndex([...dates].sort());
  const birthdayDays = daysByBirthday(dates);
  for (const profile of profiles) {
    if (profile.billDate) for (const date of billDaysOf(profile.billDate, bills)) byDate.get(date)!.bills.push(profile);
    const birthday = profile.birthday;
    if (birthday && isCalendarDate(birthday)) {
      for (const date of birthdayDays.get(birthday.slice(5)) ?? []) {
        if (birthday <= date) byDate.get(date)!.birthdays.push({ profile, age: parseYmd(date).year - parseYmd(birthday).year });
      }
    }
    for (const r of profile.reminders ?? []) {
      if (!r.done && r.dueDate) byDate.get(r.dueDate)?.reminders.push({ profile, text: r.text, time: r.dueTime ?? null });
    }
  }
  for (const day of byDate.values()) day.reminders.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  return byDate;
}

export const isEmptyDay = (entries: DayEntries<unknown>) => entries.bills.length + entries.birthdays.length + entries.reminders.length === 0;

/** Years of the picker: the current year ±10. */
export function pickerYears(currentYear: number, span = 10): number[] {
  return Array.from({ length: span * 2 + 1 }, (_, i) => currentYear - span + i);
}
