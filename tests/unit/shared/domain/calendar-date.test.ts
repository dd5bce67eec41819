import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  formatGermanDate,
  formatYmd,
  isCalendarDate,
  mondayIndex,
  parseYmd,
  todayIn,
  weekDays,
  weekStart,
} from '../../../../shared/domain/calendar-date';

// The unit suite also runs under TZ=Pacific/Kiritimati (UTC+14): nothing here may depend on the zone.
describe('calendar dates as YYYY-MM-DD strings', () => {
  it('parses and formats the parts, padding years, months and days', () => {
    expect(parseYmd('2030-05-17')).toEqual({ year: 2030, month: 5, day: 17 });
    expect(parseYmd('2030-05-17T23:59:00Z')).toEqual({ year: 2030, month: 5, day: 17 });
    expect(formatYmd({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
  });

  it('tells real calendar dates from lookalikes', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2026-01-01T00:00:00Z')).toBe(false);
  });

  it('knows the weekday, Monday first', () => {
    expect(mondayIndex('2030-05-13')).toBe(0); // Monday
    expect(mondayIndex('2030-05-19')).toBe(6); // Sunday
    expect(mondayIndex('2024-02-29')).toBe(3); // Thursday
  });

  it('adds days and months across month, year, leap and DST boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // EU DST switch
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
    expect(addMonths('2026-12-05', 13)).toBe('2028-01-01');
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
  });

  it('counts whole days between dates without drifting', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-15')).toBe(-7);
    for (const days of [-400, -1, 0, 1, 59, 366]) expect(daysBetween('2026-02-25', addDays('2026-02-25', days))).toBe(days);
  });

  it('builds week ranges Monday to Sunday', () => {
    expect(weekStart('2030-05-17')).toBe('2030-05-13');
    expect(weekStart('2030-05-13')).toBe('2030-05-13');
    expect(weekStart('2030-05-19')).toBe('2030-05-13');
    expect(weekDays('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
});

describe('formatGermanDate', () => {
  it('shows a YYYY-MM-DD date as dd.MM.yyyy, the very day whatever the zone', () => {
    expect(formatGermanDate('2030-05-17')).toBe('17.05.2030');
    expect(formatGermanDate('1990-01-01')).toBe('01.01.1990');
    expect(formatGermanDate('2031-01-01')).toBe('01.01.2031');
    expect(formatGermanDate('2030-12-31')).toBe('31.12.2030');
  });

  it('answers empty text for no date and the raw text for something else', () => {
    expect(formatGermanDate(null)).toBe('');
    expect(formatGermanDate(undefined)).toBe('');
    expect(formatGermanDate('')).toBe('');
    expect(formatGermanDate('soon')).toBe('soon');
  });
});

describe('todayIn', () => {
  const instant = new Date('2026-11-22T20:30:00Z');
  it("answers the user's calendar date in their time zone", () => {
    expect(todayIn('UTC', instant)).toBe('2026-11-22');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-23'); // UTC+14
    expect(todayIn('Pacific/Pago_Pago', instant)).toBe('2026-11-22'); // UTC-11
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-01-01T05:00:00Z'))).toBe('2025-12-31');
  });

  it('uses the runtime time zone by default (the suite runs under UTC and Pacific/Kiritimati)', () => {
    const expected = process.env.TZ === 'Pacific/Kiritimati' ? '2026-11-23' : process.env.TZ === 'UTC' ? '2026-11-22' : todayIn(undefined, instant);
    expect(todayIn(undefined, instant)).toBe(expected);
  });
});
