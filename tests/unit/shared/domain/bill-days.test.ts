import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billDayIn, billDayIndex, billDaysOf, isBillDay, nextBillDate } from '../../../../shared/domain/bill-days';
import { addDays } from '../../../../shared/domain/calendar-date';

/** The one 'due on a day' rule of monthly bill dates (issue 34): run in UTC and on Kiritimati. */

describe('a monthly bill date', () => {
  it('puts the 31st on the last day of short months', () => {
    expect(billDayIn('2026-01-31', 2026, 2)).toBe(28);
    expect(billDayIn('2026-01-31', 2024, 2)).toBe(29);
    expect(billDayIn('2026-01-31', 2026, 4)).toBe(30);
    expect(billDayIn('2026-01-31', 2026, 5)).toBe(31);
    expect(billDayIn('2026-03-15', 2026, 2)).toBe(15);
  });

  it('falls on its own date and every month after it, never in the months before', () => {
    // The partner: first bill date 7 January 2027, looked at on 7 December 2026.
    expect(isBillDay('2027-01-07', '2026-12-07')).toBe(false);
    expect(isBillDay('2027-01-07', '2027-01-07')).toBe(true);
    expect(isBillDay('2027-01-07', '2027-02-07')).toBe(true);
    expect(isBillDay('2027-01-07', '2027-02-08')).toBe(false);
    expect(isBillDay('2026-01-31', '2026-02-28')).toBe(true);
    expect(isBillDay('2026-01-31', '2026-03-30')).toBe(false);
    expect(isBillDay('2026-01-31', '2026-03-31')).toBe(true);
  });

  it('is never due on a date that is not real', () => {
    expect(isBillDay('2026-02-30', '2026-03-30')).toBe(false);
    expect(billDaysOf('2026-02-30', billDayIndex(['2026-03-30']))).toEqual([]);
  });

  it('is found through a window index exactly where isBillDay says so', () => {
    const date = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(date, date, fc.integer({ min: 0, max: 70 }), (billDate, start, length) => {
        const dates = Array.from({ length: length + 1 }, (_, k) => addDays(start, k));
        expect(billDaysOf(billDate, billDayIndex(dates))).toEqual(dates.filter((d) => isBillDay(billDate, d)));
      }),
      { numRuns: 300 },
    );
  });

  it("gives 'Day of month only' the next such date from today, clamped to the month", () => {
    expect(nextBillDate(15, '2026-12-07')).toBe('2026-12-15');
    expect(nextBillDate(7, '2026-12-07')).toBe('2026-12-07');
    expect(nextBillDate(6, '2026-12-07')).toBe('2027-01-06');
    expect(nextBillDate(31, '2027-02-10')).toBe('2027-02-28');
    expect(nextBillDate(31, '2028-02-29')).toBe('2028-02-29');
    expect(nextBillDate(30, '2027-01-31')).toBe('2027-02-28');
    // Whatever the day and today, the answer is a bill day of itself on or after today, within a month.
    for (let day = 1; day <= 31; day++) {
      const date = nextBillDate(day, '2027-03-31');
      expect(date >= '2027-03-31' && date <= '2027-04-30', String(day)).toBe(true);
      expect(billDayIn(`2027-01-${String(day).padStart(2, '0')}`, Number(date.slice(0, 4)), Number(date.slice(5, 7)))).toBe(Number(date.slice(8)));
    }
  });
});
