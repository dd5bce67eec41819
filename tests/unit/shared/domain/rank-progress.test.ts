import { describe, expect, it } from 'vitest';
import { countedTeamVolume, heldRankIndex, rankProgress, type RankRule } from '../../../../shared/domain/rank-progress';

const plan: RankRule[] = [
  { name: 'Bronze', minPv: 50, minTeamVolume: 500, maxLegShare: null },
  { name: 'Silver', minPv: 100, minTeamVolume: 2000, maxLegShare: 0.5 },
  { name: 'Gold', minPv: 100, minTeamVolume: 5000, maxLegShare: 0.4 },
];

describe('countedTeamVolume', () => {
  it("counts each leg at most maxLegShare × the rank's team volume (the issue's example)", () => {
    expect(countedTeamVolume(plan[1], 1240, [{ volume: 1140 }, { volume: 100 }])).toEqual({ counted: 1100, legCap: 1000 });
  });

  it('keeps own PV and legs under the cap whole', () => {
    expect(countedTeamVolume(plan[1], 1300, [{ volume: 900 }, { volume: 300 }])).toEqual({ counted: 1300, legCap: 1000 });
  });

  it('counts the whole team volume without a share', () => {
    expect(countedTeamVolume(plan[0], 800, [{ volume: 800 }])).toEqual({ counted: 800, legCap: null });
  });

  it('sums in cents', () => {
    expect(countedTeamVolume({ name: 'X', minPv: 0, minTeamVolume: 0.3, maxLegShare: 0.5 }, 0.3, [{ volume: 0.2 }, { volume: 0.1 }]).counted).toBe(0.25);
  });
});

describe('rankProgress', () => {
  it('names the rank above the back office rank and what it asks', () => {
    const progress = rankProgress(plan, { pv: 80, rank: 'bronze ', teamVolume: 1240, legs: [{ volume: 1140 }, { volume: 100 }] });
    expect(progress.held?.name).toBe('Bronze');
    expect(progress.next).toEqual({ rank: plan[1], pv: 80, teamVolume: 1240, legCap: 1000, counted: 1100, met: false });
  });

  it('holds the highest rank the figures meet when the back office names a lower one or none', () => {
    const figures = { pv: 120, rank: null, teamVolume: 2100, legs: [{ volume: 1000 }, { volume: 1000 }] };
    expect(heldRankIndex(plan, figures)).toBe(1);
    expect(heldRankIndex(plan, { ...figures, rank: 'Bronze' })).toBe(1);
    expect(rankProgress(plan, figures).next?.rank.name).toBe('Gold');
  });

  it('starts with the lowest rank when nothing is held, and has no next rank at the top', () => {
    expect(rankProgress(plan, { pv: null, rank: 'Unknown', teamVolume: 0, legs: [] })).toEqual({
      held: null,
      next: { rank: plan[0], pv: 0, teamVolume: 0, legCap: null, counted: 0, met: false },
    });
    expect(rankProgress(plan, { pv: 0, rank: 'Gold', teamVolume: 0, legs: [] })).toEqual({ held: plan[2], next: null });
  });

  it('does not count a cut leg toward a rank (the cap decides)', () => {
    // 2,000 team volume, all in one leg: Silver counts 1,000 of it and is not met.
    expect(heldRankIndex(plan, { pv: 100, rank: null, teamVolume: 2100, legs: [{ volume: 2000 }] })).toBe(0);
  });
});
