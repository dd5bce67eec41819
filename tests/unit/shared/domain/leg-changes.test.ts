import { describe, expect, it } from 'vitest';
import { legChanges } from '../../../../shared/domain/leg-changes';

describe('legChanges', () => {
  it('lists the legs grown most and shrunk most, the largest change first', () => {
    const now = [
      { profileId: 'a', volume: 900 },
      { profileId: 'b', volume: 300 },
      { profileId: 'c', volume: 100 },
      { profileId: 'd', volume: 50 },
    ];
    const before = [
      { profileId: 'a', volume: 400 },
      { profileId: 'b', volume: 200 },
      { profileId: 'c', volume: 700 },
      { profileId: 'd', volume: 60 },
    ];
    expect(legChanges(now, before)).toEqual({
      grown: [
        { profileId: 'a', before: 400, now: 900, change: 500 },
        { profileId: 'b', before: 200, now: 300, change: 100 },
      ],
      shrunk: [
        { profileId: 'c', before: 700, now: 100, change: -600 },
        { profileId: 'd', before: 60, now: 50, change: -10 },
      ],
    });
  });

  it('counts a new leg and a leg gone as 0 in the other month, leaves unchanged legs out and keeps `count`', () => {
    const { grown, shrunk } = legChanges(
      [
        { profileId: 'new', volume: 10.1 },
        { profileId: 'same', volume: 5 },
        { profileId: 'up', volume: 30 },
      ],
      [
        { profileId: 'gone', volume: 20.2 },
        { profileId: 'same', volume: 5 },
        { profileId: 'up', volume: 10 },
      ],
      1,
    );
    expect(grown).toEqual([{ profileId: 'up', before: 10, now: 30, change: 20 }]);
    expect(shrunk).toEqual([{ profileId: 'gone', before: 20.2, now: 0, change: -20.2 }]);
  });
});
