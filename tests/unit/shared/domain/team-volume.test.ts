import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teamVolumes } from '../../../../shared/domain/team-volume';
import { bruteTeamVolumes, randomTeam } from '../../../support/team-volume-oracle';
import { fromUplines } from '../../../support/uplines';

/** Team volume and legs (docs/figures.md) against a brute-force sum over every partner's uplines. */
describe('teamVolumes', () => {
  it('matches the brute-force sum and lists each direct partner as a leg, largest first, on random trees', () => {
    fc.assert(
      fc.property(randomTeam(80), ({ members, pv }) => {
        const computed = teamVolumes(members, pv);
        expect(computed.map((t) => t.profileId)).toEqual(members.map((m) => m.id));
        const brute = bruteTeamVolumes(members, pv);
        for (const total of computed) {
          expect(total.teamVolume).toBe(brute.get(total.profileId)!.teamVolume);
          expect([...total.legs].sort((a, b) => a.profileId.localeCompare(b.profileId))).toEqual(brute.get(total.profileId)!.legs);
          expect(total.legs.map((l) => l.volume)).toEqual([...total.legs.map((l) => l.volume)].sort((a, b) => b - a));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sums exactly in cents and counts partners without figures as 0; a cycle counts its own PV only', () => {
    const members = fromUplines({ a: null, b: 'a', c: 'a', d: 'b', x: 'y', y: 'x' });
    const pv = new Map<string, number | null>([['a', 0.1], ['b', 0.2], ['c', null], ['d', 0.7], ['x', 1], ['y', 2]]);
    const byId = new Map(teamVolumes(members, pv).map((t) => [t.profileId, t]));
    expect(byId.get('a')).toEqual({ profileId: 'a', teamVolume: 1, legs: [{ profileId: 'b', volume: 0.9 }, { profileId: 'c', volume: 0 }] });
    expect(byId.get('x')).toEqual({ profileId: 'x', teamVolume: 1, legs: [] });
  });
});
