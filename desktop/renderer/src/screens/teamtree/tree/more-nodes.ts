import type { Rect } from './geometry';
import { NODE_H, NODE_W, type TreeLayout } from './layout';
import { stubOf } from './links';
import { moreLabel } from './paging';
import type { Palette } from './palette';

/**
 * The 'Show 500 more (1,234 left)' nodes of very wide teams (paging.ts) on the canvas: node
 * `layout.count + m` of the layout's place arrays. They are few (one per wide team), so they are
 * visited one by one rather than through the rows.
 */

/** Whether node i is a 'Show more' node of the layout. */
export function isMoreNode(layout: TreeLayout, i: number): boolean {
  return i >= layout.count && i < layout.count + layout.more.parent.length;
}

/** Whether node i, a partner or a 'Show more' node, is drawn. */
export function isDrawn(layout: TreeLayout, i: number): boolean {
  return i >= 0 && i < layout.depth.length && layout.depth[i] >= 0;
}

/** The partner whose team a 'Show more' node belongs to. */
export function moreParent(layout: TreeLayout, i: number): number {
  return layout.more.parent[i - layout.count];
}

/** The words on 'Show more' node i. */
export function moreNodeLabel(layout: TreeLayout, i: number): string {
  return moreLabel(layout.more.left[i - layout.count]);
}

/** Calls `visit` for each drawn 'Show more' node whose box meets the rectangle. */
export function forEachVisibleMore(layout: TreeLayout, rect: Rect, visit: (i: number) => void): void {
  for (let m = 0; m < layout.more.parent.length; m++) {
    const i = layout.count + m;
    if (layout.depth[i] < 0) continue;
    const [x, y] = [layout.x[i], layout.y[i]];
    if (x + NODE_W / 2 >= rect.left && x - NODE_W / 2 <= rect.right && y + NODE_H >= rect.top && y <= rect.bottom) visit(i);
  }
}

/** The 'Show more' node under a world point, or -1. */
export function hitMore(layout: TreeLayout, wx: number, wy: number): number {
  let hit = -1;
  forEachVisibleMore(layout, { left: wx, right: wx, top: wy, bottom: wy }, (i) => (hit = i));
  return hit;
}

const MORE_FONT = '600 13px ui-sans-serif, system-ui, sans-serif';

/** Adds the stubs of these 'Show more' nodes to the connectors' path. */
export function traceMoreStubs(ctx: CanvasRenderingContext2D, layout: TreeLayout, nodes: readonly number[]): void {
  for (const i of nodes) {
    const [x1, y1, x2, y2] = stubOf(layout.x[i], layout.y[i], layout.joinY[i], layout.side[i]);
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
  }
}

/** Draws these 'Show more' nodes (world transform set): a dashed box with its words from 40% zoom on. */
export function drawMoreNodes(ctx: CanvasRenderingContext2D, layout: TreeLayout, nodes: readonly number[], palette: Palette, k: number, withText: boolean): void {
  if (nodes.length === 0) return;
  const tone = palette.tones[0];
  ctx.beginPath();
  for (const i of nodes) {
    const left = layout.x[i] - NODE_W / 2;
    if (typeof ctx.roundRect === 'function') ctx.roundRect(left, layout.y[i], NODE_W, NODE_H, NODE_H / 2);
    else ctx.rect(left, layout.y[i], NODE_W, NODE_H);
  }
  ctx.fillStyle = tone.fill;
  ctx.fill();
  ctx.setLineDash([6 / k, 4 / k]);
  ctx.lineWidth = 1.5 / k;
  ctx.strokeStyle = palette.focus;
  ctx.stroke();
  ctx.setLineDash([]);
  if (!withText) return;
  ctx.font = MORE_FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = palette.focus;
  for (const i of nodes) ctx.fillText(moreNodeLabel(layout, i), layout.x[i], layout.y[i] + NODE_H / 2, NODE_W - 12);
}
