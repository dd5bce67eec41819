import { NODE_H, NODE_W, type TreeLayout } from './layout';

/** Zoom 0.3 to 2 in steps of 0.1 (spec section 9). */
export const ZOOM_MIN = 0.3;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.1;

/** The view: screen = world * k + (x, y). */
export interface View {
  x: number;
  y: number;
  k: number;
}

/** A rectangle in world coordinates. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function clampZoom(k: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, k));
}

/** The next zoom level of a +/- button: snapped to the 0.1 grid, within the limits. */
export function stepZoom(k: number, direction: 1 | -1): number {
  const snapped = Math.round(k * 10) / 10;
  const next = Math.abs(snapped - k) < 1e-6 ? snapped + direction * ZOOM_STEP : direction > 0 ? Math.ceil(k * 10) / 10 : Math.floor(k * 10) / 10;
  return clampZoom(Math.round(next * 10) / 10);
}

/** The world rectangle a screen of `width` x `height` shows, grown by `margin` screen pixels. */
export function worldViewport(view: View, width: number, height: number, margin = 0): Rect {
  return {
    left: (-margin - view.x) / view.k,
    top: (-margin - view.y) / view.k,
    right: (width + margin - view.x) / view.k,
    bottom: (height + margin - view.y) / view.k,
  };
}

