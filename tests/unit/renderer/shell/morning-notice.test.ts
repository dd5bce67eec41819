import { describe, expect, it } from 'vitest';
import type { DueItem } from '../../../../shared/domain/due-dates';
import { localHour } from '../../../../shared/domain/time-zone';
import { morningNoticeDue, morningNotices } from '../../../../desktop/renderer/src/screens/shell/bell/morning-notice';

describe('the morning notice', () => {
  // 2026-01-31 18:30 UTC is 08:30 on 31 January in Honolulu (UTC-10) and 08:30 on 1 February on Kiritimati (UTC+14).
  const instant = new Date('2026-01-31T18:30:00Z');

  it("is due from 08:00 on the user's own clock, once per calendar day", () => {
    expect(localHour(instant, 'Pacific/Honolulu')).toBe(8);
    expect(localHour(instant, 'Pacific/Kiritimati')).toBe(8);
    expect(morningNoticeDue(instant, null, 'Pacific/Honolulu')).toBe(true);
    expect(morningNoticeDue(instant, '2026-01-31', 'Pacific/Honolulu')).toBe(false);
    // On Kiritimati it is already 1 February: yesterday's notice does not count.
    expect(morningNoticeDue(instant, '2026-01-31', 'Pacific/Kiritimati')).toBe(true);
    expect(morningNoticeDue(instant, '2026-02-01', 'Pacific/Kiritimati')).toBe(false);
    // 07:59 in Honolulu: not yet.
    expect(morningNoticeDue(new Date('2026-01-31T17:59:00Z'), null, 'Pacific/Honolulu')).toBe(false);
  });

  it('gives each partner one notice (all their items) and sums up after five', () => {
    const item = (id: string, kind: DueItem['kind'], extra: Partial<DueItem> = {}): DueItem => ({ kind, profileId: id, profileName: `P ${id}`, date: '2026-01-31', daysAway: 0, ...extra });
    const items = [item('a', 'bill'), item('a', 'reminder', { text: 'Call', time: '10:00' }), ...['b', 'c', 'd', 'e', 'f', 'g'].map((id) => item(id, 'birthday', { age: 30 }))];
    const notices = morningNotices('Team', '2026-01-31', items);
    expect(notices).toHaveLength(6);
    expect(notices[0]).toEqual({ title: 'P a: today', body: 'Bill date · Call (10:00) — Team', profileId: 'a', tag: 'teamtree-2026-01-31-a' });
    expect(notices[1].body).toBe('Birthday (turns 30) — Team');
    expect(notices[5]).toMatchObject({ title: '2 more partners today', profileId: null });
    expect(morningNotices('Team', '2026-01-31', [])).toEqual([]);
  });
});
