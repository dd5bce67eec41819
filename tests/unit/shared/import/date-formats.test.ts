import { describe, expect, it } from 'vitest';
import { detectDateFormat, excelSerialToDate, parseDate } from '../../../../shared/import/date-formats';

// The unit suite also runs with TZ=Pacific/Kiritimati (UTC+14): no result may depend on it.
describe('parseDate', () => {
  it.each([
    ['31.12.2024', 'dd.MM.yyyy', '2024-12-31'],
    ['1.2.1990', 'dd.MM.yyyy', '1990-02-01'],
    ['29.02.2024', 'dd.MM.yyyy', '2024-02-29'],
    ['29.02.2023', 'dd.MM.yyyy', null],
    ['31.04.2024', 'dd.MM.yyyy', null],
    ['12/31/2024', 'dd.MM.yyyy', null],
    ['2024-12-31', 'yyyy-MM-dd', '2024-12-31'],
    ['2024-1-5', 'yyyy-MM-dd', '2024-01-05'],
    ['2024-13-01', 'yyyy-MM-dd', null],
    ['12/31/2024', 'MM/dd/yyyy', '2024-12-31'],
    ['31/12/2024', 'MM/dd/yyyy', null],
    ['45657', 'excel-serial', '2024-12-31'],
    ['45657.75', 'excel-serial', '2024-12-31'],
    ['1', 'excel-serial', '1900-01-01'],
    ['59', 'excel-serial', '1900-02-28'],
    ['60', 'excel-serial', null],
    ['61', 'excel-serial', '1900-03-01'],
    ['0', 'excel-serial', null],
    ['31.12.1899', 'dd.MM.yyyy', null],
    ['01.01.2101', 'dd.MM.yyyy', null],
    [' 01.03.2025 ', 'dd.MM.yyyy', '2025-03-01'],
    ['abc', 'excel-serial', null],
  ] as const)('%j as %s -> %j', (text, format, expected) => {
    expect(parseDate(text, format)).toBe(expected);
  });

  it('reads the month end of every month of a leap and a common year through serials', () => {
    expect(excelSerialToDate(45351)).toBe('2024-02-29');
    expect(excelSerialToDate(45716)).toBe('2025-02-28');
    expect(excelSerialToDate(45717)).toBe('2025-03-01');
  });
});

describe('detectDateFormat', () => {
  it('takes the format that reads the most values', () => {
    expect(detectDateFormat(['01.02.1990', '15.08.1985', 'n/a'])).toBe('dd.MM.yyyy');
    expect(detectDateFormat(['1990-02-01', ''])).toBe('yyyy-MM-dd');
    expect(detectDateFormat(['02/01/1990', '12/31/1985'])).toBe('MM/dd/yyyy');
    expect(detectDateFormat(['32874', '45657'])).toBe('excel-serial');
  });

  it('answers null when no format reads anything', () => {
    expect(detectDateFormat([])).toBeNull();
    expect(detectDateFormat(['soon', 'tomorrow'])).toBeNull();
  });
});
