import { describe, expect, it } from 'vitest';
import { declining } from '../../../../shared/domain/declining';

describe('declining', () => {
  it('lists partners whose PV fell by more than half, the largest fall first', () => {
    const before = [
      { profileId: 'half', pv: 100 },
      { profileId: 'more', pv: 100 },
      { profileId: 'big', pv: 1000 },
      { profileId: 'rose', pv: 10 },
    ];
    const now = [
      { profileId: 'half', pv: 50 },
      { profileId: 'more', pv: 49.99 },
      { profileId: 'big', pv: 0 },
      { profileId: 'rose', pv: 20 },
    ];
    expect(declining(now, before)).toEqual([
      { profileId: 'big', before: 1000, now: 0 },
      { profileId: 'more', before: 100, now: 49.99 },
    ]);
  });

  it('compares only partners with a PV in both months (0 before cannot fall)', () => {
    expect(
      declining(
        [
          { profileId: 'new', pv: 0 },
          { profileId: 'empty', pv: null },
          { profileId: 'zero', pv: 0 },
        ],
        [
          { profileId: 'empty', pv: 100 },
          { profileId: 'zero', pv: 0 },
          { profileId: 'absent', pv: 100 },
        ],
      ),
    ).toEqual([]);
  });
});
