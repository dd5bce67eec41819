import { describe, expect, it } from 'vitest';
import { dayOfMoment, daysSinceContact, NO_CONTACT_DAYS, noContactFor } from '../../../../shared/domain/last-contact';

/** 'No contact for N days' on calendar days in the user's time zone (docs/follow-ups.md "On the Teamlist"). */
describe('the day of a contact', () => {
  it('is the calendar day in the given zone', () => {
    const at = '2026-12-06T23:30:00.000Z';
    expect(dayOfMoment(at, 'UTC')).toBe('2026-12-06');
    // UTC+14: already the next morning.
    expect(dayOfMoment(at, 'Pacific/Kiritimati')).toBe('2026-12-07');
    // UTC-11: still the afternoon before.
    expect(dayOfMoment('2026-12-07T05:00:00.000Z', 'Pacific/Pago_Pago')).toBe('2026-12-06');
  });
});

describe('days since the last contact', () => {
  it('counts calendar days, not 24-hour spans', () => {
    // 20 minutes before midnight UTC, asked 20 minutes after it: one day ago.
    expect(daysSinceContact('2026-12-06T23:50:00.000Z', '2026-12-07', 'UTC')).toBe(1);
    expect(daysSinceContact('2026-12-07T00:10:00.000Z', '2026-12-07', 'UTC')).toBe(0);
  });

  it('reads both days in the user\'s zone', () => {
    // 23:50 UTC on the 6th is 13:50 on the 7th in Kiritimati: the same day there.
    expect(daysSinceContact('2026-12-06T23:50:00.000Z', '2026-12-07', 'Pacific/Kiritimati')).toBe(0);
    // 05:00 UTC on the 7th is the 6th in Pago Pago: a day before its 7th.
    expect(daysSinceContact('2026-12-07T05:00:00.000Z', '2026-12-07', 'Pacific/Pago_Pago')).toBe(1);
  });
});

describe('no contact for N days', () => {
  it('holds for a partner never contacted', () => {
    expect(noContactFor(null, NO_CONTACT_DAYS, '2026-12-07', 'UTC')).toBe(true);
  });

  it('holds from the 30th calendar day after the last contact on', () => {
    expect(NO_CONTACT_DAYS).toBe(30);
    const at = '2026-11-07T18:00:00.000Z';
    expect(noContactFor(at, 30, '2026-12-06', 'UTC')).toBe(false);
    expect(noContactFor(at, 30, '2026-12-07', 'UTC')).toBe(true);
    expect(noContactFor(at, 30, '2027-01-20', 'UTC')).toBe(true);
  });

  it('moves with the zone at the edge of a day', () => {
    // 2026-11-07 23:30 UTC is 2026-11-08 in Kiritimati: 29 days before its 2026-12-07, 30 in UTC.
    const at = '2026-11-07T23:30:00.000Z';
    expect(noContactFor(at, 30, '2026-12-07', 'UTC')).toBe(true);
    expect(noContactFor(at, 30, '2026-12-07', 'Pacific/Kiritimati')).toBe(false);
  });

  it('a contact today or in the days before is contact', () => {
    expect(noContactFor('2026-12-07T08:00:00.000Z', 30, '2026-12-07', 'Pacific/Pago_Pago')).toBe(false);
    expect(noContactFor('2026-12-01T08:00:00.000Z', 1, '2026-12-07', 'UTC')).toBe(true);
  });
});
