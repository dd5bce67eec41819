import { describe, expect, it } from 'vitest';
import { buildLayout, childrenOf, foldLayout, LEVEL_STEP, NODE_W, relayout, SIBLING_GAP, siblingsOf, type TreeLayout } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { mlmTree, SMALL } from './fixtures';

describe('buildLayout', () => {
  it('puts children one level below their parent, siblings 200 px apart, the parent centred over them', () => {
    const layout = buildLayout(SMALL);
    const at = (id: string) => layout.index.get(id)!;
    expect(layout.depth[at('root')]).toBe(0);
    expect(layout.depth[at('a1')]).toBe(2);
    expect(layout.x[at('a2')] - layout.x[at('a1')]).toBe(NODE_W + SIBLING_GAP);
    expect(layout.x[at('a')]).toBeCloseTo((layout.x[at('a1')] + layout.x[at('a2')]) / 2);
    expect([...childrenOf(layout, at('root'))].map((i) => layout.ids[i])).toEqual(['a', 'b', 'c']);
    expect(layout.y[at('a1')]).toBe(2 * LEVEL_STEP);
    // The root's connector: its trunk down to the bar, the bar over a..c.
    const { segStart, segs } = layout.links;
    const root = Array.from(segs.subarray(4 * segStart[at('root')], 4 * segStart[at('root') + 1]));
    const mid = LEVEL_STEP - (LEVEL_STEP - 48) / 2;
    expect(root).toEqual([layout.x[at('root')], 48, layout.x[at('root')], mid, layout.x[at('a')], mid, layout.x[at('c')], mid]);
    expect(LEVEL_STEP).toBe(168);
  });

  it('keeps every level sorted by x with no two boxes overlapping', () => {
    const layout = buildLayout(mlmTree(3000));
    for (const level of layout.levels) {
      for (let p = 1; p < level.length; p++) expect(layout.x[level[p]] - layout.x[level[p - 1]]).toBeGreaterThanOrEqual(NODE_W + SIBLING_GAP - 1e-6);
    }
    expect(layout.rows).toBe(layout.levels);
    const { parentRows, boxLeft, boxRight } = layout.links;
    for (const level of parentRows) {
      for (let p = 1; p < level.length; p++) expect(boxLeft[level[p]]).toBeGreaterThan(boxRight[level[p - 1]]);
    }
  });

  it('lists every shown node in its level once, folded teams left out, still by x', () => {
    const full = buildLayout(mlmTree(3000));
    expect(full.levels.reduce((n, level) => n + level.length, 0)).toBe(3000);
    const collapsed = new Uint8Array(full.count);
    for (const i of full.levels[2]) collapsed[i] = 1;
    const folded = foldLayout(full, collapsed);
    const shown = Array.from(folded.depth).filter((d) => d >= 0).length;
    expect(folded.levels.reduce((n, level) => n + level.length, 0)).toBe(shown);
    expect(folded.levels.length).toBe(3);
    for (const level of folded.levels) for (let p = 1; p < level.length; p++) expect(folded.x[level[p]]).toBeGreaterThan(folded.x[level[p - 1]]);
    expect(folded.links.parentRows.flatMap((level) => Array.from(level)).every((i) => !collapsed[i])).toBe(true);
  });

  it('treats profiles whose parent is missing as further top-level nodes, and handles an empty tree', () => {
    const layout = buildLayout([...SMALL, { id: 'orphan', parentId: 'gone' }]);
    expect(layout.roots.map((i) => layout.ids[i])).toEqual(['root', 'orphan']);
    expect(layout.depth[layout.index.get('orphan')!]).toBe(0);
    expect(Array.from(siblingsOf(layout, layout.index.get('orphan')!))).toEqual(layout.roots);
    expect(buildLayout([]).count).toBe(0);
  });

  // How fast is measured by `npm run bench` (tree render), never by a wall clock in a test.
  it('lays out a 50,000-node tree', () => {
    const layout = buildLayout(mlmTree(50_000));
    expect(layout.count).toBe(50_000);
  });
});

/** Everything a layout holds but its index map, as plain values to compare. */
const shape = (layout: TreeLayout) => ({
  ...layout,
  index: [...layout.index],
  levels: layout.levels.map((level) => Array.from(level)),
  rows: layout.rows.map((row) => Array.from(row)),
  links: { ...layout.links, parentRows: layout.links.parentRows.map((row) => Array.from(row)) },
});

describe('relayout', () => {
  const before = mlmTree(3000);
  const held = buildLayout(before);
  /** `before` with the partners at these positions under new uplines (each a new object, as a live change makes it). */
  const moved = (moves: [number, string | null][]) => {
    const after = before.slice();
    for (const [i, parentId] of moves) after[i] = { ...after[i], parentId };
    return after;
  };

  it('lays a move out exactly as a layout from scratch would, keeping the ids and their index', () => {
    // A partner with a team goes under the root, another under a partner far away, a third loses its upline.
    const after = moved([
      [120, 'p0'],
      [7, 'p2500'],
      [42, 'gone'],
    ]);
    const again = relayout(held, before, after);
    expect(shape(again)).toEqual(shape(buildLayout(after)));
    expect(again.index).toBe(held.index);
    expect(again.ids).toBe(held.ids);
    expect(again.roots.map((i) => again.ids[i])).toEqual(['p0', 'p42']);
  });

  it('keeps the layout a rename or a new date leaves alone', () => {
    const after = before.map((p, i) => (i === 9 ? { ...p, name: 'Renamed' } : p));
    expect(shape(relayout(held, before, after))).toEqual(shape(held));
  });

  it('lays out from scratch when partners came, went or changed places in the list', () => {
    for (const after of [[...before, { ...before[1], id: 'new', parentId: 'p1' }], before.slice(1), [before[1], before[0], ...before.slice(2)]]) {
      const again = relayout(held, before, after);
      expect(shape(again)).toEqual(shape(buildLayout(after)));
      expect(again.index).not.toBe(held.index);
    }
  });
});
