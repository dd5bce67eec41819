import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatLongDay,
  formatMoment,
  formatNumber,
  formatPeriod,
  formatWeekdayDay,
  isoWeek,
  monthNames,
  monthTitle,
  weekdaysShort,
} from '../../../../desktop/renderer/src/i18n/formats';

describe('formats (issue 36: dates, numbers and months through Intl)', () => {
  it('writes a calendar day as dd.MM.yyyy in German, and in English as the spec asks for its dates', () => {
    expect(formatDay('2031-03-20', 'de')).toBe('20.03.2031');
    expect(formatDay('2031-03-20', 'en')).toBe('20.03.2031');
    expect(formatDay('2030-01-05', 'de')).toBe('05.01.2030');
  });

  it('writes numbers with the language’s separators', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
  });

  it('starts weeks on Monday with German short names', () => {
    expect(weekdaysShort('de')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(weekdaysShort('en')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
  });

  it('names the months and the long day in German', () => {
    expect(monthNames('de')[2]).toBe('März');
    expect(monthNames('de')).toHaveLength(12);
    expect(monthTitle(2030, 5, 'de')).toBe('Mai 2030');
    expect(formatLongDay('2030-05-17', 'de')).toBe('Freitag, 17. Mai 2030');
    expect(formatWeekdayDay('2030-05-17', 'de')).toBe('Fr 17.05.');
  });

  it('names a month of figures in the language shown', () => {
    expect(formatPeriod('2026-12', 'en')).toBe('December 2026');
    expect(formatPeriod('2026-03', 'de')).toBe('März 2026');
    expect(formatPeriod('2027-01', 'en')).toBe('January 2027');
  });

  it('does not move a day with the time zone', () => {
    // Run under TZ=Pacific/Kiritimati as well (npm test): a day at local midnight would shift.
    expect(formatDay('2029-12-31', 'de')).toBe('31.12.2029');
    expect(formatLongDay('2029-01-01', 'en')).toBe('Montag, 1. Januar 2029');
  });

  it('numbers ISO weeks (the German KW)', () => {
    expect(isoWeek('2029-05-16')).toBe(20);
    expect(isoWeek('2021-01-03')).toBe(53);
    expect(isoWeek('2021-01-04')).toBe(1);
    expect(isoWeek('2026-12-31')).toBe(53);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2024-12-30')).toBe(1);
  });

  it('writes a moment with its clock time in each language', () => {
    const when = new Date(2031, 11, 5, 14, 3);
    expect(formatMoment(when, 'en')).toBe('5 Dec 2031, 14:03');
    expect(formatMoment(when, 'de')).toBe('5. Dez. 2031, 14:03');
  });
});
