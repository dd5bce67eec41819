import { Side, STUB } from './links';
import { LEVEL_GAP, LEVEL_STEP, NODE_H, NODE_W, SIBLING_GAP } from './sizes';

/**
 * The compact layout (issue 35): under each partner, the partners without a team of their own
 * (leaves) stand in a block of columns on both sides of a vertical line from the partner (the
 * bus), as many columns as keep the block about as wide as it is tall; the partners with a team
 * stand side by side in rows, at most ROW_MAX to a row, half left and half right of the block
 * (or of the bus, when the bus goes on to a row below); the last row without a block is one
 * centred row, as in the classic tree. Every team is a box: boxes of one row never overlap, a
 * row starts below everything of the row above. Pure and in flat arrays, like tidy-tree.ts.
 */

/** Team partners in one row before it wraps. */
export const ROW_MAX = 8;
/** Leaves that make a block (fewer stand in the row with the others). */
export const BLOCK_MIN = 3;
/** One row of a block: a node and the gap under it. */
export const BLOCK_ROW = NODE_H + 16;
/** One column of a block: a node and the two stubs' room beside it. */
export const BLOCK_COLUMN = NODE_W + 2 * STUB;
/** What a collapsed partner's '+N' mark needs below it (fold-marks.ts MARK_BELOW). */
const MARK_ROOM = 28;
/** Room kept free on each side of a bus that runs down between the halves of a row. */
const BUS_CLEAR = SIBLING_GAP / 2;

export interface CompactInput {
  count: number;
  childStart: Int32Array;
  childList: Int32Array;
  roots: readonly number[];
  collapsed?: Uint8Array;
}

export interface CompactResult {
  /** Node centres. */
  x: Float64Array;
  /** Node tops. */
  y: Float64Array;
  /** Depth below the top level, -1 when not shown. */
  depth: Int32Array;
  /** The y of the bar each node's connector meets. */
  joinY: Float64Array;
  side: Int8Array;
  /** The shown nodes in pre-order. */
  order: Int32Array;
}

/** How many columns a block of n leaves gets: the even number that makes the block most nearly square. */
export function blockColumns(n: number): number {
  const guess = Math.max(2, 2 * Math.round(Math.sqrt((n * BLOCK_ROW) / BLOCK_COLUMN) / 2));
  let best = 2;
  let bestSkew = Infinity;
  for (let columns = Math.max(2, guess - 2); columns <= guess + 2; columns += 2) {
    const skew = Math.abs(Math.log((columns * BLOCK_COLUMN - 2 * STUB) / (Math.ceil(n / columns) * BLOCK_ROW - (BLOCK_ROW - NODE_H))));
    if (skew < bestSkew) [best, bestSkew] = [columns, skew];
  }
  return best;
}

/** The centre of the k-th leaf of a block of `columns` columns (read row by row), from the bus. */
export function blockCellX(k: number, columns: number): number {
  const half = columns / 2;
  const column = k % columns;
  const right = column >= half;
  const centre = STUB + NODE_W / 2 + (right ? column - half : half - 1 - column) * BLOCK_COLUMN;
  return right ? centre : -centre;
}

/** Per node, relative to its parent (offsets) and to itself (its team's box), filled children first. */
class Boxes {
  readonly dx: Float64Array;
  readonly dy: Float64Array;
  readonly dJoin: Float64Array;
  readonly left: Float64Array;
  readonly right: Float64Array;
  readonly bottom: Float64Array;

  constructor(count: number) {
    this.dx = new Float64Array(count);
    this.dy = new Float64Array(count);
    this.dJoin = new Float64Array(count);
    this.left = new Float64Array(count);
    this.right = new Float64Array(count);
    this.bottom = new Float64Array(count);
  }
}

