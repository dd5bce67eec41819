import { describe, expect, it } from 'vitest';
import {
  BILL_STATUS_BAR_TITLES,
  BILL_STATUS_LABELS,
  billStatus,
  DATED_BILL_STATUSES,
  HIGHLIGHT_FILTER_IDS,
  SOON_HIGHLIGHT_NAME,
} from '../../../../shared/domain/bill-status';
import { addDays, daysBetween, todayIn } from '../../../../shared/domain/calendar-date';
import { BILL_WARNING_DAYS } from '../../../../shared/domain/constants';

describe('billStatus (days from today to the bill date, calendar dates only)', () => {
  it.each([
    [null, 'none'],
    [undefined, 'none'],
    ['', 'none'],
    ['2026-12-01', 'safe'], // 9 days
    ['2026-11-30', 'safe'], // 8 days
    ['2026-11-29', 'warning'], // 7 days
    ['2026-11-22', 'warning'], // today
    ['2026-11-21', 'danger'], // yesterday
  ] as const)('%s -> %s', (billDate, expected) => {
    expect(billStatus(billDate, '2026-11-22')).toBe(expected);
  });

  it('follows the spec table (by whole days) across month, year and leap-day ends, whatever today was asked before', () => {
    const expected = (days: number) => (days < 0 ? 'danger' : days <= BILL_WARNING_DAYS ? 'warning' : 'safe');
    for (const today of ['2026-02-25', '2026-12-28', '2024-02-26', '2026-02-25']) {
      for (let d = -10; d <= 12; d++) {
        const billDate = addDays(today, d);
        expect(billStatus(billDate, today), `${billDate} on ${today}`).toBe(expected(daysBetween(today, billDate)));
      }
    }
  });

  it("answers for the user's own today: the same instant is another day in Kiritimati", () => {
    const instant = new Date('2026-11-22T20:30:00Z');
    expect(billStatus('2026-11-22', todayIn('UTC', instant))).toBe('warning');
    expect(billStatus('2026-11-22', todayIn('Pacific/Kiritimati', instant))).toBe('danger');
  });
});

describe('the bill-status vocabulary', () => {
  it('labels the statuses as the spec does', () => {
    expect(BILL_STATUS_LABELS).toEqual({ none: 'No Bill', safe: 'Active', warning: 'Soon', danger: 'Inactive' });
    expect(BILL_STATUS_BAR_TITLES.none).toBe('No Bill Date');
    expect(DATED_BILL_STATUSES.map((s) => BILL_STATUS_BAR_TITLES[s])).toEqual(['Active', 'Soon', 'Inactive']);
  });

  it("keeps the spec's highlight filter names and the Soon highlight's accessible name", () => {
    expect(HIGHLIGHT_FILTER_IDS).toEqual({ safe: 'active', warning: 'inactive-in-7-days', danger: 'inactive' });
    expect(SOON_HIGHLIGHT_NAME).toBe('Soon (inactive in 7 days)');
  });
});
