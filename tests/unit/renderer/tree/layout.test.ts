import { describe, expect, it } from 'vitest';
import { buildLayout, childrenOf, LEVEL_STEP, NODE_W, SIBLING_GAP, siblingsOf } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
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
    expect(layout.spanMin[at('root')]).toBe(layout.x[at('a')]);
    expect(layout.spanMax[at('root')]).toBe(layout.x[at('c')]);
    expect(LEVEL_STEP).toBe(168);
  });

  it('keeps every level sorted by x with no two boxes overlapping', () => {
    const layout = buildLayout(mlmTree(3000));
    for (const level of layout.levels) {
      for (let p = 1; p < level.length; p++) expect(layout.x[level[p]] - layout.x[level[p - 1]]).toBeGreaterThanOrEqual(NODE_W + SIBLING_GAP - 1e-6);
    }
    for (const level of layout.parents) {
      for (let p = 1; p < level.length; p++) expect(layout.spanMin[level[p]]).toBeGreaterThan(layout.spanMax[level[p - 1]]);
    }
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
