import { isCalendarDate } from '../schemas/common';

/**
 * The date formats back-office exports use (issue 14). A value is read as written, with no
 * time zone involved: the result is a `YYYY-MM-DD` calendar date, or `null` when the text is
 * not a real date in that format (or lies outside 1900-2100).
 */
export const DATE_FORMATS = ['dd.MM.yyyy', 'yyyy-MM-dd', 'MM/dd/yyyy', 'excel-serial'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  'dd.MM.yyyy': 'dd.MM.yyyy (31.12.2024)',
  'yyyy-MM-dd': 'yyyy-MM-dd (2024-12-31)',
  'MM/dd/yyyy': 'MM/dd/yyyy (12/31/2024)',
  'excel-serial': 'Excel serial number (45657)',
};

const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const SERIAL = /^\d{1,6}(?:\.\d+)?$/;
const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system, counted so that serials from 61 on come out right. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Serial 60 is 1900-02-29, a day that never was (Excel's Lotus bug); below it, one day less. */
const EXCEL_LEAP_BUG_SERIAL = 60;

function calendar(year: string, month: string, day: string): string | null {
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(text) ? text : null;
}

/** Excel's serial day number (1900 system; a time of day is dropped) as a calendar date. */
export function excelSerialToDate(serial: number): string | null {
  const day = Math.floor(serial);
  if (day < 1 || day === EXCEL_LEAP_BUG_SERIAL) return null;
  const shifted = day < EXCEL_LEAP_BUG_SERIAL ? day + 1 : day;
  const text = new Date(EXCEL_EPOCH_MS + shifted * DAY_MS).toISOString().slice(0, 10);
  return isCalendarDate(text) ? text : null;
}

/** Reads one non-empty date text in a format; `null` when it is not a date in that format. */
export function parseDate(text: string, format: DateFormat): string | null {
  const value = text.trim();
  let match: RegExpExecArray | null;
  switch (format) {
    case 'dd.MM.yyyy':
      match = GERMAN.exec(value);
      return match ? calendar(match[3], match[2], match[1]) : null;
    case 'yyyy-MM-dd':
      match = ISO.exec(value);
      return match ? calendar(match[1], match[2], match[3]) : null;
    case 'MM/dd/yyyy':
      match = US.exec(value);
      return match ? calendar(match[3], match[1], match[2]) : null;
    case 'excel-serial':
      return SERIAL.test(value) ? excelSerialToDate(Number(value)) : null;
  }
}

/**
 * The format that reads the most of the given (non-empty) values, earlier formats winning a
 * tie; `null` when none reads any. `dd.MM.yyyy` and `MM/dd/yyyy` never compete: their
 * separators differ, so a day-first list is never taken for a month-first one.
 */
export function detectDateFormat(values: readonly string[]): DateFormat | null {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  let best: DateFormat | null = null;
  let bestCount = 0;
  for (const format of DATE_FORMATS) {
    const count = filled.reduce((n, v) => (parseDate(v, format) !== null ? n + 1 : n), 0);
    if (count > bestCount) {
      best = format;
      bestCount = count;
    }
  }
  return best;
}
