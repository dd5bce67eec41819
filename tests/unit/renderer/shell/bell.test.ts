import { describe, expect, it } from 'vitest';
import { dueWhatText, dueWhenText, weekCountText, whenText } from '../../../../desktop/renderer/src/screens/shell/bell/due-text';
import { changesAmong, readSeen, writeSeen } from '../../../../desktop/renderer/src/screens/shell/bell/seen-changes';
import { newestChange } from '../../../../shared/domain/newest-change';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

const base = { profileId: 'p', profileName: 'Anna', date: '2026-02-01' };

describe('the bell texts', () => {
  it('says when, overdue included', () => {
    expect([-3, -1, 0, 1, 6].map(whenText)).toEqual(['3 days overdue', '1 day overdue', 'today', 'tomorrow', 'in 6 days']);
  });

  it('says what: a bill date, a birthday with the age, a reminder with its time', () => {
    expect(dueWhatText({ ...base, kind: 'bill', daysAway: 0 })).toBe('Bill date');
    expect(dueWhatText({ ...base, kind: 'birthday', daysAway: 2, age: 40 })).toBe('Birthday (turns 40)');
    const reminder = { ...base, kind: 'reminder' as const, daysAway: 1, text: 'Call back', time: '09:30' };
    expect([dueWhatText(reminder), dueWhenText(reminder)]).toEqual(['Call back', 'tomorrow, 09:30']);
  });
});

describe('changes since the bell was last opened', () => {
  const profiles = [
    { id: 'a', name: 'A', updatedAt: '2026-02-01T10:00:00.000Z' },
    { id: 'b', name: 'B', updatedAt: '2026-02-01T12:00:00.000Z' },
    { id: 'c', name: 'C', updatedAt: '2026-02-01T11:00:00.000Z' },
  ];

  it('lists what changed after the last look, newest first, and nothing before the first look', () => {
    const after10 = profiles.map((p) => p.updatedAt > '2026-02-01T10:00:00.000Z');
    expect(changesAmong(profiles, after10, 20).newest.map((p) => p.id)).toEqual(['b', 'c']);
    expect(changesAmong(profiles, after10, 1)).toEqual({ count: 2, newest: [expect.objectContaining({ id: 'b' })] });
    expect(changesAmong(profiles, [false, false, false], 20)).toEqual({ count: 0, newest: [] });
    expect(newestChange(profiles)).toBe('2026-02-01T12:00:00.000Z');
    expect(newestChange([])).toBeNull();
  });

  it('keeps the last look per tree', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
    writeSeen('t1', '2026-02-01T12:00:00.000Z', storage);
    expect([readSeen('t1', storage), readSeen('t2', storage)]).toEqual(['2026-02-01T12:00:00.000Z', null]);
  });
});

describe('the bell\'s week', () => {
  it('counts bill dates, birthdays and reminders of the week in one line each', () => {
    expect([weekCountText('bills', 12), weekCountText('bills', 1), weekCountText('birthdays', 3), weekCountText('reminders', 1)]).toEqual([
      '12 bill dates this week',
      '1 bill date this week',
      '3 birthdays this week',
      '1 reminder this week',
    ]);
  });

  it('says it all in German too (issue 36)', async () => {
    await i18n.changeLanguage('de');
    try {
      expect([weekCountText('bills', 12), weekCountText('birthdays', 1)]).toEqual(['12 Abrechnungen diese Woche', '1 Geburtstag diese Woche']);
      expect(dueWhatText({ ...base, kind: 'birthday', daysAway: 2, age: 40 })).toBe('Geburtstag (wird 40)');
      expect(dueWhenText({ ...base, kind: 'reminder', daysAway: 1, text: 'Anrufen', time: '09:30' })).toBe('morgen, 09:30');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
