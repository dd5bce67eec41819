import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../../shared/domain/calendar-date';
import { birthdayIn, dueItems, dueWindow, joinDue, nextBirthday, profileDue, sameDue, type DueSource } from '../../../../shared/domain/due-dates';

const profile = (over: Partial<DueSource> & { id: string }): DueSource => ({ name: over.id, billDate: null, birthday: null, reminders: [], ...over });

describe('birthdays', () => {
  it('fall on 28 February in years without a 29th, and on the 29th in leap years', () => {
    expect(birthdayIn('1992-02-29', 2026)).toBe('2026-02-28');
    expect(birthdayIn('1992-02-29', 2028)).toBe('2028-02-29');
    expect(nextBirthday('1992-02-29', '2026-03-01')).toBe('2027-02-28');
  });

  it('come round again across the year end', () => {
    expect(nextBirthday('2000-01-02', '2026-12-28')).toBe('2027-01-02');
    expect(nextBirthday('2000-12-28', '2026-12-28')).toBe('2026-12-28');
  });
});

describe('dueItems', () => {
  const team = [
    profile({ id: 'anna', name: 'Anna', billDate: '2026-02-07' }),
    profile({ id: 'bert', name: 'Bert', billDate: '2026-01-31' }),
    profile({ id: 'carla', name: 'Carla', birthday: '1992-02-29' }),
    profile({
      id: 'dora',
      name: 'Dora',
      reminders: [
        { text: 'Call about the workshop', done: false, dueDate: '2026-02-01', dueTime: '09:30' },
        { text: 'Done already', done: true, dueDate: '2026-02-01' },
        { text: 'Someday', done: false },
        { text: 'Missed', done: false, dueDate: '2026-01-20' },
      ],
    }),
  ];

  it('lists bill dates, birthdays and dated open reminders from today through 7 days ahead, in date order', () => {
    const items = dueItems(team, '2026-01-31');
    expect(items.map((i) => [i.kind, i.profileName, i.date, i.daysAway])).toEqual([
      ['bill', 'Bert', '2026-01-31', 0],
      ['reminder', 'Dora', '2026-02-01', 1],
      ['bill', 'Anna', '2026-02-07', 7],
    ]);
    expect(items[1]).toMatchObject({ text: 'Call about the workshop', time: '09:30' });
    // Bert's monthly bill date (the 31st) falls on the last day of February, the day of Carla's birthday.
    expect(dueItems(team, '2026-02-21').map((i) => [i.kind, i.profileName, i.date, i.age])).toEqual([
      ['bill', 'Bert', '2026-02-28', undefined],
      ['birthday', 'Carla', '2026-02-28', 34],
    ]);
  });

  it("follows the user's own calendar date: the same instant is 31 January in Honolulu (UTC-10) and 1 February on Kiritimati (UTC+14)", () => {
    const instant = new Date('2026-01-31T10:30:00Z');
    const honolulu = todayIn('Pacific/Honolulu', instant);
    const kiritimati = todayIn('Pacific/Kiritimati', instant);
    expect([honolulu, kiritimati]).toEqual(['2026-01-31', '2026-02-01']);
    expect(dueItems(team, honolulu).map((i) => i.profileId)).toEqual(['bert', 'dora', 'anna']);
    // On Kiritimati Bert's bill date has passed already, and Anna's is 6 days away.
    expect(dueItems(team, kiritimati).map((i) => [i.profileId, i.daysAway])).toEqual([
      ['dora', 0],
      ['anna', 6],
    ]);
  });

  it('crosses month and year ends, and takes another window length', () => {
    const items = dueItems([profile({ id: 'eve', billDate: '2027-01-03', birthday: '2000-01-02' })], '2026-12-28');
    expect(items.map((i) => [i.kind, i.date, i.daysAway])).toEqual([
      ['birthday', '2027-01-02', 5],
      ['bill', '2027-01-03', 6],
    ]);
    expect(dueItems([profile({ id: 'eve', billDate: '2027-01-03' })], '2026-12-28', 3)).toEqual([]);
  });

  it('skips dates that are not real, and birthdays in the future', () => {
    const odd = [profile({ id: 'x', billDate: '2026-02-30', birthday: '2030-01-01', reminders: [{ text: 't', done: false, dueDate: '2026-13-01' }] })];
    expect(dueItems(odd, '2026-02-25')).toEqual([]);
  });

  it('keeps passed open reminders apart, as overdue', () => {
    const overdue = team.flatMap((p) => profileDue(p, dueWindow('2026-01-31')).overdue);
    expect(overdue.map((i) => [i.text, i.daysAway])).toEqual([['Missed', -11]]);
  });
});

