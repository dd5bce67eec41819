import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_MIN, blockColumns } from '../../../../desktop/renderer/src/screens/teamtree/tree/compact-tree';
import { hitTest, legibleNames, openingView } from '../../../../desktop/renderer/src/screens/teamtree/tree/geometry';
import { NAME_SIZE } from '../../../../desktop/renderer/src/screens/teamtree/tree/draw';
import { buildLayout, childrenOf, foldLayout, layoutAs, NODE_H, NODE_W, relayout, type LayoutProfile, type TreeLayout } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { Side } from '../../../../desktop/renderer/src/screens/teamtree/tree/links';
import { mlmTree } from './fixtures';

const compact = (profiles: readonly LayoutProfile[], collapsed?: Uint8Array) => buildLayout(profiles, collapsed, 'compact');

/** A leader with `leaves` partners without a team and `teams` partners with `each` partners each. */
export function wideTree(leaves: number, teams: number, each: number): LayoutProfile[] {
  const out: LayoutProfile[] = [{ id: 'root', parentId: null }];
  for (let t = 0; t < teams; t++) {
    out.push({ id: `t${t}`, parentId: 'root' });
    for (let k = 0; k < each; k++) out.push({ id: `t${t}-${k}`, parentId: `t${t}` });
  }
  for (let l = 0; l < leaves; l++) out.push({ id: `l${l}`, parentId: 'root' });
  return out;
}

/** Random trees: node i hangs under one of the nodes before it, wide and shallow more often than not. */
const trees = fc.array(fc.tuple(fc.nat(), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 160 }).map((picks) =>
  picks.map(([seed, skew], i): LayoutProfile => ({ id: `n${i}`, parentId: i === 0 ? null : `n${Math.floor((seed % 1000) / 1000 * i * skew ** 2)}` })),
);

function shown(layout: TreeLayout): number[] {
  return layout.ids.map((_, i) => i).filter((i) => layout.depth[i] >= 0);
}

function overlaps(layout: TreeLayout): [number, number] | null {
  const nodes = shown(layout).sort((a, b) => layout.x[a] - layout.x[b]);
  for (let p = 0; p < nodes.length; p++) {
    for (let q = p + 1; q < nodes.length && layout.x[nodes[q]] - layout.x[nodes[p]] < NODE_W; q++) {
      if (Math.abs(layout.y[nodes[q]] - layout.y[nodes[p]]) < NODE_H) return [nodes[p], nodes[q]];
    }
  }
  return null;
}

/** Whether a connector segment runs through a node's box (its own ends touch boxes only at their edges). */
function crossesANode(layout: TreeLayout): string | null {
  const { segs } = layout.links;
  const nodes = shown(layout);
  for (let s = 0; s < segs.length; s += 4) {
    const [x1, y1, x2, y2] = [Math.min(segs[s], segs[s + 2]), Math.min(segs[s + 1], segs[s + 3]), Math.max(segs[s], segs[s + 2]), Math.max(segs[s + 1], segs[s + 3])];
    for (const i of nodes) {
      const [left, top, right, bottom] = [layout.x[i] - NODE_W / 2, layout.y[i], layout.x[i] + NODE_W / 2, layout.y[i] + NODE_H];
      if (x1 < right - 0.5 && x2 > left + 0.5 && y1 < bottom - 0.5 && y2 > top + 0.5) return `segment ${[x1, y1, x2, y2].join()} crosses ${layout.ids[i]}`;
    }
  }
  return null;
}

