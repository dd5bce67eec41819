import { describe, expect, it, vi } from 'vitest';
import { isComfortablyVisible, nodeScreenBox, OPENING_ZOOM, screenToWorld, ZOOM_MAX, ZOOM_MIN } from '../../../../../desktop/renderer/src/screens/teamtree/tree/geometry';
import { NAME_SIZE } from '../../../../../desktop/renderer/src/screens/teamtree/tree/draw';
import { TreeViewport } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/TreeViewport';
import type { ViewportProps } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/viewport-props';
import { LENS_SIZE } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/lens';
import { DARK, LIGHT } from '../../../../../desktop/renderer/src/screens/teamtree/tree/palette';
import { collapsedMask } from '../../../../../desktop/renderer/src/screens/teamtree/tree/fold';
import { foldLayout, NODE_H } from '../../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { downlineCounts } from '../../../../../desktop/renderer/src/screens/teamtree/tree/team-sizes';
import { mlmTree, SMALL } from '../fixtures';
import { fakeCanvas, manualClock, textsDrawn } from './fake-canvas';
import { sceneOf } from './scene';

const WIDTH = 1000;
const HEIGHT = 600;

function setup(overrides: Partial<ViewportProps> = {}, profiles = SMALL) {
  const clock = manualClock();
  const props: ViewportProps = { scene: sceneOf(profiles), palette: LIGHT, selected: -1, magnifier: false, onSelect: vi.fn(), onFocusNode: vi.fn(), onZoom: vi.fn(), onPainted: vi.fn(), onViewChange: vi.fn(), ...overrides };
  const viewport = new TreeViewport(props, clock);
  const canvas = fakeCanvas();
  viewport.useCanvas(canvas);
  viewport.resize(WIDTH, HEIGHT);
  clock.runFrames();
  canvas.calls.length = 0;
  const index = (id: string) => props.scene.layout.index.get(id)!;
  /** The centre of node `id` on screen. */
  const centreOf = (id: string): [number, number] => {
    const box = nodeScreenBox(props.scene.layout, viewport.getView(), index(id));
    return [box.left + box.width / 2, box.top + box.height / 2];
  };
  return { viewport, clock, canvas, props, index, centreOf };
}

describe('TreeViewport: the first view and the frames', () => {
  it('opens on the root centred at the top, at a zoom whose names are at least 11 px (issue 35)', () => {
    const { viewport, centreOf } = setup();
    expect(viewport.getView().k).toBe(OPENING_ZOOM);
    expect(NAME_SIZE * OPENING_ZOOM).toBeGreaterThanOrEqual(11);
    expect(centreOf('root')).toEqual([WIDTH / 2, 80 + (NODE_H / 2) * OPENING_ZOOM]);
  });

  it('draws once per frame however often it is asked, and not at all when nothing changed', () => {
    const { viewport, clock, canvas, props } = setup();
    viewport.requestDraw();
    viewport.requestDraw();
    expect(clock.pendingFrames()).toBe(1);
    expect(canvas.calls).toEqual([]);
    expect(clock.runFrames()).toBe(1);
    expect(canvas.calls.some((c) => c.name === 'fill')).toBe(true);
    viewport.update({ ...props });
    expect(clock.pendingFrames()).toBe(0);
    viewport.update({ ...props, palette: DARK });
    expect(clock.pendingFrames()).toBe(1);
  });

  it('sizes the canvas in device pixels and tells the page about the first frame once, and the view after every frame', () => {
    const { viewport, clock, canvas, props } = setup();
    expect([canvas.width, canvas.height, canvas.style.width]).toEqual([WIDTH, HEIGHT, `${WIDTH}px`]);
    viewport.drawNow();
    expect(props.onPainted).toHaveBeenCalledTimes(1);
    expect(props.onViewChange).toHaveBeenLastCalledWith(viewport.getView(), WIDTH, HEIGHT);
    viewport.update({ ...props, scene: sceneOf(SMALL) });
    clock.runFrames();
    expect(props.onPainted).toHaveBeenCalledTimes(2);
  });

  it('draws the names from 40% on and leaves them out below', () => {
    const { viewport, canvas } = setup();
    viewport.drawNow();
    expect(textsDrawn(canvas.calls)).toEqual(expect.arrayContaining(['root', 'a', 'a1', 'c1']));
    canvas.calls.length = 0;
    viewport.setView({ ...viewport.getView(), k: 0.3 });
    viewport.drawNow();
    expect(textsDrawn(canvas.calls)).toEqual([]);
  });
});

