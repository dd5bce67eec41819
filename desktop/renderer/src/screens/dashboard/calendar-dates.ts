/**
 * Calendar arithmetic on `YYYY-MM-DD` strings only: no `new Date('YYYY-MM-DD')`, so nothing
 * shifts with the runtime time zone. Weekdays come from `Date.UTC`, which has no zone.
 */

export interface Ymd {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export function parseYmd(date: string): Ymd {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatYmd({ year, month, day }: Ymd): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Day of week, Monday first: 0 = Monday ... 6 = Sunday. */
export function mondayIndex(date: string): number {
  const { year, month, day } = parseYmd(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseYmd(date);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return formatYmd({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** The first day of the month `months` away from `date`'s month. */
export function addMonths(date: string, months: number): string {
  const { year, month } = parseYmd(date);
  const index = year * 12 + (month - 1) + months;
  return formatYmd({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
}

/** The Monday of `date`'s week. */
export function weekStart(date: string): string {
  return addDays(date, -mondayIndex(date));
}

/** The seven days (Monday to Sunday) of `date`'s week. */
export function weekDays(date: string): string[] {
  const start = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

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
