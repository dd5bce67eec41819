import { describe, expect, it } from 'vitest';
import { boundsOf, nodeScreenBox } from '../../../../../desktop/renderer/src/screens/teamtree/tree/geometry';
import { IMAGE_LIMITS, wholeTreeRequest } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/render-to';
import { TreeViewport } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/TreeViewport';
import { DARK, LIGHT } from '../../../../../desktop/renderer/src/screens/teamtree/tree/palette';
import { mlmTree, SMALL } from '../fixtures';
import { fakeCanvas, manualClock, textsDrawn } from './fake-canvas';
import { sceneOf } from './scene';

describe('wholeTreeRequest: the whole tree as one image', () => {
  it('draws a small tree at 100% with every node inside, twice as sharp', () => {
    const scene = sceneOf(SMALL);
    const request = wholeTreeRequest(scene)!;
    expect(request.view?.k).toBe(1);
    expect(request.dpr).toBe(2);
    const box = boundsOf(scene.layout)!;
    expect(request.width).toBe(box.right - box.left + 64);
    expect(request.height).toBe(box.bottom - box.top + 64);
    for (let i = 0; i < scene.layout.count; i++) {
      const node = nodeScreenBox(scene.layout, request.view!, i);
      expect(node.left).toBeGreaterThanOrEqual(32);
      expect(node.top).toBeGreaterThanOrEqual(32);
      expect(node.left + node.width).toBeLessThanOrEqual(request.width - 32);
      expect(node.top + node.height).toBeLessThanOrEqual(request.height - 32);
    }
  });

  it('keeps a large tree within the side and area limits by drawing it smaller', () => {
    const scene = sceneOf(mlmTree(20_000));
    const request = wholeTreeRequest(scene)!;
    const pixels = (request.width * request.dpr!) * (request.height * request.dpr!);
    expect(request.view!.k).toBeLessThan(1);
    expect(request.dpr).toBe(1);
    expect(request.width).toBeLessThanOrEqual(IMAGE_LIMITS.maxSide);
    expect(request.height).toBeLessThanOrEqual(IMAGE_LIMITS.maxSide);
    expect(pixels).toBeLessThanOrEqual(IMAGE_LIMITS.maxPixels);
  });

  it('lowers the sharpness before the zoom when only that is too much', () => {
    const scene = sceneOf(SMALL);
    const box = boundsOf(scene.layout)!;
    const side = box.right - box.left + 64;
    const request = wholeTreeRequest(scene, { maxSide: side * 1.5, maxPixels: 1e9, maxScale: 2 })!;
    expect(request.view!.k).toBe(1);
    expect(request.dpr).toBeCloseTo(1.5);
  });

  it('answers null for an empty tree', () => {
    expect(wholeTreeRequest(sceneOf([]))).toBeNull();
  });
});

describe('TreeViewport.renderTo with its own palette', () => {
  it('draws in the given colours (paper: light) while the page shows dark ones, the names included', () => {
    const viewport = new TreeViewport({ scene: sceneOf(SMALL), palette: DARK, selected: -1, magnifier: false, onSelect: () => undefined }, manualClock());
    const target = fakeCanvas();
    const request = wholeTreeRequest(viewport.getScene())!;
    viewport.renderTo(target, { ...request, palette: LIGHT });
    expect([target.width, target.height]).toEqual([request.width * 2, request.height * 2]);
    expect(target.calls.find((c) => c.name === 'fillRect')?.args).toEqual([0, 0, request.width, request.height]);
    const fills = target.calls.filter((c) => c.name === 'set fillStyle').map((c) => c.args[0]);
    expect(fills[0]).toBe(LIGHT.background);
    expect(fills).not.toContain(DARK.background);
    expect(textsDrawn(target.calls)).toEqual(expect.arrayContaining(SMALL.map((p) => p.id)));
  });
});