describe('TreeViewport: zoom steps', () => {
  it('steps 10% around the screen centre, keeping the world point there', () => {
    const { viewport, clock, props } = setup();
    const before = screenToWorld(viewport.getView(), WIDTH / 2, HEIGHT / 2);
    viewport.zoomStep(1);
    expect(viewport.getView().k).toBe(0.9);
    const after = screenToWorld(viewport.getView(), WIDTH / 2, HEIGHT / 2);
    expect(after[0]).toBeCloseTo(before[0], 9);
    expect(after[1]).toBeCloseTo(before[1], 9);
    clock.runFrames();
    expect(props.onZoom).toHaveBeenLastCalledWith(0.9);
  });

  it('steps around a given point (the wheel at the pointer)', () => {
    const { viewport, centreOf } = setup();
    const at = centreOf('a1');
    viewport.zoomStep(-1, at);
    expect(viewport.getView().k).toBe(0.7);
    expect(centreOf('a1')[0]).toBeCloseTo(at[0], 9);
    expect(centreOf('a1')[1]).toBeCloseTo(at[1], 9);
  });

  it('stops at 200% and at 30%', () => {
    const { viewport } = setup();
    for (let i = 0; i < 20; i++) viewport.zoomStep(1);
    expect(viewport.getView().k).toBe(ZOOM_MAX);
    for (let i = 0; i < 30; i++) viewport.zoomStep(-1);
    expect(viewport.getView().k).toBe(ZOOM_MIN);
  });
});

describe('TreeViewport: hit tests and clicks', () => {
  it('finds the node under a point and nothing between nodes', () => {
    const { viewport, index, centreOf } = setup();
    for (const id of ['root', 'a', 'c1']) expect(viewport.hitAt(...centreOf(id))).toBe(index(id));
    const [x, y] = centreOf('a');
    expect(viewport.hitAt(x, y + 60)).toBe(-1);
    expect(viewport.hitAt(x + 100, y)).toBe(-1);
  });

  it('hits the same node after zooming (hit tests follow the view)', () => {
    const { viewport, index, centreOf } = setup();
    viewport.zoomStep(-1);
    viewport.zoomStep(-1);
    expect(viewport.hitAt(...centreOf('a2'))).toBe(index('a2'));
  });

  it('selects the clicked node, clears the selection on empty space', () => {
    const { viewport, index, centreOf, props } = setup();
    viewport.click(...centreOf('b'));
    expect(props.onSelect).toHaveBeenLastCalledWith(index('b'));
    expect(viewport.getFocused()).toBe(index('b'));
    viewport.click(5, 5);
    expect(props.onSelect).toHaveBeenLastCalledWith(-1);
  });
});

describe('TreeViewport: fit, centring and panning', () => {
  it('fits the whole small tree on screen, as large as 200% allows', () => {
    const { viewport, props } = setup();
    viewport.fit();
    const { layout } = props.scene;
    for (let i = 0; i < layout.count; i++) {
      const box = nodeScreenBox(layout, viewport.getView(), i);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(WIDTH);
      expect(box.top + box.height).toBeLessThanOrEqual(HEIGHT);
    }
    expect(viewport.getView().k).toBeGreaterThan(1);
    expect(viewport.getView().k).toBeLessThanOrEqual(ZOOM_MAX);
  });

  it('fits a big tree at the 30% floor, showing its top', () => {
    const { viewport, index, centreOf } = setup({}, mlmTree(3000));
    viewport.fit();
    expect(viewport.getView().k).toBe(ZOOM_MIN);
    expect(centreOf('p0')[1]).toBeGreaterThan(0);
    expect(centreOf('p0')[1]).toBeLessThan(HEIGHT / 3);
    expect(index('p0')).toBe(0);
  });

  it('fits some nodes (My Team) and centres one node keeping the zoom (a jump)', () => {
    const { viewport, index, centreOf } = setup();
    viewport.fit([index('a'), index('a1'), index('a2')]);
    const k = viewport.getView().k;
    expect(viewport.hitAt(...centreOf('a1'))).toBe(index('a1'));
    viewport.centreOn(index('c1'));
    expect(viewport.getView().k).toBe(k);
    expect(centreOf('c1')).toEqual([WIDTH / 2, HEIGHT / 3]);
  });

  it('centres a world point for the overview map, with no pan limit beyond the tree', () => {
    const { viewport } = setup();
    viewport.centreOnPoint(-50_000, 20_000);
    const [x, y] = screenToWorld(viewport.getView(), WIDTH / 2, HEIGHT / 2);
    expect([x, y]).toEqual([-50_000, 20_000]);
    expect(viewport.getView().k).toBe(OPENING_ZOOM);
  });

  it('ignores fits and jumps before it knows its size', () => {
    const viewport = new TreeViewport({ scene: sceneOf(SMALL), palette: LIGHT, selected: -1, magnifier: false, onSelect: () => undefined }, manualClock());
    viewport.fit();
    viewport.centreOn(2);
    expect(viewport.getView()).toEqual({ x: 0, y: 0, k: 1 });
  });
});

