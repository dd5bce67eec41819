import { describe, expect, it } from 'vitest';
import { billCountText, birthdayText, dayHeading, dueDayText, longDay, whenText } from '../../../../desktop/renderer/src/screens/today/today-labels';

/** The Today page's words: named from the calendar date's own parts, the same in every zone (run in UTC and Pacific/Kiritimati). */
describe('the Today page words', () => {
  it('names days from the date itself, across a month and a year end', () => {
    expect(longDay('2029-05-16')).toBe('Wednesday 16 May 2029');
    expect(longDay('2026-12-31')).toBe('Thursday 31 December 2026');
    expect([dayHeading('2029-05-16', 0), dayHeading('2029-05-17', 1), dayHeading('2029-05-19', 3), dayHeading('2027-01-01', 5)]).toEqual([
      'Today',
      'Tomorrow',
      'Saturday 19 May',
      'Friday 1 January',
    ]);
  });

  it('says when a reminder or birthday falls, with a reminder\'s time', () => {
    expect(dueDayText({ date: '2029-05-13', daysAway: -3, time: null })).toBe('3 days overdue');
    expect(dueDayText({ date: '2029-05-16', daysAway: 0, time: '09:30' })).toBe('today, 09:30');
    expect(dueDayText({ date: '2029-05-17', daysAway: 1 })).toBe('tomorrow');
    expect(dueDayText({ date: '2029-05-20', daysAway: 4, time: '18:00' })).toBe('Sun 20 May, 18:00');
    expect([-1, 0, 1, 6].map(whenText)).toEqual(['1 day overdue', 'today', 'tomorrow', 'in 6 days']);
  });

  it('says the age turned and counts bill dates', () => {
    expect([birthdayText({ age: 37 }), birthdayText({})]).toEqual(['turns 37', 'birthday']);
    expect([billCountText(1), billCountText(12)]).toEqual(['1 bill date', '12 bill dates']);
  });
});
