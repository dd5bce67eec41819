import { describe, expect, it } from 'vitest';
import { buildLayout, LEVEL_STEP, NODE_W } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { coveragePixels, mapCoverage } from '../../../../desktop/renderer/src/screens/teamtree/tree/map-raster';
import { mapFrame, worldToMap } from '../../../../desktop/renderer/src/screens/teamtree/tree/overview';
import { mlmTree, SMALL } from './fixtures';

const [W, H] = [200, 130];

describe('the overview map as a coverage mask', () => {
  it("covers each node's top-left corner and leaves the ground between levels empty", () => {
    const layout = buildLayout(SMALL);
    const frame = mapFrame(layout, W, H)!;
    const covered = mapCoverage(layout, frame, 1, W, H);
    for (let i = 0; i < layout.count; i++) {
      const [x, y] = worldToMap(frame, layout.x[i] - NODE_W / 2, layout.depth[i] * LEVEL_STEP);
      expect(covered[Math.min(H - 1, Math.round(y)) * W + Math.min(W - 1, Math.round(x))], `node ${i}`).toBe(1);
    }
    // Just above the second level (in the gap between the levels) nothing is drawn.
    const [, gapY] = worldToMap(frame, 0, LEVEL_STEP - 4);
    expect(covered.subarray(Math.floor(gapY) * W, Math.floor(gapY) * W + W).every((c) => c === 0)).toBe(true);
  });

  it('draws 50,000 partners, each at least a pixel, twice as fine at a pixel ratio of 2, and never outside the map', () => {
    const layout = buildLayout(mlmTree(50_000));
    const frame = mapFrame(layout, W, H)!;
    const one = mapCoverage(layout, frame, 1, W, H);
    const two = mapCoverage(layout, frame, 2, W * 2, H * 2);
    expect(one.length).toBe(W * H);
    expect(two.length).toBe(W * H * 4);
    const sum = (a: Uint8Array) => a.reduce((n, c) => n + c, 0);
    expect(sum(one)).toBeGreaterThan(0);
    expect(sum(two)).toBeGreaterThan(sum(one));
  });

  it('becomes opaque pixels where covered and transparent elsewhere', () => {
    expect([...coveragePixels(Uint8Array.from([1, 0]))]).toEqual([0, 0, 0, 255, 0, 0, 0, 0]);
  });
});
