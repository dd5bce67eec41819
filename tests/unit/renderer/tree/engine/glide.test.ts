import { describe, expect, it } from 'vitest';
import { GLIDE_MAX_NODES, GLIDE_MS, glideLayout, isMove } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/glide';
import { TreeViewport } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/TreeViewport';
import { buildLayout, LEVEL_STEP } from '../../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { LIGHT } from '../../../../../desktop/renderer/src/screens/teamtree/tree/palette';
import { SMALL } from '../fixtures';
import { fakeCanvas, manualClock, type Recorded } from './fake-canvas';
import { sceneOf } from './scene';

/** SMALL with 'a' (and a1, a2) moved under 'c'. */
const MOVED = SMALL.map((p) => (p.id === 'a' ? { ...p, parentId: 'c' } : p));

/** The world y of the boxes drawn (rect or roundRect calls), by their x. */
const boxesDrawn = (calls: readonly Recorded[]) => calls.filter((c) => c.name === 'roundRect' || c.name === 'rect').map((c) => [c.args[0], c.args[1]] as [number, number]);

describe('a move glides to the new layout', () => {
  it('is a move when the same partners have another parent somewhere; not for a new partner or a huge tree', () => {
    const before = buildLayout(SMALL);
    expect(isMove(before, buildLayout(MOVED))).toBe(true);
    expect(isMove(before, buildLayout([...SMALL]))).toBe(false);
    expect(isMove(before, buildLayout([...SMALL, { id: 'x', parentId: 'b' }]))).toBe(false);
    const big = Array.from({ length: GLIDE_MAX_NODES + 1 }, (_, i) => ({ id: `n${i}`, parentId: i ? 'n0' : null }));
    expect(isMove(buildLayout(big), buildLayout(big.map((p, i) => (i === 2 ? { ...p, parentId: 'n1' } : p))))).toBe(false);
  });

  it('puts a moved partner between its two places (eased), its old place at 0 and its new one at 1', () => {
    const from = buildLayout(SMALL);
    const to = buildLayout(MOVED);
    const a = to.index.get('a')!;
    const start = glideLayout(from, to, 0);
    expect([start.x[a], start.y[a]]).toEqual([from.x[from.index.get('a')!], LEVEL_STEP]);
    const mid = glideLayout(from, to, 0.5);
    expect(mid.y[a]).toBeGreaterThan(LEVEL_STEP);
    expect(mid.y[a]).toBeLessThan(2 * LEVEL_STEP);
    const end = glideLayout(from, to, 1);
    expect([end.x[a], end.y[a]]).toEqual([to.x[a], 2 * LEVEL_STEP]);
  });

  it('the viewport draws the old places first and the new ones after GLIDE_MS, on animation frames; none with reduced motion', () => {
    for (const reduced of [false, true]) {
      const clock = manualClock();
      clock.reduced = reduced;
      const props = { scene: sceneOf(SMALL), palette: LIGHT, selected: -1, magnifier: false, onSelect: () => {} };
      const viewport = new TreeViewport(props, clock);
      const canvas = fakeCanvas();
      viewport.useCanvas(canvas);
      viewport.resize(1000, 1200);
      clock.runFrames();
      const moved = sceneOf(MOVED);
      /** The top of a1's box, from where its name is drawn (names are the ids; centred in the 48 px box). */
      const a1Top = (calls: readonly Recorded[]) => Number(calls.find((c) => c.name === 'fillText' && c.args[0] === 'a1')?.args[2]) - 24;
      viewport.update({ ...props, scene: moved });
      canvas.calls.length = 0;
      clock.runFrames();
      expect(a1Top(canvas.calls)).toBe(reduced ? 3 * LEVEL_STEP : 2 * LEVEL_STEP);
      clock.time = GLIDE_MS / 2;
      canvas.calls.length = 0;
      const framesAsked = clock.runFrames();
      if (!reduced) {
        expect(framesAsked).toBe(1);
        expect(boxesDrawn(canvas.calls).some(([, y]) => y > 2 * LEVEL_STEP && y < 3 * LEVEL_STEP)).toBe(true);
      }
      clock.time = GLIDE_MS;
      canvas.calls.length = 0;
      clock.runFrames();
      if (!reduced) expect(a1Top(canvas.calls)).toBe(3 * LEVEL_STEP);
      expect(clock.pendingFrames()).toBe(0);
    }
  });
});
