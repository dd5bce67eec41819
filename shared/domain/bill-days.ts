import { addMonths, daysInMonth, formatYmd, isCalendarDate, parseYmd } from './calendar-date';

/**
 * The one rule for the days a bill date falls on, read by the dashboard's calendar and its day
 * popup, Today, the bell, the morning notice and the daily digest alike (issue 34: the calendar
 * and Today disagreed).
 *
 * A bill date is monthly: it falls on its own date and then every month on the same day of
 * month, clamped to the month's last day (the 31st falls on 28/29 February, 30 April ...). It
 * counts from its first date on, never in the months before it: a partner whose first bill
 * date is 7 January is not due on 7 December.
 */

/** The day of month a bill date falls on in `year`/`month` (1-12), clamped to the month's length. */
export function billDayIn(billDate: string, year: number, month: number): number {
  return Math.min(parseYmd(billDate).day, daysInMonth(year, month));
}

/** Whether a bill date falls on `date` (both `YYYY-MM-DD`): on or after its first date, on its day of month. */
export function isBillDay(billDate: string, date: string): boolean {
  if (date < billDate || !isCalendarDate(billDate)) return false;
  const { year, month, day } = parseYmd(date);
  return billDayIn(billDate, year, month) === day;
}

/**
 * The days of a set of dates by the stored day of month (1-31) whose bill dates fall on them:
 * a month's last day also takes the stored days beyond it. Built once for a window or a
 * calendar page, it answers each profile with one lookup (this runs on every live change).
 */
export type BillDayIndex = ReadonlyMap<number, readonly string[]>;

/** `dates` in ascending order (a window's or a calendar page's days). */
export function billDayIndex(dates: readonly string[]): BillDayIndex {
  const index = new Map<number, string[]>();
  const add = (storedDay: number, date: string) => {
    const list = index.get(storedDay);
    if (list) list.push(date);
    else index.set(storedDay, [date]);
  };
  for (const date of dates) {
    const { year, month, day } = parseYmd(date);
    add(day, date);
    if (day === daysInMonth(year, month)) for (let later = day + 1; later <= 31; later++) add(later, date);
  }
  return index;
}

/** The dates of the index a bill date falls on, in the index's order (none before its first date). */
export function billDaysOf(billDate: string, index: BillDayIndex): readonly string[] {
  const dates = index.get(Number(billDate.slice(8, 10)));
  if (!dates || !isCalendarDate(billDate)) return NONE;
  // Most dates of a window or calendar page are after a first bill date long past: keep the list.
  return dates[0] >= billDate ? dates : dates.filter((date) => date >= billDate);
}

const NONE: readonly string[] = [];

/**
 * The first bill date for a partner known only by the day of month they pay on (the partner
 * form's 'Day of month only'): that day this month when it is still to come (today included),
 * else next month's, clamped to the month's length.
 */
export function nextBillDate(dayOfMonth: number, today: string): string {
  const { year, month } = parseYmd(today);
  const thisMonth = formatYmd({ year, month, day: Math.min(dayOfMonth, daysInMonth(year, month)) });
  if (thisMonth >= today) return thisMonth;
  const next = parseYmd(addMonths(today, 1));
  return formatYmd({ ...next, day: Math.min(dayOfMonth, daysInMonth(next.year, next.month)) });
}
