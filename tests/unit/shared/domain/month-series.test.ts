import { describe, expect, it } from 'vitest';
import { fillMonths, monthsEnding, previousPeriod, shiftMonth } from '../../../../shared/domain/month-series';

describe('month-series', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('lists the 12 months ending with a month, the oldest first', () => {
    const months = monthsEnding('2026-03', 12);
    expect(months).toHaveLength(12);
    expect([months[0], months[9], months[11]]).toEqual(['2025-04', '2026-01', '2026-03']);
  });

  it('fills the months without figures with null', () => {
    expect(fillMonths(['2026-01', '2026-02'], [{ period: '2026-02', pv: 3 }])).toEqual([
      { period: '2026-01', values: null },
      { period: '2026-02', values: { period: '2026-02', pv: 3 } },
    ]);
  });

  it('finds the month with figures before one', () => {
    expect(previousPeriod(['2026-05', '2026-03', '2026-01'], '2026-05')).toBe('2026-03');
    expect(previousPeriod(['2026-05', '2026-03'], '2026-03')).toBeNull();
  });
});
