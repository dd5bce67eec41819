/**
 * Calendar dates (days without a time) as `YYYY-MM-DD` strings, end to end. Arithmetic goes
 * through `Date.UTC`, which has no zone, so nothing shifts with the runtime's time zone; the
 * only place a zone enters is `todayIn`, which asks for the user's own calendar date.
 */

/** A calendar date split into numbers; `month` is 1-12. */
export interface Ymd {
  year: number;
  month: number;
  day: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The parts of a `YYYY-MM-DD` date (a longer ISO text is cut to its date). */
export function parseYmd(date: string): Ymd {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return { year, month, day };
}

export function formatYmd({ year, month, day }: Ymd): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether `value` is a real `YYYY-MM-DD` date (no 31 April, no 29 February outside leap years). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The date's day number since 1970-01-01 (a whole number for whole days). */
function dayNumber(date: string): number {
  const { year, month, day } = parseYmd(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromUtc(time: Date): string {
  return formatYmd({ year: time.getUTCFullYear(), month: time.getUTCMonth() + 1, day: time.getUTCDate() });
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseYmd(date);
  return fromUtc(new Date(Date.UTC(year, month - 1, day + days)));
}

/** The first day of the month `months` away from `date`'s month. */
export function addMonths(date: string, months: number): string {
  const { year, month } = parseYmd(date);
  const index = year * 12 + (month - 1) + months;
  return formatYmd({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** Day of week, Monday first: 0 = Monday ... 6 = Sunday. */
export function mondayIndex(date: string): number {
  return (new Date(dayNumber(date) * DAY_MS).getUTCDay() + 6) % 7;
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

/**
 * A calendar date shown the German way (`17.05.2030`), straight from its parts. No date given:
 * empty text; something that is not `YYYY-MM-DD`: the text as it is.
 */
export function formatGermanDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = CALENDAR_DATE.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/**
 * Date formats by named time zone, each made again after a minute: making one costs far more
 * than using it, and pages ask for today on every render. (The runtime's own zone needs none:
 * todayIn reads the Date's local fields, which follow the device when it moves to another zone.)
 */
const FORMAT_KEPT_MS = 60_000;
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; madeAt: number }>();

function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  const kept = dayFormats.get(key);
  const now = Date.now();
  if (kept && Math.abs(now - kept.madeAt) < FORMAT_KEPT_MS) return kept.format;
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  dayFormats.set(key, { format, madeAt: now });
  return format;
}

/** Today's calendar date in a time zone (default: the runtime's own, i.e. the user's). */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  // The runtime's own zone is the Date's local one: no Intl format to make (30-60 ms on a phone's slower CPU, on the tree page's first draw).
  if (timeZone === undefined) return formatYmd({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  const parts = dayFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
