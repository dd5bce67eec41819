import { describe, expect, it } from 'vitest';
import { FrameLoop } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/frame-loop';
import { buttonsCentre, OverlayFollower, type OverlayElement } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/overlay-follower';
import { zoomAround } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/zoom-math';
import { keyIntent } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/keyboard';
import { buildLayout } from '../../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { SMALL } from '../fixtures';
import { manualClock } from './fake-canvas';

function fakeOverlay(focusInside = false): OverlayElement {
  const inside = { id: 'button' };
  return { style: { display: 'none', transform: '' }, contains: (node: unknown) => focusInside && node === inside, ownerDocument: { activeElement: inside } } as unknown as OverlayElement;
}

describe('FrameLoop', () => {
  it('runs one draw per frame, drops a pending frame when drawing now, and can be cancelled', () => {
    const clock = manualClock();
    let draws = 0;
    const loop = new FrameLoop(clock, () => draws++);
    loop.request();
    loop.request();
    expect(clock.runFrames()).toBe(1);
    expect(draws).toBe(1);
    loop.request();
    loop.now();
    expect(draws).toBe(2);
    expect(clock.runFrames()).toBe(0);
    loop.request();
    loop.cancel();
    expect(clock.runFrames()).toBe(0);
    expect(loop.isPending).toBe(false);
  });
});

describe('OverlayFollower: the selected node buttons', () => {
  const layout = buildLayout(SMALL);
  const view = { x: 100, y: 50, k: 1 };

  it('places the buttons under the node at once on the first frame and when the view did not move', () => {
    const el = fakeOverlay();
    const follower = new OverlayFollower(el, manualClock());
    follower.follow(layout, view, 0, () => view);
    expect(el.style.display).toBe('');
    expect(el.style.transform).toBe(`translate(${100 + layout.x[0]}px, ${50 + 48 + 6}px) translateX(-50%)`);
  });

  it('hides them while the view moves and brings them back once it rests', () => {
    const clock = manualClock();
    const el = fakeOverlay();
    const follower = new OverlayFollower(el, clock);
    follower.follow(layout, view, 0, () => view);
    const moved = { ...view, x: 300 };
    follower.follow(layout, moved, 0, () => moved);
    expect(el.style.display).toBe('none');
    expect(clock.runTimers()).toBe(1);
    expect(el.style.display).toBe('');
    expect(el.style.transform).toContain(`translate(${300 + layout.x[0]}px`);
  });

  it('keeps the whole row of buttons inside the canvas for a partner at its edge', () => {
    expect(buttonsCentre(200, 300, 390)).toBe(200);
    expect(buttonsCentre(73, 294, 390)).toBe(151);
    expect(buttonsCentre(380, 294, 390)).toBe(239);
    expect(buttonsCentre(100, 500, 390)).toBe(195);
    expect(buttonsCentre(73, 294, 0)).toBe(73);
    const el = { ...fakeOverlay(), offsetWidth: 294 } as OverlayElement;
    const follower = new OverlayFollower(el, manualClock(), () => 390);
    const atEdge = { x: 40 - layout.x[0], y: 50, k: 1 };
    follower.follow(layout, atEdge, 0, () => atEdge);
    expect(el.style.transform).toBe(`translate(151px, ${50 + 48 + 6}px) translateX(-50%)`);
  });

  it('keeps them while one of them has the focus, and hides them without a selection', () => {
    const el = fakeOverlay(true);
    const follower = new OverlayFollower(el, manualClock());
    follower.follow(layout, view, 0, () => view);
    follower.follow(layout, { ...view, x: 0 }, 0, () => view);
    expect(el.style.display).toBe('');
    follower.follow(layout, view, -1, () => view);
    expect(el.style.display).toBe('none');
  });
});

describe('zoomAround and keys', () => {
  it('keeps the point under the pointer fixed', () => {
    const next = zoomAround({ x: 10, y: 20, k: 0.5 }, 1.5, [200, 100]);
    expect(next.k).toBe(1.5);
    expect((200 - next.x) / next.k).toBeCloseTo((200 - 10) / 0.5, 9);
    expect((100 - next.y) / next.k).toBeCloseTo((100 - 20) / 0.5, 9);
  });

  it('maps the keys the canvas answers to', () => {
    expect(['Enter', ' ', 'Escape', 'ArrowUp', 'Home', 'Tab'].map(keyIntent)).toEqual(['activate', 'activate', 'clear', 'move', 'move', null]);
  });
});
