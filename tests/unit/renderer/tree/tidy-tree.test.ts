import { hierarchy, tree } from 'd3-hierarchy';
import { describe, expect, it } from 'vitest';
import { treeStructure, type TreeStructure } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { tidyTree } from '../../../../desktop/renderer/src/screens/teamtree/tree/tidy-tree';

/**
 * The typed-array tidy tree against the reference it replaced: d3-hierarchy's `tree()` with its
 * default separation, on the same forests (several top-level nodes under an unseen one, folded
 * teams left out, cycles unreached). Positions must agree exactly, not approximately.
 */

interface Item {
  i: number;
  children?: Item[];
}

function reference(s: TreeStructure, collapsed?: Uint8Array): { x: Float64Array; depth: Int32Array } {
  const x = new Float64Array(s.count);
  const depth = new Int32Array(s.count).fill(-1);
  if (s.count === 0 || s.roots.length === 0) return { x, depth };
  const items: Item[] = Array.from({ length: s.count }, (_, i) => ({ i }));
  for (let i = 0; i < s.count; i++) {
    const kids = Array.from(s.childList.subarray(s.childStart[i], s.childStart[i + 1]), (c) => items[c]);
    if (kids.length > 0 && !collapsed?.[i]) items[i].children = kids;
  }
  const top = s.roots.length === 1 ? items[s.roots[0]] : { i: -1, children: s.roots.map((r) => items[r]) };
  const shift = top.i === -1 ? 1 : 0;
  tree<Item>()
    .nodeSize([1, 1])(hierarchy(top))
    .each((node) => {
      if (node.data.i < 0) return;
      x[node.data.i] = node.x;
      depth[node.data.i] = node.depth - shift;
    });
  return { x, depth };
}

/** A small deterministic random source (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Shape = 'bushy' | 'deep' | 'wide' | 'forest';

function forest(count: number, shape: Shape, next: () => number): { id: string; parentId: string | null }[] {
  const profiles: { id: string; parentId: string | null }[] = [];
  for (let i = 0; i < count; i++) {
    let parent: number | null;
    if (i === 0) parent = null;
    else if (shape === 'deep') parent = next() < 0.8 ? i - 1 : Math.floor(next() * i);
    else if (shape === 'wide') parent = next() < 0.7 ? 0 : Math.floor(next() * i);
    else if (shape === 'forest') parent = next() < 0.05 ? null : Math.floor(next() * i);
    else parent = Math.floor(Math.pow(next(), 2) * i);
    profiles.push({ id: `p${i}`, parentId: parent === null ? null : `p${parent}` });
  }
  return profiles;
}

function expectSame(s: TreeStructure, collapsed?: Uint8Array): void {
  const mine = tidyTree({ ...s, collapsed });
  const theirs = reference(s, collapsed);
  expect(Array.from(mine.depth)).toEqual(Array.from(theirs.depth));
  expect(Array.from(mine.x)).toEqual(Array.from(theirs.x));
}

describe('tidyTree', () => {
  it.each(['bushy', 'deep', 'wide', 'forest'] as const)('places a %s tree exactly where d3-hierarchy does', (shape) => {
    const next = random(shape.length * 7919);
    for (const count of [1, 2, 3, 5, 8, 13, 40, 200, 2000]) expectSame(treeStructure(forest(count, shape, next)));
  });

  it('leaves folded teams out the way d3 does without their children', () => {
    const next = random(42);
    for (let round = 0; round < 20; round++) {
      const s = treeStructure(forest(500, round % 2 ? 'bushy' : 'forest', next));
      const collapsed = new Uint8Array(s.count);
      for (let i = 0; i < s.count; i++) if (next() < 0.1) collapsed[i] = 1;
      expectSame(s, collapsed);
    }
  });

  it('gives the same places whatever was laid out before (its working arrays are kept between layouts)', () => {
    // Larger and smaller trees in turn, folded and not: state left from a run must not leak into the next.
    const next = random(2024);
    for (const count of [3000, 7, 2500, 1, 400, 3001, 60]) {
      const s = treeStructure(forest(count, count % 2 ? 'deep' : 'forest', next));
      const collapsed = new Uint8Array(s.count);
      for (let i = 0; i < s.count; i++) if (next() < 0.05) collapsed[i] = 1;
      expectSame(s, count % 3 ? collapsed : undefined);
      expectSame(s);
    }
  });

  it('reaches no member of a cycle, and lays out an empty tree', () => {
    const s = treeStructure([
      { id: 'root', parentId: null },
      { id: 'a', parentId: 'root' },
      { id: 'x', parentId: 'y' },
      { id: 'y', parentId: 'x' },
    ]);
    expectSame(s);
    expect(Array.from(tidyTree(s).depth)).toEqual([0, 1, -1, -1]);
    expect(tidyTree(treeStructure([])).x.length).toBe(0);
  });

  it('places siblings one apart, the parent over its children, and the unseen top at 0', () => {
    const { x, depth } = tidyTree(treeStructure([
      { id: 'a', parentId: null },
      { id: 'b', parentId: null },
      { id: 'b1', parentId: 'b' },
      { id: 'b2', parentId: 'b' },
    ]));
    expect(Array.from(depth)).toEqual([0, 0, 1, 1]);
    expect(x[1] - x[0]).toBe(1);
    expect(x[3] - x[2]).toBe(1);
    expect(x[1]).toBe((x[2] + x[3]) / 2);
    // The unseen parent of the two sits at 0.
    expect(x[0] + x[1]).toBe(0);
  });
});
