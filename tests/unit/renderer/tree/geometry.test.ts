import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  forEachVisible,
  forEachVisibleParent,
  hitTest,
  nodeScreenBox,
  stepZoom,
  viewCentredOn,
  viewRevealing,
  worldViewport,
  type Rect,
} from '../../../../desktop/renderer/src/screens/teamtree/tree/geometry';
import { buildLayout, LEVEL_STEP, NODE_H, NODE_W, type TreeLayout } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { mlmTree, SMALL } from './fixtures';

function bruteVisible(layout: TreeLayout, r: Rect): number[] {
  const out: number[] = [];
  for (let i = 0; i < layout.count; i++) {
    const left = layout.x[i] - NODE_W / 2;
    const top = layout.depth[i] * LEVEL_STEP;
    if (left <= r.right && left + NODE_W >= r.left && top <= r.bottom && top + NODE_H >= r.top) out.push(i);
  }
  return out.sort((a, b) => a - b);
}

describe('zoom steps', () => {
  it('moves in 0.1 steps between 0.3 and 2, snapping odd levels to the grid', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(0.3, -1)).toBe(0.3);
    expect(stepZoom(2, 1)).toBe(2);
    expect(stepZoom(1.234, 1)).toBe(1.3);
    expect(stepZoom(1.234, -1)).toBe(1.2);
    expect(clampZoom(0.01)).toBe(0.3);
  });
});

describe('culling', () => {
  const layout = buildLayout(mlmTree(5000));
  it('finds exactly the nodes whose boxes meet the viewport, at several views', () => {
    const centre = layout.levels[5][Math.floor(layout.levels[5].length / 2)];
    for (const k of [0.3, 1, 2]) {
      const view = viewCentredOn(layout, centre, 1440, 900, k);
      const rect = worldViewport(view, 1440, 900);
      const found: number[] = [];
      forEachVisible(layout, rect, (i) => found.push(i));
      expect(found.sort((a, b) => a - b)).toEqual(bruteVisible(layout, rect));
      expect(found.length).toBeGreaterThan(0);
    }
  });

  it('visits every parent whose children bar crosses the viewport, even with both ends off screen', () => {
    const tiny = buildLayout(SMALL);
    const root = tiny.index.get('root')!;
    // A narrow window between a and c at the bar's height: no box in it, but the bar crosses.
    const mid = NODE_H + (LEVEL_STEP - NODE_H) / 2;
    const a = tiny.x[tiny.index.get('a')!];
    const rect = { left: a + 1, right: a + 2, top: mid - 1, bottom: mid + 1 };
    const seen: number[] = [];
    forEachVisibleParent(tiny, rect, (i) => seen.push(i));
    expect(seen).toContain(root);
    const none: number[] = [];
    forEachVisibleParent(tiny, { left: 1e6, right: 1e6 + 10, top: 0, bottom: 1000 }, (i) => none.push(i));
    expect(none).toEqual([]);
  });
});

describe('hit testing', () => {
  const layout = buildLayout(SMALL);
  it('finds the node under a point and nothing in the gaps', () => {
    const a1 = layout.index.get('a1')!;
    const top = 2 * LEVEL_STEP;
    expect(hitTest(layout, layout.x[a1], top + 10)).toBe(a1);
    expect(hitTest(layout, layout.x[a1] + NODE_W / 2 - 1, top + NODE_H - 1)).toBe(a1);
    expect(hitTest(layout, layout.x[a1] + NODE_W / 2 + 5, top + 10)).toBe(-1);
    expect(hitTest(layout, layout.x[a1], top + NODE_H + 10)).toBe(-1);
    expect(hitTest(layout, layout.x[a1], -5)).toBe(-1);
    expect(hitTest(layout, 0, 99 * LEVEL_STEP)).toBe(-1);
  });

  it('agrees with the screen box of a node at any view', () => {
    const view = { x: 123, y: -45, k: 0.7 };
    const c1 = layout.index.get('c1')!;
    const box = nodeScreenBox(layout, view, c1);
    expect(box.width).toBeCloseTo(NODE_W * 0.7);
    const wx = (box.left + box.width / 2 - view.x) / view.k;
    const wy = (box.top + box.height / 2 - view.y) / view.k;
    expect(hitTest(layout, wx, wy)).toBe(c1);
  });
});

describe('revealing a node', () => {
  it('pans just enough to bring an off-screen node into view and leaves a visible one alone', () => {
    const layout = buildLayout(SMALL);
    const a1 = layout.index.get('a1')!;
    const view = { x: 5000, y: 0, k: 1 };
    const next = viewRevealing(layout, view, a1, 800, 600);
    const box = nodeScreenBox(layout, next, a1);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.left + box.width).toBeLessThanOrEqual(800);
    expect(viewRevealing(layout, next, a1, 800, 600)).toEqual(next);
  });
});
