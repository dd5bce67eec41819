import { describe, expect, it } from 'vitest';
import { BILL_STATUS_LABELS, billStatus, daysBetween, todayIn } from '../../../../shared/domain/bill-status';

describe('billStatus (days from today to the bill date, calendar dates only)', () => {
  it.each([
    [null, 'none'],
    ['2026-12-01', 'safe'], // 9 days
    ['2026-11-30', 'safe'], // 8 days
    ['2026-11-29', 'warning'], // 7 days
    ['2026-11-22', 'warning'], // today
    ['2026-11-21', 'danger'], // yesterday
  ] as const)('%s -> %s', (billDate, expected) => {
    expect(billStatus(billDate, '2026-11-22')).toBe(expected);
  });

  it('labels the statuses as the spec does', () => {
    expect(BILL_STATUS_LABELS).toEqual({ none: 'No Bill', safe: 'Active', warning: 'Soon', danger: 'Inactive' });
  });

  it('counts days across month, year and DST boundaries without drifting', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-15')).toBe(-7);
  });
});

describe('todayIn', () => {
  const instant = new Date('2026-11-22T20:30:00Z');
  it("answers the user's calendar date in their time zone", () => {
    expect(todayIn('UTC', instant)).toBe('2026-11-22');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-23'); // UTC+14
    expect(todayIn('Pacific/Pago_Pago', instant)).toBe('2026-11-22'); // UTC-11
  });

  it('uses the runtime time zone by default (the suite runs under UTC and Pacific/Kiritimati)', () => {
    const expected = process.env.TZ === 'Pacific/Kiritimati' ? '2026-11-23' : process.env.TZ === 'UTC' ? '2026-11-22' : todayIn(undefined, instant);
    expect(todayIn(undefined, instant)).toBe(expected);
  });
});
