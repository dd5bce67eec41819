/**
 * The connectors between partners, for either layout, made from the nodes' places: each child
 * reaches its parent's connector by a stub (up from its top to a bar, or sideways from its
 * side to a column's line), and each parent owns a trunk down from it, its bars and its lines.
 * Made once per layout (and per frame of a glide, from the travelling places).
 */

import { NODE_H, NODE_W } from './sizes';

/** The gap between a leaf in a compact block and the line beside it. */
export const STUB = 16;

/** How a node meets its parent's connector. */
export const Side = {
  /** A stub up from its top to the bar at `joinY`. */
  Top: 0,
  /** A leaf right of its line: a stub from its left side. */
  LineLeft: 1,
  /** A leaf left of its line: a stub from its right side. */
  LineRight: -1,
} as const;

/** The x of the line a leaf with this side hangs on. */
export function lineX(x: number, side: number): number {
  return x - side * (NODE_W / 2 + STUB);
}

export interface LinkInput {
  count: number;
  childStart: Int32Array;
  childList: Int32Array;
  x: Float64Array;
  /** Node tops. */
  y: Float64Array;
  /** Per node: shown (>= 0) or not. */
  depth: ArrayLike<number>;
  joinY: Float64Array;
  side: Int8Array;
  /** Shown nodes by row (one y each), each row by x. */
  rows: readonly Int32Array[];
}

export interface Links {
  /** Per node, the segments its connector draws: `segs[4s .. 4s + 3]` = x1, y1, x2, y2 for s in segStart[i] .. segStart[i + 1]. */
  segStart: Int32Array;
  segs: Float64Array;
  /** Per node, the box its connector lies in (its top is the node's bottom). */
  boxLeft: Float64Array;
  boxRight: Float64Array;
  boxBottom: Float64Array;
  /** Per row of the layout: its nodes with a connector, by x (their boxes do not overlap along a row). */
  parentRows: Int32Array[];
  /** Per row: the lowest of its connectors' boxes. */
  rowLinkBottom: Float64Array;
}

/** A parent's bars (by y) and lines (by x and top) while its connector is made. */
class Parts {
  barY: number[] = [];
  barMin: number[] = [];
  barMax: number[] = [];
  lineX: number[] = [];
  lineTop: number[] = [];
  lineBottom: number[] = [];

  clear(): void {
    for (const list of [this.barY, this.barMin, this.barMax, this.lineX, this.lineTop, this.lineBottom]) list.length = 0;
  }

  bar(y: number, x: number): void {
    const b = this.barY.indexOf(y);
    if (b < 0) {
      this.barY.push(y);
      this.barMin.push(x);
      this.barMax.push(x);
    } else {
      this.barMin[b] = Math.min(this.barMin[b], x);
      this.barMax[b] = Math.max(this.barMax[b], x);
    }
  }

  line(x: number, top: number, bottom: number): void {
    for (let l = 0; l < this.lineX.length; l++) {
      if (this.lineX[l] === x && this.lineTop[l] === top) {
        this.lineBottom[l] = Math.max(this.lineBottom[l], bottom);
        return;
      }
    }
    this.lineX.push(x);
    this.lineTop.push(top);
    this.lineBottom.push(bottom);
  }
}

export function buildLinks(input: LinkInput): Links {
  const { count, rows } = input;
  const segStart = new Int32Array(count + 1);
  const out: number[] = [];
  const boxLeft = new Float64Array(count);
  const boxRight = new Float64Array(count);
  const boxBottom = new Float64Array(count);
  const parts = new Parts();
  for (let i = 0; i < count; i++) {
    segStart[i] = out.length / 4;
    connector(input, i, parts, out, boxLeft, boxRight, boxBottom);
  }
  segStart[count] = out.length / 4;
  const parentRows = rows.map((row) => row.filter((i) => segStart[i + 1] > segStart[i]));
  const rowLinkBottom = Float64Array.from(parentRows, (row) => row.reduce((low, i) => Math.max(low, boxBottom[i]), -Infinity));
  return { segStart, segs: Float64Array.from(out), boxLeft, boxRight, boxBottom, parentRows, rowLinkBottom };
}

/** Node i's trunk, bars and lines into `out` (nothing when no child of it is shown). */
function connector(input: LinkInput, i: number, parts: Parts, out: number[], boxLeft: Float64Array, boxRight: Float64Array, boxBottom: Float64Array): void {
  const { childStart, childList, x, y, depth, joinY, side } = input;
  if (depth[i] < 0) return;
  parts.clear();
  let trunkEnd = -Infinity;
  for (let c = childStart[i]; c < childStart[i + 1]; c++) {
    const k = childList[c];
    if (depth[k] < 0) continue;
    trunkEnd = Math.max(trunkEnd, joinY[k]);
    if (side[k] === Side.Top) parts.bar(joinY[k], x[k]);
    else {
      const at = lineX(x[k], side[k]);
      parts.bar(joinY[k], at);
      parts.line(at, joinY[k], y[k] + NODE_H / 2);
    }
  }
  if (trunkEnd === -Infinity) return;
  const px = x[i];
  const top = y[i] + NODE_H;
  let left = px;
  let right = px;
  let bottom = trunkEnd;
  out.push(px, top, px, trunkEnd);
  for (let b = 0; b < parts.barY.length; b++) {
    const from = Math.min(parts.barMin[b], px);
    const to = Math.max(parts.barMax[b], px);
    out.push(from, parts.barY[b], to, parts.barY[b]);
    left = Math.min(left, from);
    right = Math.max(right, to);
  }
  for (let l = 0; l < parts.lineX.length; l++) {
    out.push(parts.lineX[l], parts.lineTop[l], parts.lineX[l], parts.lineBottom[l]);
    bottom = Math.max(bottom, parts.lineBottom[l]);
  }
  boxLeft[i] = left;
  boxRight[i] = right;
  boxBottom[i] = bottom;
}

/** Node i's stub to its parent's connector, as x1, y1, x2, y2. */
export function stubOf(x: number, y: number, joinY: number, side: number): [number, number, number, number] {
  if (side === Side.Top) return [x, y, x, joinY];
  const mid = y + NODE_H / 2;
  return [x - (side * NODE_W) / 2, mid, lineX(x, side), mid];
}