describe('TreeViewport: following the selection', () => {
  it('brings a new selection off screen into view, keeping the zoom', () => {
    const { viewport, props, index, centreOf } = setup();
    viewport.setView({ x: 5000, y: 5000, k: 0.8 });
    viewport.update({ ...props, selected: index('c1') });
    expect(viewport.getView().k).toBe(0.8);
    expect(centreOf('c1')).toEqual([WIDTH / 2, HEIGHT / 3]);
    expect(isComfortablyVisible(props.scene.layout, viewport.getView(), index('c1'), WIDTH, HEIGHT)).toBe(true);
  });

  it('brings a partner selected before the canvas had a size into view with the first size', () => {
    const scene = sceneOf(mlmTree(400));
    const deepest = scene.layout.ids.reduce((best, _id, i) => (scene.layout.depth[i] > scene.layout.depth[best] ? i : best), 0);
    const viewport = new TreeViewport({ scene, palette: LIGHT, selected: deepest, magnifier: false, onSelect: () => undefined }, manualClock());
    viewport.update({ scene, palette: LIGHT, selected: deepest, magnifier: false, onSelect: () => undefined });
    viewport.resize(400, 300);
    expect(isComfortablyVisible(scene.layout, viewport.getView(), deepest, 400, 300)).toBe(true);
    expect(viewport.getView().k).toBe(OPENING_ZOOM);
  });

  it('follows the selected partner when a move puts them out of view, and not one who was out of view already', () => {
    const { viewport, props, index } = setup({}, SMALL);
    const movedProfiles = SMALL.map((p) => (p.id === 'b' ? { ...p, parentId: 'c1' } : p));
    // 'b' rests near the bottom edge; under 'c1' it is two levels lower, below the canvas.
    const selected = { ...props, selected: index('b') };
    viewport.update(selected);
    const box = nodeScreenBox(props.scene.layout, viewport.getView(), index('b'));
    viewport.setView({ ...viewport.getView(), y: viewport.getView().y + (HEIGHT - 120 - box.top - box.height) });
    expect(isComfortablyVisible(props.scene.layout, viewport.getView(), index('b'), WIDTH, HEIGHT)).toBe(true);
    const moved = sceneOf(movedProfiles);
    const b = moved.layout.index.get('b')!;
    viewport.update({ ...selected, scene: moved, selected: b });
    expect(isComfortablyVisible(moved.layout, viewport.getView(), b, WIDTH, HEIGHT)).toBe(true);

    // A selection already out of view stays where the user left the view.
    const away = { x: 5000, y: 5000, k: 1 };
    viewport.setView(away);
    viewport.update({ ...selected, scene: sceneOf(SMALL), selected: index('b') });
    expect(viewport.getView()).toEqual(away);
  });

  it('leaves the view alone when the selection is comfortably visible', () => {
    const { viewport, props, index } = setup();
    const view = viewport.getView();
    viewport.update({ ...props, selected: index('a') });
    expect(viewport.getView()).toBe(view);
  });
});

describe('TreeViewport: keyboard', () => {
  it('starts the focus on the root, moves it with the arrows, selects with Enter, clears with Escape', () => {
    const { viewport, props, index } = setup();
    expect(viewport.key('Enter')).toBe(true);
    expect(props.onFocusNode).toHaveBeenLastCalledWith(index('root'));
    expect(viewport.key('ArrowDown')).toBe(true);
    expect(viewport.getFocused()).toBe(index('b'));
    viewport.key('ArrowLeft');
    viewport.key('ArrowDown');
    expect(viewport.getFocused()).toBe(index('a1'));
    viewport.key(' ');
    expect(props.onSelect).toHaveBeenLastCalledWith(index('a1'));
    expect(viewport.key('Escape')).toBe(false);
    expect(props.onSelect).toHaveBeenLastCalledWith(-1);
    expect(viewport.key('x')).toBe(false);
  });

  it('scrolls a focused node at the edge into view', () => {
    const { viewport, props, index } = setup();
    viewport.setView({ x: -2000, y: 0, k: 1 });
    viewport.focusVisible();
    expect(viewport.getFocused()).toBe(index('root'));
    const box = nodeScreenBox(props.scene.layout, viewport.getView(), index('root'));
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.left + box.width).toBeLessThanOrEqual(WIDTH);
  });

  it('starts the keyboard focus on the selection when there is one', () => {
    const { viewport, props, index } = setup();
    viewport.update({ ...props, selected: index('c') });
    viewport.focusVisible();
    expect(viewport.getFocused()).toBe(index('c'));
  });
});