describe('the compact layout', () => {
  it('stands a leader’s 300 partners without a team in a block of columns on both sides of the bus, the teams in rows beside it', () => {
    const layout = compact(wideTree(280, 20, 3));
    const root = layout.index.get('root')!;
    const leaves = [...childrenOf(layout, root)].filter((i) => layout.ids[i].startsWith('l'));
    expect(blockColumns(280)).toBe(10);
    const columns = new Set(leaves.map((i) => layout.x[i]));
    expect(columns.size).toBe(10);
    expect([...columns].filter((x) => x < layout.x[root]).length).toBe(5);
    // Read row by row: the first ten leaves share the first row, left to right.
    const first = leaves.slice(0, 10);
    expect(new Set(first.map((i) => layout.y[i])).size).toBe(1);
    expect(first.map((i) => layout.x[i])).toEqual([...first.map((i) => layout.x[i])].sort((a, b) => a - b));
    expect(leaves.every((i) => layout.side[i] === (layout.x[i] > layout.x[root] ? Side.LineLeft : Side.LineRight))).toBe(true);
    // 20 teams: rows of at most 8, the first one split around the block.
    const teams = [...childrenOf(layout, root)].filter((i) => layout.ids[i].startsWith('t'));
    expect(new Set(teams.map((i) => layout.y[i])).size).toBe(3);
    const blockLeft = Math.min(...leaves.map((i) => layout.x[i])) - NODE_W / 2;
    const blockRight = Math.max(...leaves.map((i) => layout.x[i])) + NODE_W / 2;
    const firstRow = teams.filter((i) => layout.y[i] === layout.y[teams[0]]);
    expect(firstRow).toHaveLength(8);
    expect(firstRow.filter((i) => layout.x[i] < blockLeft)).toHaveLength(4);
    expect(firstRow.filter((i) => layout.x[i] > blockRight)).toHaveLength(4);
    expect(overlaps(layout)).toBeNull();
    expect(crossesANode(layout)).toBeNull();
  });

  it('lays out a team without leaves as the classic row, centred under its partner', () => {
    const layout = compact([
      { id: 'r', parentId: null },
      { id: 'a', parentId: 'r' },
      { id: 'b', parentId: 'r' },
      { id: 'a1', parentId: 'a' },
      { id: 'b1', parentId: 'b' },
    ]);
    const at = (id: string) => layout.index.get(id)!;
    expect(layout.y[at('a')]).toBe(layout.y[at('b')]);
    expect(layout.x[at('r')]).toBeCloseTo((layout.x[at('a')] + layout.x[at('b')]) / 2);
    expect(layout.x[at('a1')]).toBe(layout.x[at('a')]);
  });

  it('leaves a folded team out and keeps room for its mark', () => {
    const full = compact(wideTree(30, 3, 4));
    const collapsed = new Uint8Array(full.count);
    collapsed[full.index.get('t1')!] = 1;
    const folded = foldLayout(full, collapsed);
    expect(folded.kind).toBe('compact');
    expect(folded.depth[folded.index.get('t1-0')!]).toBe(-1);
    expect(folded.depth[folded.index.get('t0-0')!]).toBe(2);
    expect(overlaps(folded)).toBeNull();
  });

  it('finds every node by a hit test at its centre', () => {
    const layout = compact(mlmTree(2000));
    for (let i = 0; i < layout.count; i += 7) expect(hitTest(layout, layout.x[i], layout.y[i] + NODE_H / 2)).toBe(i);
    expect(overlaps(layout)).toBeNull();
  });
});

