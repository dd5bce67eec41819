import { describe, expect, it, vi } from 'vitest';
import { nodeScreenBox } from '../../../../../desktop/renderer/src/screens/teamtree/tree/geometry';
import { TreeViewport } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/TreeViewport';
import { LONG_PRESS_MS, type DragRules } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/node-drag';
import type { ViewportProps } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/viewport-props';
import { LIGHT } from '../../../../../desktop/renderer/src/screens/teamtree/tree/palette';
import { SMALL } from '../fixtures';
import { fakeCanvas, manualClock } from './fake-canvas';
import { sceneOf } from './scene';

/** root > a (a1, a2), b, c (c1): 'a' may not go under its own a1, nor under root (its upline). */
function setup(withRules = true) {
  const clock = manualClock();
  const scene = sceneOf(SMALL);
  const { layout } = scene;
  const onDrop = vi.fn();
  const rules: DragRules = {
    canDrag: (i) => layout.parent[i] >= 0,
    refusal: (mover, target) => (layout.parent[target] === mover ? 'own downline' : target === layout.parent[mover] ? 'already there' : target === mover ? 'itself' : null),
    onDrop,
  };
  const onSelect = vi.fn();
  const props: ViewportProps = { scene, palette: LIGHT, selected: -1, magnifier: false, onSelect, ...(withRules ? { drag: rules } : {}) };
  const viewport = new TreeViewport(props, clock);
  viewport.useCanvas(fakeCanvas());
  viewport.resize(1000, 600);
  clock.runFrames();
  const at = (id: string): [number, number] => {
    const box = nodeScreenBox(layout, viewport.getView(), layout.index.get(id)!);
    return [box.left + box.width / 2, box.top + box.height / 2];
  };
  const index = (id: string) => layout.index.get(id)!;
  return { viewport, clock, onDrop, onSelect, at, index };
}

describe('dragging a node onto another', () => {
  it('a mouse press on a node becomes a drag after a few pixels; the target is allowed or refused with the reason; a drop on an allowed one is handed over', () => {
    const { viewport, onDrop, onSelect, at, index } = setup();
    expect(viewport.pointerDown(...at('a'), false)).toBe(true);
    expect(viewport.drag.holdsMouse).toBe(true);
    viewport.pointerMove(at('a')[0] + 2, at('a')[1]);
    expect(viewport.drag.dragging).toBeNull();
    viewport.pointerMove(...at('a1'));
    expect(viewport.drag.dragging).toMatchObject({ mover: index('a'), target: index('a1'), refusal: 'own downline' });
    viewport.pointerMove(...at('b'));
    expect(viewport.drag.dragging).toMatchObject({ target: index('b'), refusal: null });
    expect(viewport.pointerUp()).toBe(true);
    expect(onDrop).toHaveBeenCalledWith(index('a'), index('b'));
    // The click the browser sends after the release selects nothing.
    viewport.click(...at('b'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('a release on a refused target or after Escape drops nothing; a press without a move is a click', () => {
    const { viewport, onDrop, onSelect, at, index } = setup();
    viewport.pointerDown(...at('a'), false);
    viewport.pointerMove(...at('a1'));
    viewport.pointerUp();
    viewport.pointerDown(...at('a'), false);
    viewport.pointerMove(...at('b'));
    expect(viewport.key('Escape')).toBe(true);
    expect(viewport.drag.dragging).toBeNull();
    viewport.pointerUp();
    expect(onDrop).not.toHaveBeenCalled();
    viewport.pointerDown(...at('a'), false);
    viewport.pointerUp();
    viewport.click(...at('a'));
    expect(onSelect).toHaveBeenCalledWith(index('a'));
  });

  it('never picks up the root, nor anything without rules (a READ member): the press pans', () => {
    expect(setup().viewport.pointerDown(...setup().at('root'), false)).toBe(false);
    const { viewport, at } = setup(false);
    expect(viewport.pointerDown(...at('a'), false)).toBe(false);
    viewport.pointerMove(...at('b'));
    expect(viewport.drag.dragging).toBeNull();
  });

  it('a finger picks a node up only after a long press; moving at once pans', () => {
    const { viewport, clock, at, index } = setup();
    viewport.pointerDown(...at('a'), true);
    expect(viewport.drag.holdsMouse).toBe(false);
    viewport.pointerMove(at('a')[0] + 20, at('a')[1]);
    clock.runTimers();
    expect(viewport.drag.dragging).toBeNull();
    // A pan is not a held press: the browser's menu is left alone.
    expect(viewport.drag.held).toBe(false);
    viewport.pointerDown(...at('a'), true);
    expect(viewport.drag.held).toBe(true);
    clock.runTimers();
    expect(viewport.drag.dragging).toMatchObject({ mover: index('a') });
    expect(viewport.drag.held).toBe(true);
    viewport.pointerMove(...at('c'));
    expect(viewport.drag.dragging).toMatchObject({ target: index('c'), refusal: null });
    viewport.pointerUp();
    expect(viewport.drag.held).toBe(false);
    expect(LONG_PRESS_MS).toBeGreaterThan(0);
  });

  it('near an edge the view scrolls that way on every frame of the drag', () => {
    const { viewport, clock, at } = setup();
    viewport.pointerDown(...at('a'), false);
    viewport.pointerMove(5, 300);
    const before = viewport.getView().x;
    clock.runFrames();
    clock.runFrames();
    expect(viewport.getView().x).toBeGreaterThan(before);
    viewport.pointerMove(500, 300);
    clock.runFrames();
    const still = viewport.getView().x;
    clock.runFrames();
    expect(viewport.getView().x).toBe(still);
  });

  it("goes on through someone else's change that moves indexes, with the new rules; ends when the dragged partner is gone", () => {
    const { viewport, at, onSelect } = setup();
    viewport.pointerDown(...at('a'), false);
    viewport.pointerMove(...at('c'));
    // A partner added before everyone else: every index moves by one.
    const changed = (profiles: typeof SMALL) => {
      const scene = sceneOf(profiles);
      const onDrop = vi.fn();
      const drag: DragRules = { canDrag: (i) => scene.layout.parent[i] >= 0, refusal: () => null, onDrop };
      viewport.update({ scene, palette: LIGHT, selected: -1, magnifier: false, onSelect, drag });
      const index = (id: string) => scene.layout.index.get(id)!;
      const centre = (id: string): [number, number] => {
        const box = nodeScreenBox(scene.layout, viewport.getView(), index(id));
        return [box.left + box.width / 2, box.top + box.height / 2];
      };
      return { onDrop, index, centre };
    };
    const next = changed([{ id: 'new', parentId: 'root' }, ...SMALL]);
    expect(viewport.drag.dragging).toMatchObject({ mover: next.index('a') });
    viewport.pointerMove(...next.centre('b'));
    viewport.pointerUp();
    expect(next.onDrop).toHaveBeenCalledWith(next.index('a'), next.index('b'));

    viewport.pointerDown(...next.centre('a'), false);
    viewport.pointerMove(...next.centre('c'));
    changed(SMALL.filter((p) => p.id !== 'a' && p.parentId !== 'a'));
    expect(viewport.drag.dragging).toBeNull();
  });
});

