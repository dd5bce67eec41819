import { describe, expect, it } from 'vitest';
import { mondayIndex } from '../../../../shared/domain/calendar-date';
import { billDayIn, billsOn, monthGrid, pickerYears } from '../../../../desktop/renderer/src/screens/dashboard/month-calendar';
import { isoWeek, longDate, MONTH_NAMES, shortDate, WEEKDAYS_SHORT } from '../../../../desktop/renderer/src/screens/dashboard/german-labels';

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

describe('monthly bill dates recur on the same day, clamped to the month end', () => {
  const profiles = [
    { id: 'a', name: 'Anna', billDate: '2026-01-31' },
    { id: 'b', name: 'Ben', billDate: '2026-03-15' },
    { id: 'c', name: 'Cleo', billDate: null },
    { id: 'd', name: 'Dora', billDate: '2025-11-28' },
  ];

  it('puts the 31st on the last day of short months', () => {
    expect(billDayIn('2026-01-31', 2026, 2)).toBe(28);
    expect(billDayIn('2026-01-31', 2024, 2)).toBe(29);
    expect(billDayIn('2026-01-31', 2026, 4)).toBe(30);
    expect(billDayIn('2026-01-31', 2026, 5)).toBe(31);
    expect(billDayIn('2026-03-15', 2026, 2)).toBe(15);
  });

  it('lists the partners billed on a day in any month, before and after the stored date', () => {
    expect(billsOn(profiles, '2026-02-28').map((p) => p.name)).toEqual(['Anna', 'Dora']);
    expect(billsOn(profiles, '2024-02-29').map((p) => p.name)).toEqual(['Anna']);
    expect(billsOn(profiles, '2024-02-28').map((p) => p.name)).toEqual(['Dora']);
    expect(billsOn(profiles, '2026-01-15').map((p) => p.name)).toEqual(['Ben']);
    expect(billsOn(profiles, '2026-03-31').map((p) => p.name)).toEqual(['Anna']);
    expect(billsOn(profiles, '2026-03-30')).toEqual([]);
  });
});

describe('German labels (date-fns de)', () => {
  it('names weekdays Monday first and months in German', () => {
    expect(WEEKDAYS_SHORT).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(MONTH_NAMES[2]).toBe('März');
    expect(MONTH_NAMES[4]).toBe('Mai');
  });

  it('formats the exact calendar day in any time zone', () => {
    expect(longDate('2030-05-17')).toBe('Freitag, 17. Mai 2030');
    expect(shortDate('2027-01-01')).toBe('01.01.2027');
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2030-05-13')).toBe(20);
  });
});
