import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/domain/calendar-date';
import { dueItems, dueWindow, joinDue, profileDue, type DueSource } from '../../../../shared/domain/due-dates';
import { bellSummary, todayList } from '../../../../shared/domain/today';
import { billsOn, entriesByDate } from '../../../../desktop/renderer/src/screens/dashboard/month-calendar';

/**
 * Issue 34: the dashboard's calendar said 37 bill dates today where Today said 28. The calendar
 * (its page and its day popup), Today, the bell and the digest (dueItems) now read one rule.
 */

const TODAY = '2026-12-07';
const profile = (id: string, billDate: string | null): DueSource => ({ id, name: id, billDate, birthday: null, reminders: [] });

function todayBills(team: DueSource[], today: string) {
  const window = dueWindow(today);
  const list = todayList(joinDue(team.map((p) => profileDue(p, window))));
  return { list, bell: bellSummary(list) };
}

describe("one rule for 'due today'", () => {
  const team = [
    profile('first-in-january', '2027-01-07'), // the partner: not due before 7 January
    profile('today', TODAY),
    profile('last-month', '2026-11-07'),
    profile('long-ago', '2025-03-07'),
    profile('end-of-month', '2026-10-31'),
    profile('tomorrow', '2026-11-08'),
    profile('none', null),
  ];

  it('gives the calendar, the day popup, Today and the bell the same partners', () => {
    const calendarDay = entriesByDate(team, [TODAY]).get(TODAY)!.bills.map((p) => p.id);
    const popup = billsOn(team, TODAY).map((p) => p.id);
    const { list, bell } = todayBills(team, TODAY);
    const todayPage = list.billDays.find((day) => day.daysAway === 0)!.items.map((item) => item.profileId);
    expect(calendarDay.sort()).toEqual(['last-month', 'long-ago', 'today']);
    expect(popup.sort()).toEqual(calendarDay);
    expect(todayPage.sort()).toEqual(calendarDay);
    // The bell counts the window's bill dates: today's three and tomorrow's one.
    expect(bell.bills).toBe(4);
  });

  it('agrees on every day of a window, for any team and any today', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2025-06-01', n));
    const teamOf = fc.array(fc.option(day, { nil: null }), { maxLength: 25 }).map((dates) => dates.map((d, k) => profile(`p${k}`, d)));
    fc.assert(
      fc.property(teamOf, day, (members, today) => {
        const dates = Array.from({ length: 8 }, (_, k) => addDays(today, k));
        const calendar = entriesByDate(members, dates);
        const due = dueItems(members, today).filter((item) => item.kind === 'bill');
        for (const date of dates) {
          const fromCalendar = calendar.get(date)!.bills.map((p) => p.id).sort();
          expect(due.filter((item) => item.date === date).map((item) => item.profileId).sort(), date).toEqual(fromCalendar);
          expect(billsOn(members, date).map((p) => p.id).sort(), date).toEqual(fromCalendar);
        }
      }),
      { numRuns: 200 },
    );
  });
});
