import { describe, expect, it } from 'vitest';
import { calendarDate, email, isCalendarDate } from '../../../../shared/schemas/common';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1900-01-01', '2100-12-31', '2025-12-31', '1999-04-30'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    ['2023-02-29', 'not a leap year'],
    ['1900-02-29', '1900 was not a leap year'],
    ['2024-04-31', 'April has 30 days'],
    ['2024-13-01', 'month 13'],
    ['2024-00-10', 'month 0'],
    ['2024-01-00', 'day 0'],
    ['1899-12-31', 'before 1900'],
    ['2101-01-01', 'after 2100'],
    ['2024-4-1', 'no leading zeros'],
    ['24-04-01', 'two-digit year'],
    ['2024/04/01', 'slashes'],
    ['01.04.2024', 'German notation'],
    ['2024-04-01T00:00:00Z', 'a timestamp'],
    [' 2024-04-01', 'a leading space'],
    ['', 'empty'],
  ])('refuses %j (%s)', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it('does not depend on the time zone of the process', () => {
    // The unit suite also runs with TZ=Pacific/Kiritimati (UTC+14).
    expect(isCalendarDate('2024-12-31')).toBe(true);
    expect(isCalendarDate('2024-01-01')).toBe(true);
  });
});

describe('calendarDate schema', () => {
  it('passes a date string through unchanged', () => {
    expect(calendarDate.parse('2024-02-29')).toBe('2024-02-29');
  });

  it.each([20240229, null, new Date('2024-02-29'), '2024-02-30'])('refuses %j', (value) => {
    expect(calendarDate.safeParse(value).success).toBe(false);
  });
});

describe('email schema', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'Mixed.Case@Example.COM', 'x@xn--bcher-kva.de'])('accepts %s', (value) => {
    expect(email.parse(value)).toBe(value);
  });

  it('trims surrounding spaces and keeps the case', () => {
    expect(email.parse('  Erika@Example.com ')).toBe('Erika@Example.com');
  });

  it.each([
    ['erika', 'no @'],
    ['erika@example', 'no dot in the domain'],
    ['erika@example.c', 'a one-letter top-level domain'],
    ['@example.com', 'no local part'],
    ['erika@.com', 'an empty domain label'],
    ['erika@example..com', 'two dots'],
    ['eri ka@example.com', 'a space'],
    ['a@b@example.com', 'two @'],
    [`${'x'.repeat(243)}@example.com`, 'longer than 254 characters'],
    ['', 'empty'],
  ])('refuses %j (%s)', (value) => {
    expect(email.safeParse(value).success).toBe(false);
  });
});
