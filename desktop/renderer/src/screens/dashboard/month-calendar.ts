import { addDays, daysInMonth, formatYmd, mondayIndex, parseYmd, weekDays, weekStart } from '../../../../../shared/domain/calendar-date';

/** The dashboard's bill calendar: months as weeks, and which bills fall on a day. */

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

/**
 * Decision (spec: "the monthly bill date"): a bill date recurs every month on the same day of
 * month, clamped to the month's last day (the 31st falls on 28/29 February, 30 April ...). It
 * shows in every month, before and after the stored date.
 */
export function billDayIn(billDate: string, year: number, month: number): number {
  return Math.min(parseYmd(billDate).day, daysInMonth(year, month));
}

export function billsOn<P extends { billDate: string | null }>(profiles: readonly P[], date: string): P[] {
  const { year, month, day } = parseYmd(date);
  return profiles.filter((p) => p.billDate && billDayIn(p.billDate, year, month) === day);
}

/** Years of the picker: the current year ±10. */
export function pickerYears(currentYear: number, span = 10): number[] {
  return Array.from({ length: span * 2 + 1 }, (_, i) => currentYear - span + i);
}