export function compactTree(input: CompactInput): CompactResult {
  const { count } = input;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const depth = new Int32Array(count).fill(-1);
  const joinY = new Float64Array(count);
  const side = new Int8Array(count);
  if (count === 0 || input.roots.length === 0) return { x, y, depth, joinY, side, order: new Int32Array(0) };
  const order = preOrder(input, depth);
  const boxes = new Boxes(count);
  placeAll(input, order, boxes, side);
  // The top-level nodes in one centred row, as the children of an unseen node.
  const top = new Placer(input, boxes, side);
  const roots = Int32Array.from(input.roots);
  top.row(roots, 0, false, null);
  absolute(order, input, boxes, x, y, joinY);
  return { x, y, depth, joinY, side, order };
}

/** The shown nodes in pre-order (children in their order), with their depths. */
function preOrder({ count, childStart, childList, roots, collapsed }: CompactInput, depth: Int32Array): Int32Array {
  const order = new Int32Array(count);
  const stack = new Int32Array(count);
  let top = 0;
  let n = 0;
  for (let r = roots.length - 1; r >= 0; r--) {
    stack[top++] = roots[r];
    depth[roots[r]] = 0;
  }
  while (top > 0) {
    const v = stack[--top];
    order[n++] = v;
    if (collapsed?.[v]) continue;
    for (let c = childStart[v + 1] - 1; c >= childStart[v]; c--) {
      const k = childList[c];
      if (depth[k] >= 0) continue;
      depth[k] = depth[v] + 1;
      stack[top++] = k;
    }
  }
  return order.slice(0, n);
}

/** Children before parents: each shown node's team placed around it. */
function placeAll(input: CompactInput, order: Int32Array, boxes: Boxes, side: Int8Array): void {
  const placer = new Placer(input, boxes, side);
  for (let n = order.length - 1; n >= 0; n--) placer.team(order[n]);
}

function absolute(order: Int32Array, { childStart, childList, collapsed, roots }: CompactInput, boxes: Boxes, x: Float64Array, y: Float64Array, joinY: Float64Array): void {
  // The top-level nodes' offsets are from the unseen parent at 0, 0.
  for (const r of roots) [x[r], y[r], joinY[r]] = [boxes.dx[r], boxes.dy[r], boxes.dJoin[r]];
  for (const v of order) {
    if (collapsed?.[v]) continue;
    for (let c = childStart[v]; c < childStart[v + 1]; c++) {
      const k = childList[c];
      x[k] = x[v] + boxes.dx[k];
      y[k] = y[v] + boxes.dy[k];
      joinY[k] = y[v] + boxes.dJoin[k];
    }
  }
}

/** Places the children of one node around it (their teams already placed). */
class Placer {
  constructor(
    private readonly input: CompactInput,
    private readonly boxes: Boxes,
    private readonly side: Int8Array,
  ) {}

  private hasTeam(k: number): boolean {
    return this.input.childStart[k + 1] > this.input.childStart[k];
  }

  team(v: number): void {
    const { childStart, childList, collapsed } = this.input;
    const b = this.boxes;
    b.left[v] = -NODE_W / 2;
    b.right[v] = NODE_W / 2;
    b.bottom[v] = NODE_H;
    const first = childStart[v];
    const end = childStart[v + 1];
    if (first === end) return;
    if (collapsed?.[v]) {
      b.bottom[v] = NODE_H + MARK_ROOM;
      return;
    }
    let leaves = 0;
    for (let c = first; c < end; c++) if (!this.hasTeam(childList[c])) leaves++;
    const blocked = leaves >= BLOCK_MIN;
    const rowKids: number[] = [];
    const blockKids: number[] = [];
    for (let c = first; c < end; c++) {
      const k = childList[c];
      if (blocked && !this.hasTeam(k)) blockKids.push(k);
      else rowKids.push(k);
    }
    let top = LEVEL_STEP;
    let blockBox: [number, number] | null = null;
    if (blocked) blockBox = this.block(v, blockKids, top);
    const rowCount = Math.ceil(rowKids.length / ROW_MAX);
    for (let r = 0; r < rowCount; r++) {
      const kids = Int32Array.from(rowKids.slice(r * ROW_MAX, (r + 1) * ROW_MAX));
      const withBlock = r === 0 && blockBox !== null;
      const split = withBlock || r < rowCount - 1;
      const [left, right, rowBottom] = this.row(kids, top, split, withBlock ? blockBox : null);
      const bottom = withBlock ? Math.max(rowBottom, top + this.blockHeight(blockKids.length)) : rowBottom;
      this.grow(v, left, right, bottom);
      top = bottom + LEVEL_GAP;
    }
  }