/** First position in `list` whose key is >= value (keys ascending). */
export function lowerBound(list: Int32Array, key: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key[list[mid]] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first row whose top is at or below `y`. */
function firstRowFrom(layout: TreeLayout, y: number): number {
  const tops = layout.rowTop;
  let lo = 0;
  let hi = tops.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tops[mid] < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Calls `visit` for every node whose box intersects the rectangle: O(rows * log n + visible). */
export function forEachVisible(layout: TreeLayout, rect: Rect, visit: (i: number) => void): void {
  const half = NODE_W / 2;
  const { rows, rowTop } = layout;
  for (let r = firstRowFrom(layout, rect.top - NODE_H); r < rows.length && rowTop[r] <= rect.bottom; r++) {
    const row = rows[r];
    for (let p = lowerBound(row, layout.x, rect.left - half); p < row.length; p++) {
      const i = row[p];
      if (layout.x[i] - half > rect.right) break;
      visit(i);
    }
  }
}

/**
 * Calls `visit` for every parent whose connector (links.ts) may cross the rectangle. Along a row
 * the connectors' boxes do not overlap and come by x.
 */
export function forEachVisibleParent(layout: TreeLayout, rect: Rect, visit: (i: number) => void): void {
  const { rowTop } = layout;
  const { parentRows, rowLinkBottom, boxLeft, boxRight } = layout.links;
  for (let r = 0; r < parentRows.length && rowTop[r] + NODE_H <= rect.bottom; r++) {
    if (rowLinkBottom[r] < rect.top) continue;
    const row = parentRows[r];
    for (let p = lowerBound(row, boxRight, rect.left); p < row.length; p++) {
      const i = row[p];
      if (boxLeft[i] > rect.right) break;
      visit(i);
    }
  }
}

/** The node under a world point, or -1. */
export function hitTest(layout: TreeLayout, wx: number, wy: number): number {
  const { rows, rowTop } = layout;
  for (let r = firstRowFrom(layout, wy - NODE_H); r < rows.length && rowTop[r] <= wy; r++) {
    const row = rows[r];
    const p = lowerBound(row, layout.x, wx - NODE_W / 2);
    if (p < row.length && Math.abs(layout.x[row[p]] - wx) <= NODE_W / 2) return row[p];
  }
  return -1;
}

export function screenToWorld(view: View, sx: number, sy: number): [number, number] {
  return [(sx - view.x) / view.k, (sy - view.y) / view.k];
}

/** Whether node i is laid out (not folded away inside a collapsed team, nor out of range). */
export function isShown(layout: TreeLayout, i: number): boolean {
  return i >= 0 && i < layout.count && layout.depth[i] >= 0;
}

/** The index of the partner with this id when the layout shows them, else -1. */
export function shownIndex(layout: TreeLayout, id: string | undefined): number {
  const i = id === undefined ? undefined : layout.index.get(id);
  return i !== undefined && isShown(layout, i) ? i : -1;
}

/** Node i's box on screen. */
export function nodeScreenBox(layout: TreeLayout, view: View, i: number): { left: number; top: number; width: number; height: number } {
  return {
    left: (layout.x[i] - NODE_W / 2) * view.k + view.x,
    top: layout.y[i] * view.k + view.y,
    width: NODE_W * view.k,
    height: NODE_H * view.k,
  };
}

/** The smallest name that reads (CSS px), and the zoom a tree opens at: its names at 11.2 px (NAME_SIZE 14). */
export const LEGIBLE_NAME_PX = 11;
export const OPENING_ZOOM = 0.8;
/** Room above the root in the first view: the phone's floating toolbar lies over the canvas there. */
const OPENING_TOP = 80;

/**
 * The first view of a tree (issue 35): the root centred at the top, at a zoom whose names read,
 * so the first levels under it fill the screen (a compact block of 300 partners shows dozens of names).
 */
export function openingView(layout: TreeLayout, width: number): View {
  const root = layout.roots[0];
  const k = OPENING_ZOOM;
  return { k, x: width / 2 - layout.x[root] * k, y: OPENING_TOP - layout.y[root] * k };
}

/** How many names the view shows whole and at least LEGIBLE_NAME_PX large, per level (the root is level 0). */
export function legibleNames(layout: TreeLayout, view: View, width: number, height: number, nameSize: number): number[] {
  const counts: number[] = [];
  if (nameSize * view.k < LEGIBLE_NAME_PX) return counts;
  const rect = worldViewport(view, width, height);
  forEachVisible(layout, rect, (i) => {
    const whole = layout.x[i] - NODE_W / 2 >= rect.left && layout.x[i] + NODE_W / 2 <= rect.right && layout.y[i] >= rect.top && layout.y[i] + NODE_H <= rect.bottom;
    if (whole) counts[layout.depth[i]] = (counts[layout.depth[i]] ?? 0) + 1;
  });
  return Array.from(counts, (n) => n ?? 0);
}

/** How many partners the layout draws (its rows hold every drawn partner once). */
export function drawnPartners(layout: TreeLayout): number {
  let n = 0;
  for (const row of layout.rows) n += row.length;
  return n;
}

/** The view that keeps the zoom and shows node i centred horizontally, at a third of the height. */
export function viewCentredOn(layout: TreeLayout, i: number, width: number, height: number, k: number): View {
  return { k, x: width / 2 - layout.x[i] * k, y: height / 3 - (layout.y[i] + NODE_H / 2) * k };
}

/** The view that brings node i on screen with the least movement (unchanged when it already is). */
export function viewRevealing(layout: TreeLayout, view: View, i: number, width: number, height: number, pad = 24): View {
  const box = nodeScreenBox(layout, view, i);
  let { x, y } = view;
  if (box.left < pad) x += pad - box.left;
  else if (box.left + box.width > width - pad) x -= box.left + box.width - (width - pad);
  if (box.top < pad) y += pad - box.top;
  else if (box.top + box.height > height - pad) y -= box.top + box.height - (height - pad);
  return { x, y, k: view.k };
}

/** Room kept around a node brought into view: its action buttons sit below it, the page's controls above. */
export const REVEAL_PADDING = { top: 72, bottom: 72, side: 32 } as const;

/** Whether node i's box (with REVEAL_PADDING around it) is fully on screen. */
export function isComfortablyVisible(layout: TreeLayout, view: View, i: number, width: number, height: number): boolean {
  const box = nodeScreenBox(layout, view, i);
  const pad = REVEAL_PADDING;
  return box.left >= pad.side && box.left + box.width <= width - pad.side && box.top >= pad.top && box.top + box.height <= height - pad.bottom;
}

/** The world box of some nodes (all when `nodes` is omitted). */
export function boundsOf(layout: TreeLayout, nodes?: Iterable<number>): Rect | null {
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  const visit = (i: number) => {
    if (layout.depth[i] < 0) return;
    left = Math.min(left, layout.x[i] - NODE_W / 2);
    right = Math.max(right, layout.x[i] + NODE_W / 2);
    top = Math.min(top, layout.y[i]);
    bottom = Math.max(bottom, layout.y[i] + NODE_H);
  };
  if (nodes) for (const i of nodes) visit(i);
  // The 'Show more' nodes of wide teams (after the partners) are part of the picture.
  else for (let i = 0; i < layout.depth.length; i++) visit(i);
  return left === Infinity ? null : { left, top, right, bottom };
}

/**
 * The view that shows a world box whole and centred, as large as the zoom limits allow (a box
 * too big for 30% shows its top centre). `margin` is kept free on every side.
 */
export function viewFitting(box: Rect, width: number, height: number, margin = 48): View {
  const k = clampZoom(Math.min((width - 2 * margin) / (box.right - box.left), (height - 2 * margin) / (box.bottom - box.top)));
  const centreX = (box.left + box.right) / 2;
  const fitsHeight = (box.bottom - box.top) * k <= height - 2 * margin;
  const y = fitsHeight ? height / 2 - ((box.top + box.bottom) / 2) * k : margin - box.top * k;
  return { k, x: width / 2 - centreX * k, y };
}
