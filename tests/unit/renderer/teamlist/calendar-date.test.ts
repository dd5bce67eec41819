import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate } from '../../../../desktop/renderer/src/lib/calendar-date';

describe('formatCalendarDate', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('shows a YYYY-MM-DD date the German way', () => {
    expect(formatCalendarDate('2030-05-17')).toBe('17.05.2030');
    expect(formatCalendarDate('1990-01-01')).toBe('01.01.1990');
  });

  it('answers empty text for no date and the raw text for something else', () => {
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('soon')).toBe('soon');
  });

  it('never shifts the day, whatever the process time zone', () => {
    // The day is built from its parts, not parsed as UTC midnight.
    for (const zone of ['Pacific/Honolulu', 'Pacific/Kiritimati', 'UTC']) {
      vi.stubEnv('TZ', zone);
      expect(formatCalendarDate('2031-01-01')).toBe('01.01.2031');
      expect(formatCalendarDate('2030-12-31')).toBe('31.12.2030');
    }
  });
});