  private blockHeight(n: number): number {
    return Math.ceil(n / blockColumns(n)) * BLOCK_ROW - (BLOCK_ROW - NODE_H);
  }

  private grow(v: number, left: number, right: number, bottom: number): void {
    const b = this.boxes;
    b.left[v] = Math.min(b.left[v], left);
    b.right[v] = Math.max(b.right[v], right);
    b.bottom[v] = Math.max(b.bottom[v], bottom);
  }

  /** The leaves of v in a block under it from `top`, read row by row; answers its left and right edges. */
  private block(v: number, kids: number[], top: number): [number, number] {
    const b = this.boxes;
    const n = kids.length;
    const columns = blockColumns(n);
    const half = columns / 2;
    for (let k = 0; k < n; k++) {
      const leaf = kids[k];
      const right = k % columns >= half;
      b.dx[leaf] = blockCellX(k, columns);
      b.dy[leaf] = top + Math.floor(k / columns) * BLOCK_ROW;
      b.dJoin[leaf] = top - LEVEL_GAP / 2;
      this.side[leaf] = right ? Side.LineLeft : Side.LineRight;
    }
    const edge = half * BLOCK_COLUMN - STUB;
    this.grow(v, -edge, edge, top + this.blockHeight(n));
    return [-edge, edge];
  }

  /**
   * One row of teams with their tops at `top`, offsets written for the parent at 0: split in two
   * halves that keep clear of the bus (or of the block between them), or one row centred under
   * the parent. Answers the row's left and right edges and its bottom.
   */
  row(kids: Int32Array, top: number, split: boolean, block: [number, number] | null): [number, number, number] {
    const b = this.boxes;
    let bottom = top;
    for (const k of kids) {
      b.dy[k] = top;
      b.dJoin[k] = top - LEVEL_GAP / 2;
      this.side[k] = Side.Top;
      bottom = Math.max(bottom, top + b.bottom[k]);
    }
    if (!split) {
      let at = 0;
      for (let n = 0; n < kids.length; n++) {
        const k = kids[n];
        if (n > 0) at += SIBLING_GAP;
        b.dx[k] = at - b.left[k];
        at += b.right[k] - b.left[k];
      }
      const shift = -(b.dx[kids[0]] + b.dx[kids[kids.length - 1]]) / 2;
      for (const k of kids) b.dx[k] += shift;
    } else {
      const leftCount = Math.ceil(kids.length / 2);
      let at = block ? block[0] - SIBLING_GAP : -BUS_CLEAR;
      for (let n = leftCount - 1; n >= 0; n--) {
        const k = kids[n];
        b.dx[k] = at - b.right[k];
        at = b.dx[k] + b.left[k] - SIBLING_GAP;
      }
      at = block ? block[1] + SIBLING_GAP : BUS_CLEAR;
      for (let n = leftCount; n < kids.length; n++) {
        const k = kids[n];
        b.dx[k] = at - b.left[k];
        at = b.dx[k] + b.right[k] + SIBLING_GAP;
      }
    }
    let left = Infinity;
    let right = -Infinity;
    for (const k of kids) {
      left = Math.min(left, b.dx[k] + b.left[k]);
      right = Math.max(right, b.dx[k] + b.right[k]);
    }
    return [left, right, bottom];
  }
}
