import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../../shared/domain/calendar-date';
import { dueWindow, joinDue, profileDue, type DueSource } from '../../../../shared/domain/due-dates';
import { bellSummary, needsAction, todayList, withReminderDone } from '../../../../shared/domain/today';

/**
 * The Today page's lists and the bell's number. Run in UTC and in Pacific/Kiritimati (UTC+14):
 * nothing here may depend on the runtime's zone, and "today" is the user's calendar date.
 */

const TODAY = '2029-05-16';
const day = (n: number) => addDays(TODAY, n);
const profile = (over: Partial<DueSource> & { id: string }): DueSource => ({ name: over.id, billDate: null, birthday: null, reminders: [], ...over });
const listOf = (team: DueSource[], today = TODAY) => {
  const window = dueWindow(today);
  return todayList(joinDue(team.map((p) => profileDue(p, window))));
};

describe('the Today list', () => {
  const team = [
    profile({
      id: 'dora',
      name: 'Dora',
      reminders: [
        { text: 'Send the catalogue', done: false, dueDate: day(0), dueTime: '15:00' },
        { text: 'Already done', done: true, dueDate: day(-1) },
        { text: 'Call about the order', done: false, dueDate: day(-3) },
        { text: 'Next week', done: false, dueDate: day(4) },
        { text: 'Someday', done: false },
      ],
    }),
    profile({ id: 'anna', name: 'Anna', billDate: day(1), birthday: '1992-05-16', reminders: [{ text: 'Congratulate', done: false, dueDate: day(0), dueTime: '08:00' }] }),
    profile({ id: 'bert', name: 'Bert', billDate: day(1), birthday: `1990-${day(3).slice(5)}` }),
    profile({ id: 'carla', name: 'Carla', billDate: day(7) }),
    profile({ id: 'emil', name: 'Emil', billDate: day(8), birthday: `1980-${day(8).slice(5)}`, reminders: [{ text: 'Too far', done: false, dueDate: day(8) }] }),
    profile({ id: 'fritz', name: 'Fritz', billDate: day(-1) }),
  ];

  it('lists the due reminders oldest first (today by time), then the later ones apart', () => {
    const list = listOf(team);
    expect(list.dueReminders.map((i) => [i.profileName, i.text, i.daysAway])).toEqual([
      ['Dora', 'Call about the order', -3],
      ['Anna', 'Congratulate', 0],
      ['Dora', 'Send the catalogue', 0],
    ]);
    expect(list.laterReminders.map((i) => [i.text, i.daysAway])).toEqual([['Next week', 4]]);
  });

  it("lists birthdays today and in the next 7 days with the age they turn, and the bill dates of those days grouped by day", () => {
    const list = listOf(team);
    expect(list.birthdays.map((i) => [i.profileName, i.daysAway, i.age])).toEqual([
      ['Anna', 0, 37],
      ['Bert', 3, 39],
    ]);
    expect(list.billDays.map((d) => [d.date, d.daysAway, d.items.map((i) => i.profileName)])).toEqual([
      [day(1), 1, ['Anna', 'Bert']],
      [day(7), 7, ['Carla']],
    ]);
  });

  it('counts what needs an action: due reminders and birthdays today, never a bill date', () => {
    const list = listOf(team);
    expect(list.actionCount).toBe(4);
    const summary = bellSummary(list);
    expect(summary.action.map((i) => [i.kind, i.profileName])).toEqual([
      ['reminder', 'Dora'],
      ['reminder', 'Anna'],
      ['reminder', 'Dora'],
      ['birthday', 'Anna'],
    ]);
    expect(summary).toMatchObject({ bills: 3, birthdays: 1, reminders: 1 });
    expect(list.dueReminders.every(needsAction) && !list.laterReminders.some(needsAction)).toBe(true);
  });

  it('keeps the bell at what needs an action in a tree with 200 bill dates this week', () => {
    const bills = Array.from({ length: 200 }, (_, i) => profile({ id: `p${i}`, billDate: day(i % 8) }));
    const overdue = [
      profile({ id: 'late1', reminders: [{ text: 'Call back', done: false, dueDate: day(-2) }] }),
      profile({ id: 'late2', reminders: [{ text: 'Order', done: false, dueDate: day(-9) }] }),
    ];
    const list = listOf([...bills, ...overdue]);
    expect(list.actionCount).toBe(2);
    expect(bellSummary(list)).toMatchObject({ bills: 200, birthdays: 0, reminders: 0 });
    expect(list.billDays).toHaveLength(8);
    const withBirthday = listOf([...bills, ...overdue, profile({ id: 'party', birthday: '2000-05-16' })]);
    expect(withBirthday.actionCount).toBe(3);
  });

  it("follows the user's calendar date: one instant, two days, two lists", () => {
    const instant = new Date('2029-05-16T10:30:00Z');
    const honolulu = todayIn('Pacific/Honolulu', instant);
    const kiritimati = todayIn('Pacific/Kiritimati', instant);
    expect([honolulu, kiritimati]).toEqual(['2029-05-16', '2029-05-17']);
    const one = [profile({ id: 'anna', name: 'Anna', birthday: '1992-05-16', reminders: [{ text: 'Call', done: false, dueDate: '2029-05-16' }] })];
    expect(listOf(one, honolulu)).toMatchObject({ actionCount: 2, birthdays: [{ daysAway: 0 }] });
    // On Kiritimati the birthday was yesterday and the reminder is a day overdue.
    const later = listOf(one, kiritimati);
    expect([later.actionCount, later.birthdays, later.dueReminders.map((i) => i.daysAway)]).toEqual([1, [], [-1]]);
  });

  it('is empty for a tree with nothing due', () => {
    expect(listOf([profile({ id: 'x', billDate: day(30) })])).toEqual({ dueReminders: [], laterReminders: [], birthdays: [], billDays: [], actionCount: 0 });
  });
});

describe('marking a reminder done', () => {
  const reminders = [
    { text: 'Call', done: false, dueDate: '2029-05-13' },
    { text: 'Call', done: false, dueDate: '2029-05-16', dueTime: '09:30' },
    { text: 'No date', done: false },
  ];
  const [overdue, today] = listOf([profile({ id: 'a', reminders })]).dueReminders;

  it('marks exactly the one the entry names, at its place', () => {
    expect(withReminderDone(reminders, today)).toEqual([reminders[0], { ...reminders[1], done: true }, reminders[2]]);
    expect(withReminderDone(reminders, overdue)).toEqual([{ ...reminders[0], done: true }, reminders[1], reminders[2]]);
  });

  it('finds it by text, date and time when the list moved, and answers null once it is done or gone', () => {
    const moved = [reminders[2], reminders[1], reminders[0]];
    expect(withReminderDone(moved, overdue)).toEqual([reminders[2], reminders[1], { ...reminders[0], done: true }]);
    expect(withReminderDone([{ ...reminders[0], done: true }, reminders[1]], overdue)).toBeNull();
    expect(withReminderDone([{ ...reminders[0], text: 'Call Anna' }], overdue)).toBeNull();
  });
});
