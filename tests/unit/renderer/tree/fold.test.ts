import { describe, expect, it } from 'vitest';
import { collapsedMask, collapseToLevel, foldNode, NO_FOLD, revealNode } from '../../../../desktop/renderer/src/screens/teamtree/tree/fold';
import { hitFoldMark, MARK_H, MARK_W } from '../../../../desktop/renderer/src/screens/teamtree/tree/fold-marks';
import { boundsOf, isShown } from '../../../../desktop/renderer/src/screens/teamtree/tree/geometry';
import { buildLayout, foldLayout, LEVEL_STEP, NODE_H, NODE_W } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { navigate } from '../../../../desktop/renderer/src/screens/teamtree/tree/navigation';
import { downlineCounts } from '../../../../desktop/renderer/src/screens/teamtree/tree/team-sizes';
import { mlmTree, SMALL } from './fixtures';

/** root -> a, b, c; a -> a1, a2; c -> c1 */
const full = buildLayout(SMALL);
const at = (id: string) => full.index.get(id)!;

describe('collapsedMask', () => {
  it('folds nothing by default, the hand-picked teams, and whole levels with exceptions', () => {
    expect(collapsedMask(full, NO_FOLD)).toBeNull();
    const picked = collapsedMask(full, { level: null, collapsed: ['a', 'b', 'unknown'], expanded: [] })!;
    expect([...picked]).toEqual(full.ids.map((id) => (id === 'a' ? 1 : 0))); // b has no team to fold
    const level2 = collapsedMask(full, { level: 2, collapsed: [], expanded: ['c'] })!;
    expect(full.ids.filter((_, i) => level2[i])).toEqual(['a']);
    expect(collapsedMask(full, { level: 2, collapsed: [], expanded: ['a', 'c'] })).toBeNull();
  });
});

describe('foldNode and revealNode', () => {
  it('records hand-made choices against the level rule', () => {
    const closed = foldNode(NO_FOLD, full, at('a'), false);
    expect(closed).toEqual({ level: null, collapsed: ['a'], expanded: [] });
    expect(foldNode(closed, full, at('a'), true)).toEqual(NO_FOLD);
    const level = collapseToLevel(1);
    expect(foldNode(level, full, at('c'), true)).toEqual({ level: 2, collapsed: [], expanded: ['c'] });
    expect(foldNode(level, full, at('root'), false)).toEqual({ level: 2, collapsed: ['root'], expanded: [] });
  });

  it("stores 'Collapse to level N' (the root is level 0) as the N + 1 levels that stay shown", () => {
    expect([0, 1, 2].map((n) => collapseToLevel(n).level)).toEqual([1, 2, 3]);
    expect(collapseToLevel(-3).level).toBe(1);
    // 'Collapse to level 1': the root and its partners shown, their teams folded.
    const shown = foldLayout(full, collapsedMask(full, collapseToLevel(1)));
    expect(shown.levels.map((l) => l.length)).toEqual([1, 3]);
  });

  it('opens every folded team above a partner', () => {
    const fold = collapseToLevel(0);
    const next = revealNode(fold, full, collapsedMask(full, fold), at('a1'));
    expect(next.expanded.sort()).toEqual(['a', 'root']);
    expect(collapsedMask(full, next)).toEqual(collapsedMask(full, { level: 1, collapsed: ['c'], expanded: ['a', 'root'] }));
  });
});

describe('the folded layout', () => {
  it("leaves a collapsed team's partners out, keeping every index", () => {
    const mask = collapsedMask(full, { level: null, collapsed: ['a'], expanded: [] });
    const folded = foldLayout(full, mask);
    expect(folded.ids).toEqual(full.ids);
    expect(['a1', 'a2'].map((id) => isShown(folded, at(id)))).toEqual([false, false]);
    expect(['root', 'a', 'b', 'c', 'c1'].every((id) => isShown(folded, at(id)))).toBe(true);
    expect(folded.levels.map((l) => l.length)).toEqual([1, 3, 1]);
    // a draws no connector bar any more; c still does.
    expect([...folded.links.parentRows[1]]).toEqual([at('c')]);
    expect(boundsOf(folded)!.bottom).toBe(2 * LEVEL_STEP + NODE_H);
    expect(navigate(folded, at('a'), 'ArrowDown')).toBe(at('a'));
    expect(foldLayout(full, null).levels.map((l) => l.length)).toEqual([1, 3, 3]);
  });

  it('keeps the team sizes of the whole tree for the marks', () => {
    const counts = downlineCounts(full);
    expect(counts[at('root')]).toBe(6);
    expect(counts[at('a')]).toBe(2);
  });

  it('lays out 20,000 profiles folded to level 1 with only the first two levels', () => {
    const big = buildLayout(mlmTree(20_000));
    const folded = foldLayout(big, collapsedMask(big, collapseToLevel(1)));
    expect(folded.levels.length).toBe(2);
    expect(folded.levels[1].length).toBe(big.levels[1].length);
  });
});

describe('hitFoldMark', () => {
  const mask = collapsedMask(full, { level: null, collapsed: ['a'], expanded: [] })!;
  const folded = foldLayout(full, mask);
  const marks = { collapsed: mask, hidden: downlineCounts(full) };
  const markCentreY = LEVEL_STEP + NODE_H + 6 + MARK_H / 2;

  it("finds the collapsed partner under its mark, and nothing beside it or on open teams' connectors", () => {
    const a = at('a');
    expect(hitFoldMark(folded, marks, folded.x[a], markCentreY)).toBe(a);
    expect(hitFoldMark(folded, marks, folded.x[a] + MARK_W / 2 - 1, markCentreY)).toBe(a);
    expect(hitFoldMark(folded, marks, folded.x[a] + NODE_W / 2, markCentreY)).toBe(-1);
    expect(hitFoldMark(folded, marks, folded.x[a], LEVEL_STEP + NODE_H / 2)).toBe(-1);
    expect(hitFoldMark(folded, marks, folded.x[at('c')], markCentreY)).toBe(-1);
  });
});
