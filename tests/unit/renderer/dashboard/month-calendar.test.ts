import { describe, expect, it } from 'vitest';
import { mondayIndex } from '../../../../shared/domain/calendar-date';
import { billsOn, birthdaysOn, entriesOn, isEmptyDay, monthGrid, pickerYears, remindersOn } from '../../../../desktop/renderer/src/screens/dashboard/month-calendar';
import { dayLabel, longDate, shortDate } from '../../../../desktop/renderer/src/screens/dashboard/calendar-labels';
import { isoWeek, monthNames, weekdaysShort } from '../../../../desktop/renderer/src/i18n/formats';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

describe('the bill calendar grid', () => {
  it('lays out a month as whole Monday-first weeks', () => {
    const may = monthGrid(2030, 5); // 1 May 2030 is a Wednesday
    expect(may[0][0]).toEqual({ date: '2030-04-29', inMonth: false });
    expect(may[0][2]).toEqual({ date: '2030-05-01', inMonth: true });
    expect(may.at(-1)!.at(-1)).toEqual({ date: '2030-06-02', inMonth: false });
    expect(may.every((week) => week.length === 7 && mondayIndex(week[0].date) === 0)).toBe(true);
    expect(may.flat().filter((c) => c.inMonth)).toHaveLength(31);
    expect(monthGrid(2021, 2)).toHaveLength(4); // Feb 2021: Monday 1st to Sunday 28th
    expect(monthGrid(2021, 2)[0][0].date).toBe('2021-02-01');
    expect(monthGrid(2026, 3)).toHaveLength(6); // March 2026 starts on a Sunday
  });

  it('offers the current year ±10 in the picker', () => {
    const years = pickerYears(2026);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
  });
});

describe('monthly bill dates recur on the same day, clamped to the month end, from their first date on', () => {
  const profiles = [
    { id: 'a', name: 'Anna', billDate: '2026-01-31' },
    { id: 'b', name: 'Ben', billDate: '2026-03-15' },
    { id: 'c', name: 'Cleo', billDate: null },
    { id: 'd', name: 'Dora', billDate: '2023-11-28' },
  ];

  it('lists the partners billed on a day from their first bill date on, never before it', () => {
    expect(billsOn(profiles, '2026-02-28').map((p) => p.name)).toEqual(['Anna', 'Dora']);
    expect(billsOn(profiles, '2028-02-29').map((p) => p.name)).toEqual(['Anna']);
    expect(billsOn(profiles, '2024-02-28').map((p) => p.name)).toEqual(['Dora']);
    // Anna's first bill date is 31 January 2026: not in the months before.
    expect(billsOn(profiles, '2025-12-31')).toEqual([]);
    expect(billsOn(profiles, '2026-01-31').map((p) => p.name)).toEqual(['Anna']);
    // Ben's is 15 March 2026: 15 January and 15 February come before it.
    expect(billsOn(profiles, '2026-01-15')).toEqual([]);
    expect(billsOn(profiles, '2026-02-15')).toEqual([]);
    expect(billsOn(profiles, '2026-04-15').map((p) => p.name)).toEqual(['Ben']);
    expect(billsOn(profiles, '2026-03-31').map((p) => p.name)).toEqual(['Anna']);
    expect(billsOn(profiles, '2026-03-30')).toEqual([]);
  });
});

describe('the calendar’s German labels, in both languages (the spec’s calendar)', () => {
  it('names weekdays Monday first and months in German', () => {
    for (const language of ['en', 'de'] as const) {
      expect(weekdaysShort(language)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
      expect(monthNames(language)[2]).toBe('März');
      expect(monthNames(language)[4]).toBe('Mai');
    }
  });

  it('formats the exact calendar day in any time zone', () => {
    expect(longDate('2030-05-17')).toBe('Freitag, 17. Mai 2030');
    expect(shortDate('2027-01-01')).toBe('01.01.2027');
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2030-05-13')).toBe(20);
  });
});

describe('birthdays and dated reminders in the calendar', () => {
  const leap = { id: 'l', name: 'Lea', billDate: null, birthday: '2000-02-29' };
  const may = { id: 'm', name: 'Max', billDate: '2026-05-17', birthday: '1990-05-17' };
  const withReminders = {
    id: 'r',
    name: 'Rita',
    billDate: null,
    birthday: null,
    reminders: [
      { text: 'Call back', done: false, dueDate: '2026-05-17', dueTime: '14:30' },
      { text: 'Send catalogue', done: false, dueDate: '2026-05-17', dueTime: null },
      { text: 'Already done', done: true, dueDate: '2026-05-17', dueTime: null },
      { text: 'Another day', done: false, dueDate: '2026-05-18' },
      { text: 'Undated', done: false },
    ],
  };

  it('shows a birthday every year on its day, with the age reached', () => {
    expect(birthdaysOn([may], '2026-05-17')).toEqual([{ profile: may, age: 36 }]);
    expect(birthdaysOn([may], '2026-05-16')).toEqual([]);
    // Never before the partner was born; the birth day itself counts (age 0).
    expect(birthdaysOn([may], '1989-05-17')).toEqual([]);
    expect(birthdaysOn([may], '1990-05-17')).toEqual([{ profile: may, age: 0 }]);
  });

  it('shows a 29 February birthday on 28 February in common years, and on the 29th in leap years', () => {
    expect(birthdaysOn([leap], '2026-02-28')).toEqual([{ profile: leap, age: 26 }]);
    expect(birthdaysOn([leap], '2028-02-28')).toEqual([]);
    expect(birthdaysOn([leap], '2028-02-29')).toEqual([{ profile: leap, age: 28 }]);
  });

  it('shows open reminders on their due date only, untimed first and then by time', () => {
    expect(remindersOn([withReminders], '2026-05-17').map((r) => [r.text, r.time])).toEqual([
      ['Send catalogue', null],
      ['Call back', '14:30'],
    ]);
    expect(remindersOn([withReminders], '2026-05-18').map((r) => r.text)).toEqual(['Another day']);
    expect(remindersOn([withReminders], '2026-05-19')).toEqual([]);
  });

  it('puts the three kinds of one day together and names them for screen readers', () => {
    const day = entriesOn([leap, may, withReminders], '2026-05-17');
    expect(day.bills).toEqual([may]);
    expect(day.birthdays.map((b) => b.profile.id)).toEqual(['m']);
    expect(day.reminders).toHaveLength(2);
    expect(isEmptyDay(day)).toBe(false);
    expect(isEmptyDay(entriesOn([leap, may, withReminders], '2026-05-20'))).toBe(true);
    expect(dayLabel('2026-05-17', { bills: 1, birthdays: 1, reminders: 2 })).toBe('Sonntag, 17. Mai 2026: 1 Partner, 1 Geburtstag, 2 Erinnerungen');
    expect(dayLabel('2026-05-20', { bills: 0, birthdays: 0, reminders: 0 })).toBe('Mittwoch, 20. Mai 2026: 0 Partner');
  });

  it('names a day alike in German (the calendar is German in both languages)', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(dayLabel('2026-05-17', { bills: 2, birthdays: 1, reminders: 1 })).toBe('Sonntag, 17. Mai 2026: 2 Partner, 1 Geburtstag, 1 Erinnerung');
      expect(shortDate('2027-01-01')).toBe('01.01.2027');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