describe('TreeViewport: the magnifier', () => {
  it('draws a 200 px lens at the pointer while on', () => {
    const { viewport, clock, canvas, props } = setup();
    viewport.update({ ...props, magnifier: true });
    viewport.pointerMove(300, 200);
    clock.runFrames();
    const arcs = canvas.calls.filter((c) => c.name === 'arc');
    expect(arcs[0].args.slice(0, 3)).toEqual([300, 200, LENS_SIZE / 2]);
    expect(canvas.calls.some((c) => c.name === 'clip')).toBe(true);
    canvas.calls.length = 0;
    viewport.pointerLeave();
    clock.runFrames();
    expect(canvas.calls.some((c) => c.name === 'clip')).toBe(false);
  });

  it('asks for no frame on pointer moves while off', () => {
    const { viewport, clock } = setup();
    viewport.pointerMove(300, 200);
    expect(clock.pendingFrames()).toBe(0);
  });
});

describe('TreeViewport: rendering onto another canvas (image export)', () => {
  it('draws the whole tree fitted into the given size on the background, leaving the page view alone', () => {
    const { viewport, props } = setup({ selected: 1 });
    const before = viewport.getView();
    const target = fakeCanvas();
    const view = viewport.renderTo(target, { width: 400, height: 300, dpr: 2 })!;
    expect([target.width, target.height]).toEqual([800, 600]);
    expect(target.calls.find((c) => c.name === 'fillRect')?.args).toEqual([0, 0, 400, 300]);
    const { layout } = props.scene;
    for (let i = 0; i < layout.count; i++) {
      const box = nodeScreenBox(layout, view, i);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(400);
    }
    expect(viewport.getView()).toBe(before);
  });
});

describe('TreeViewport: folded teams', () => {
  function folded() {
    const base = sceneOf(SMALL);
    const collapsed = collapsedMask(base.layout, { level: null, collapsed: ['a'], expanded: [] })!;
    const scene = { ...base, layout: foldLayout(base.layout, collapsed), fold: { collapsed, hidden: downlineCounts(base.layout) } };
    return setup({ scene, onToggleFold: vi.fn() });
  }

  it("draws the '+N' mark under a collapsed partner and opens the team when it is clicked", () => {
    const { viewport, canvas, props, index, centreOf } = folded();
    viewport.drawNow();
    expect(textsDrawn(canvas.calls)).toContain('+2');
    expect(textsDrawn(canvas.calls)).not.toContain('a1');
    const [x, y] = centreOf('a');
    viewport.click(x, y + 24 + 6 + 11);
    expect(props.onToggleFold).toHaveBeenCalledWith(index('a'), true);
    expect(props.onSelect).not.toHaveBeenCalled();
    viewport.click(x, y);
    expect(props.onSelect).toHaveBeenCalledWith(index('a'));
  });

  it('folds and opens the focused partner with - and +, only when that changes something', () => {
    const { viewport, props, index } = folded();
    viewport.key('Home');
    viewport.key('ArrowDown');
    viewport.key('ArrowLeft');
    expect(viewport.getFocused()).toBe(index('a'));
    expect(viewport.key('-')).toBe(true);
    expect(props.onToggleFold).not.toHaveBeenCalled();
    viewport.key('+');
    expect(props.onToggleFold).toHaveBeenCalledWith(index('a'), true);
    viewport.key('ArrowRight');
    viewport.key('ArrowRight');
    viewport.key('-');
    expect(props.onToggleFold).toHaveBeenLastCalledWith(index('c'), false);
  });

  it('does not centre a partner hidden in a folded team', () => {
    const { viewport, index } = folded();
    const view = viewport.getView();
    viewport.centreOn(index('a1'));
    expect(viewport.getView()).toBe(view);
  });
});