describe('birthdays found through the window of days', () => {
  it('finds exactly the birthdays whose next date falls in the window, for every day of a leap and a common birth year', () => {
    const births = [1999, 2000].flatMap((year) => Array.from({ length: year === 2000 ? 366 : 365 }, (_, i) => addDays(`${year}-01-01`, i)));
    const profiles = births.map((birthday, i) => ({ id: `b${i}`, name: `B ${i}`, billDate: null, birthday }));
    for (const today of ['2026-12-28', '2027-02-24', '2028-02-24', '2026-02-22', '2026-06-30']) {
      const last = addDays(today, 7);
      const expected = births
        .map((birthday) => ({ birthday, date: nextBirthday(birthday, today) }))
        .filter(({ date }) => date >= today && date <= last)
        .map(({ birthday, date }) => `${birthday}>${date}`)
        .sort();
      const found = dueItems(profiles, today)
        .map((item) => `${births[Number(item.profileId.slice(1))]}>${item.date}`)
        .sort();
      expect(found, today).toEqual(expected);
    }
  });
});

describe('the due list made of each profile\'s part', () => {
  const team = [
    profile({ id: 'anna', name: 'Anna', billDate: '2026-02-03' }),
    profile({ id: 'bert', name: 'Bert', birthday: '1990-02-02' }),
    profile({ id: 'carla', name: 'Carla', reminders: [{ text: 'Old', done: false, dueDate: '2026-01-02' }, { text: 'Soon', done: false, dueDate: '2026-02-01', dueTime: '08:00' }] }),
    profile({ id: 'dora', name: 'Dora' }),
    profile({ id: 'emil', name: 'Emil', reminders: [{ text: 'Older', done: false, dueDate: '2025-12-24' }] }),
  ];

  it('is the overdue reminders in the profiles\' order, then dueItems', () => {
    for (const days of [7, 1, 400]) {
      const window = dueWindow('2026-01-31', days);
      const overdue = team.flatMap((p) => profileDue(p, window).overdue);
      expect(overdue.map((i) => i.text)).toEqual(['Old', 'Older']);
      expect(joinDue(team.map((p) => profileDue(p, window))), String(days)).toEqual([...overdue, ...dueItems(team, '2026-01-31', days)]);
    }
  });

  it('shares one empty part between profiles with nothing due', () => {
    const window = dueWindow('2026-01-31');
    expect(profileDue(team[3], window)).toBe(profileDue(profile({ id: 'x', billDate: '2026-05-01' }), window));
  });

  it('tells a part with the same entries (worked out again for a profile that moved) from one whose entries changed', () => {
    const window = dueWindow('2026-01-31');
    const carla = profileDue(team[2], window);
    expect(sameDue(carla, profileDue({ ...team[2] }, window))).toBe(true);
    const changed = [
      { ...team[2], name: 'Carla Neu' },
      { ...team[2], reminders: [team[2].reminders![0], { ...team[2].reminders![1], dueTime: '09:00' }] },
      { ...team[2], reminders: [team[2].reminders![1]] },
      { ...team[2], billDate: '2026-02-02' },
    ];
    for (const other of changed) expect(sameDue(carla, profileDue(other, window)), JSON.stringify(other)).toBe(false);
  });
});
