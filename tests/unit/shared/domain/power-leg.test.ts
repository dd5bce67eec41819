import { describe, expect, it } from 'vitest';
import { powerLegView } from '../../../../shared/domain/power-leg';

describe('powerLegView', () => {
  it('sorts the legs, the largest first, marks it and sums the rest with own PV', () => {
    const view = powerLegView(1240.5, [
      { profileId: 'b', volume: 100 },
      { profileId: 'a', volume: 1040.25 },
      { profileId: 'c', volume: 0 },
    ]);
    expect(view.legs.map((leg) => leg.profileId)).toEqual(['a', 'b', 'c']);
    expect(view.power).toEqual({ profileId: 'a', volume: 1040.25 });
    expect(view.outside).toBe(200.25);
  });

  it('marks no power leg without legs or when all are 0', () => {
    expect(powerLegView(50, [])).toEqual({ legs: [], power: null, outside: 50 });
    expect(powerLegView(50, [{ profileId: 'a', volume: 0 }]).power).toBeNull();
  });
});
