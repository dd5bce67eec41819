import { describe, expect, it } from 'vitest';
import { largestLegs, teamFigures } from '../../../../shared/domain/team-legs';
import { teamSizes } from '../../../../shared/domain/team-structure';

/**
 * root ─ anna ─ a1 ─ a11 ─ a111
 *      │      └ a2
 *      ├ bert ─ b1
 *      └ carl
 */
const tree = [
  { id: 'root', parentId: null },
  { id: 'anna', parentId: 'root' },
  { id: 'bert', parentId: 'root' },
  { id: 'carl', parentId: 'root' },
  { id: 'a1', parentId: 'anna' },
  { id: 'a2', parentId: 'anna' },
  { id: 'a11', parentId: 'a1' },
  { id: 'a111', parentId: 'a11' },
  { id: 'b1', parentId: 'bert' },
];

describe('teamFigures', () => {
  it('measures each leg (the direct partner included) and the levels below, the largest leg first', () => {
    expect(teamFigures(tree, 'root')).toEqual({
      size: 8,
      levels: 4,
      legs: [
        { id: 'anna', size: 5, levels: 4 },
        { id: 'bert', size: 2, levels: 2 },
        { id: 'carl', size: 1, levels: 1 },
      ],
    });
    expect(teamFigures(tree, 'anna')).toEqual({
      size: 4,
      levels: 3,
      legs: [
        { id: 'a1', size: 3, levels: 3 },
        { id: 'a2', size: 1, levels: 1 },
      ],
    });
  });

  it('gives a partner without a downline, and an unknown one, an empty team', () => {
    expect(teamFigures(tree, 'carl')).toEqual({ size: 0, levels: 0, legs: [] });
    expect(teamFigures(tree, 'nobody')).toEqual({ size: 0, levels: 0, legs: [] });
  });

  it('counts a partner reached twice in a damaged tree (a cycle) once and stops', () => {
    const cycle = [
      { id: 'x', parentId: 'z' },
      { id: 'y', parentId: 'x' },
      { id: 'z', parentId: 'y' },
    ];
    expect(teamFigures(cycle, 'x')).toEqual({ size: 2, levels: 2, legs: [{ id: 'y', size: 2, levels: 2 }] });
  });

  it('puts the deeper of two equal legs first', () => {
    const even = [
      { id: 'r', parentId: null },
      { id: 'wide', parentId: 'r' },
      { id: 'deep', parentId: 'r' },
      { id: 'w1', parentId: 'wide' },
      { id: 'w2', parentId: 'wide' },
      { id: 'd1', parentId: 'deep' },
      { id: 'd2', parentId: 'd1' },
    ];
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
