import { describe, expect, it } from 'vitest';
import { levelsBelow, teamSizes } from '../../../../shared/domain/team-structure';
import { fromUplines } from '../../../support/uplines';

// root ─┬─ a ─┬─ a1 ── a1x
//       │     └─ a2
//       └─ b
const tree = fromUplines({ a1x: 'a1', root: null, a: 'root', b: 'root', a1: 'a', a2: 'a' });

describe('teamSizes', () => {
  it('counts every partner below each profile, whatever order the list comes in', () => {
    expect(Object.fromEntries(teamSizes(tree))).toEqual({ root: 5, a: 3, a1: 1, a1x: 0, a2: 0, b: 0 });
  });

  it('counts a profile whose upline is missing from the list as a top of its own', () => {
    expect(Object.fromEntries(teamSizes([{ id: 'x', parentId: 'gone' }, { id: 'y', parentId: 'x' }]))).toEqual({ x: 1, y: 0 });
  });

  it('answers an empty map for no profiles', () => {
    expect(teamSizes([]).size).toBe(0);
  });
});

describe('levelsBelow', () => {
  it('numbers the levels below me, me being 0, and leaves out everyone outside my team', () => {
    expect(Object.fromEntries(levelsBelow(tree, 'a'))).toEqual({ a: 0, a1: 1, a2: 1, a1x: 2 });
    expect(Object.fromEntries(levelsBelow(tree, 'root'))).toEqual({ root: 0, a: 1, b: 1, a1: 2, a2: 2, a1x: 3 });
  });

  it('is empty without a linked profile or with one the tree does not hold', () => {
    expect(levelsBelow(tree, null).size).toBe(0);
    expect(levelsBelow(tree, 'nobody').size).toBe(0);
  });
});
