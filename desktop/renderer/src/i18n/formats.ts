import { parseYmd } from '@shared/domain/calendar-date';
import type { Language } from './language';

/**
 * Dates, numbers and months through `Intl`, in the locale of the language shown. Which locale
 * each kind of value uses:
 * - `calendar`: calendar days (bill dates, birthdays, the dashboard's calendar). The spec asks for
 *   German dates and calendar labels with weeks from Monday (product-spec: dashboard, rules), so
 *   English keeps them as they always were; German has them anyway.
 * - `numbers`: counts and figures ('1,234.5' / '1.234,5').
 * - `moments`: points in time with a clock time (sessions, kept copies).
 */
const LOCALES: Record<Language, { calendar: string; numbers: string; moments: string }> = {
  en: { calendar: 'de-DE', numbers: 'en-US', moments: 'en-GB' },
  de: { calendar: 'de-DE', numbers: 'de-DE', moments: 'de-DE' },
};

export const localeOf = (language: Language, kind: keyof (typeof LOCALES)['en']): string => LOCALES[language][kind];

/** Weeks start on Monday (ISO; the spec's calendar) in both languages. */
export const FIRST_DAY_OF_WEEK = 1;

/** A calendar day as a Date at noon UTC, formatted in UTC: the day never shifts with a time zone. */
function noonUtc(date: string): Date {
  const { year, month, day } = parseYmd(date);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options })));
  return format;
}

const DAY_MS = 86_400_000;

const dropDot = (text: string) => text.replace(/\.$/, '');

/** '20.03.2031' */
export function formatDay(date: string, language: Language): string {
  return dateFormat(localeOf(language, 'calendar'), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(noonUtc(date));
}

/** 'Freitag, 17. Mai 2030' */
export function formatLongDay(date: string, language: Language): string {
  return dateFormat(localeOf(language, 'calendar'), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(noonUtc(date));
}

const weekdayShort = (date: string, language: Language) => dropDot(dateFormat(localeOf(language, 'calendar'), { weekday: 'short' }).format(noonUtc(date)));

/** 'Fr 17.05.' */
export function formatWeekdayDay(date: string, language: Language): string {
  const dayMonth = dateFormat(localeOf(language, 'calendar'), { day: '2-digit', month: '2-digit' }).format(noonUtc(date));
  return `${weekdayShort(date, language)} ${dayMonth.endsWith('.') ? dayMonth : `${dayMonth}.`}`;
}

/** 'Mo', 'Di', ... 'So': Monday first. 2024-01-01 was a Monday. */
export function weekdaysShort(language: Language): string[] {
  return Array.from({ length: 7 }, (_, i) => weekdayShort(`2024-01-0${1 + i}`, language));
}

/** 'Januar' ... 'Dezember' */
export function monthNames(language: Language): string[] {
  const format = dateFormat(localeOf(language, 'calendar'), { month: 'long' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 15, 12))));
}

/** 'Mai 2030' */
export const monthTitle = (year: number, month: number, language: Language) => `${monthNames(language)[month - 1]} ${year}`;

/**
 * A month of back-office figures, `2026-12`, as 'December 2026' / 'Dezember 2026': in the language
 * shown (the calendar's German month names are the spec's for the calendar only).
 */
export function formatPeriod(period: string, language: Language): string {
  const format = dateFormat(localeOf(language, 'moments'), { month: 'long', year: 'numeric' });
  return format.format(new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 15, 12)));
}

/** The ISO week number of a day (the German 'KW'; weeks from Monday, week 1 holds the year's first Thursday). */
export function isoWeek(date: string): number {
  const day = noonUtc(date);
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1, 12);
  return 1 + Math.floor((thursday.getTime() - yearStart) / (7 * DAY_MS));
}

/** The number formats made so far, by locale and options: a format is costly to make (the tree page formats a count for each of thousands of partners). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** '1,234.5' / '1.234,5' */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  const locale = localeOf(language, 'numbers');
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format.format(value);
}

/** A point in time with its clock time, in the device's zone: '5 Dec 2031, 14:03' / '5. Dez. 2031, 14:03'. */
export function formatMoment(when: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language, 'moments'), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(when);
}

/** A count as the screens show it: English as it always was ('50000'), German grouped ('50.000'). */
export function formatCount(value: number, language: Language): string {
  return formatNumber(value, language, { useGrouping: language !== 'en' });
}
