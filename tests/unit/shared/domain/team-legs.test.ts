import { describe, expect, it } from 'vitest';
import { largestLegs, teamFigures } from '../../../../shared/domain/team-legs';
import { teamSizes } from '../../../../shared/domain/team-structure';
import { fromUplines } from '../../../support/uplines';

/**
 * root ─ anna ─ a1 ─ a11 ─ a111
 *      │      └ a2
 *      ├ bert ─ b1
 *      └ carl
 */
const tree = fromUplines({ root: null, anna: 'root', bert: 'root', carl: 'root', a1: 'anna', a2: 'anna', a11: 'a1', a111: 'a11', b1: 'bert' });

describe('teamFigures', () => {
  it.each([
    ['root', { size: 8, levels: 4, legs: [{ id: 'anna', size: 5, levels: 4 }, { id: 'bert', size: 2, levels: 2 }, { id: 'carl', size: 1, levels: 1 }] }],
    ['anna', { size: 4, levels: 3, legs: [{ id: 'a1', size: 3, levels: 3 }, { id: 'a2', size: 1, levels: 1 }] }],
  ])("measures %s's legs (the direct partner included) and the levels below, the largest leg first", (id, figures) => {
    expect(teamFigures(tree, id)).toEqual(figures);
  });

  it('gives a partner without a downline, and an unknown one, an empty team', () => {
    expect(teamFigures(tree, 'carl')).toEqual({ size: 0, levels: 0, legs: [] });
    expect(teamFigures(tree, 'nobody')).toEqual({ size: 0, levels: 0, legs: [] });
  });

  it('counts a partner reached twice in a damaged tree (a cycle) once and stops', () => {
    const cycle = fromUplines({ x: 'z', y: 'x', z: 'y' });
    expect(teamFigures(cycle, 'x')).toEqual({ size: 2, levels: 2, legs: [{ id: 'y', size: 2, levels: 2 }] });
  });

  it('puts the deeper of two equal legs first', () => {
    const even = fromUplines({ r: null, wide: 'r', deep: 'r', w1: 'wide', w2: 'wide', d1: 'deep', d2: 'd1' });
    expect(teamFigures(even, 'r').legs.map((leg) => leg.id)).toEqual(['deep', 'wide']);
  });
});

describe('largestLegs', () => {
  it("answers every partner's largest leg at once, 0 without a downline", () => {
    const largest = largestLegs(tree, teamSizes(tree));
    expect(Object.fromEntries(largest)).toEqual({ root: 5, anna: 3, bert: 1, carl: 0, a1: 2, a2: 0, a11: 1, a111: 0, b1: 0 });
  });

  it('reads 50,000 partners in one pass', () => {
    const big = Array.from({ length: 50_000 }, (_, i) => ({ id: `p${i}`, parentId: i === 0 ? null : `p${Math.floor((i - 1) / 4)}` }));
    const largest = largestLegs(big, teamSizes(big));
    expect(largest.get('p0')).toBe(teamFigures(big, 'p0').legs[0].size);
  });
});