describe('the compact layout (properties)', () => {
  it('never lets two nodes overlap nor a connector run through a node', () => {
    fc.assert(
      fc.property(trees, (profiles) => {
        const layout = compact(profiles);
        expect(overlaps(layout)).toBeNull();
        expect(crossesANode(layout)).toBeNull();
      }),
      { numRuns: 150 },
    );
  });

  it('puts every child below its parent, its stub meeting a bar between them', () => {
    fc.assert(
      fc.property(trees, (profiles) => {
        const layout = compact(profiles);
        for (let i = 0; i < layout.count; i++) {
          const p = layout.parent[i];
          if (p < 0) continue;
          expect(layout.y[i]).toBeGreaterThan(layout.y[p] + NODE_H);
          expect(layout.joinY[i]).toBeGreaterThan(layout.y[p] + NODE_H);
          expect(layout.joinY[i]).toBeLessThan(layout.y[i] + NODE_H / 2);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('groups the shown nodes into rows by top, ascending, each row by x', () => {
    fc.assert(
      fc.property(trees, fc.array(fc.nat(), { maxLength: 6 }), (profiles, folds) => {
        const collapsed = new Uint8Array(profiles.length);
        for (const f of folds) collapsed[f % profiles.length] = 1;
        const layout = compact(profiles, collapsed);
        const expected = shown(layout).sort((a, b) => layout.y[a] - layout.y[b] || layout.x[a] - layout.x[b]);
        expect(layout.rows.flatMap((row) => Array.from(row))).toEqual(expected);
        for (const row of layout.rows) expect(new Set(Array.from(row, (i) => layout.y[i])).size).toBe(1);
        expect(Array.from(layout.rowTop)).toEqual(layout.rows.map((row) => layout.y[row[0]]));
      }),
      { numRuns: 150 },
    );
  });

  it('keeps a block of leaves about as wide as it is tall', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 3000 }), fc.integer({ min: 0, max: 12 }), (leaves, teams) => {
        // Every page of the team drawn (beyond 500 it is drawn a page at a time: paging.test.ts).
        const layout = foldLayout(compact(wideTree(leaves, teams, 2)), null, new Map([['root', 7]]));
        const root = layout.index.get('root')!;
        const block = [...childrenOf(layout, root)].filter((i) => layout.side[i] !== Side.Top);
        expect(block).toHaveLength(leaves);
        const width = Math.max(...block.map((i) => layout.x[i])) - Math.min(...block.map((i) => layout.x[i])) + NODE_W;
        const height = Math.max(...block.map((i) => layout.y[i])) - Math.min(...block.map((i) => layout.y[i])) + NODE_H;
        expect(width / height).toBeGreaterThanOrEqual(0.5);
        expect(width / height).toBeLessThanOrEqual(2);
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with the classic layout on who is whose child, and which nodes are shown', () => {
    fc.assert(
      fc.property(trees, fc.array(fc.nat(), { maxLength: 10 }), (profiles, folds) => {
        const collapsed = new Uint8Array(profiles.length);
        for (const f of folds) collapsed[f % profiles.length] = 1;
        const classic = buildLayout(profiles, collapsed);
        const layout = compact(profiles, collapsed);
        expect(Array.from(layout.parent)).toEqual(Array.from(classic.parent));
        expect(Array.from(layout.childList)).toEqual(Array.from(classic.childList));
        expect(Array.from(layout.depth)).toEqual(Array.from(classic.depth));
        expect(layoutAs(classic, 'compact', collapsed).x).toEqual(layout.x);
      }),
      { numRuns: 100 },
    );
  });

  it('lays a move out exactly as a layout from scratch would', () => {
    fc.assert(
      fc.property(trees, fc.nat(), fc.nat(), (before, who, under) => {
        fc.pre(before.length > 2);
        const mover = 1 + (who % (before.length - 1));
        const target = under % before.length;
        const after = before.map((p, i) => (i === mover ? { ...p, parentId: `n${target}` } : p));
        const again = relayout(compact(before), before, after);
        const fresh = compact(after);
        expect(again.kind).toBe('compact');
        for (const key of ['x', 'y', 'depth', 'joinY', 'side', 'parent'] as const) expect(Array.from(again[key])).toEqual(Array.from(fresh[key]));
        expect(again.links.segs).toEqual(fresh.links.segs);
      }),
      { numRuns: 100 },
    );
  });
});

describe('blockColumns', () => {
  it('gives two columns to a few leaves and more as the block grows', () => {
    expect(blockColumns(BLOCK_MIN)).toBe(2);
    expect(blockColumns(12)).toBe(2);
    expect(blockColumns(100)).toBeGreaterThan(4);
    expect(blockColumns(5000) % 2).toBe(0);
  });
});

describe('the first view of a wide tree (issue 35 item 3)', () => {
  // The canvas below the toolbars: 1440x900 with the sidebar and top bars, and a 390x844 phone.
  for (const [name, width, height, least] of [
    ['a desktop window', 1180, 780, 30],
    ['a phone', 390, 700, 8],
  ] as const) {
    it(`shows at least ${least} first-level names whole and at least 11 px on ${name}`, () => {
      const layout = compact(wideTree(280, 20, 3));
      const view = openingView(layout, width);
      expect(NAME_SIZE * view.k).toBeGreaterThanOrEqual(11);
      expect(legibleNames(layout, view, width, height, NAME_SIZE)[1]).toBeGreaterThanOrEqual(least);
      // The classic row shows only a handful.
      const classic = buildLayout(wideTree(280, 20, 3));
      expect(legibleNames(classic, openingView(classic, width), width, height, NAME_SIZE)[1] ?? 0).toBeLessThan(least);
    });
  }
});
