import { ScratchArrays } from './scratch-arrays';
import { tidyTree } from './tidy-tree';

/** Spec section 9: nodes 160x48, levels 120 apart, sibling gap 40. */
export const NODE_W = 160;
export const NODE_H = 48;
export const LEVEL_GAP = 120;
export const SIBLING_GAP = 40;
export const LEVEL_STEP = NODE_H + LEVEL_GAP;

/** The fields the layout reads. */
export interface LayoutProfile {
  id: string;
  parentId: string | null;
}

/**
 * A tidy-tree layout in flat arrays, computed once per data change. Node `i` is centred at
 * `x[i]` with its top at `depth[i] * LEVEL_STEP`. `levels[d]` lists the nodes of depth `d`
 * sorted by x; `parents[d]` the nodes of depth `d` with children, sorted by their children's span
 * (`spanMin`/`spanMax`: the children's centre x range), for culling links.
 */
export interface TreeLayout {
  count: number;
  ids: string[];
  index: Map<string, number>;
  x: Float64Array;
  depth: Int32Array;
  /** -1 for a top-level node. */
  parent: Int32Array;
  /** Children of node i: childList[childStart[i] .. childStart[i + 1]). */
  childStart: Int32Array;
  childList: Int32Array;
  /** Top-level nodes (one root normally; profiles whose parent is missing join them). */
  roots: number[];
  levels: Int32Array[];
  parents: Int32Array[];
  spanMin: Float64Array;
  spanMax: Float64Array;
  minX: number;
  maxX: number;
}

export function childrenOf(layout: TreeLayout, i: number): Int32Array {
  return layout.childList.subarray(layout.childStart[i], layout.childStart[i + 1]);
}

/** Siblings of node i in order (the top-level nodes for a root). */
export function siblingsOf(layout: TreeLayout, i: number): ArrayLike<number> {
  const p = layout.parent[i];
  return p < 0 ? layout.roots : childrenOf(layout, p);
}

/** The tree's shape without positions: indexes, parents and children. */
export type TreeStructure = Pick<TreeLayout, 'count' | 'ids' | 'index' | 'parent' | 'childStart' | 'childList' | 'roots'>;

/**
 * Lays the profiles out. `collapsed` (per node, 1 = its team folded away) leaves the teams of
 * those nodes out: their partners keep their indexes but get depth -1 and are in no level.
 */
export function buildLayout(profiles: readonly LayoutProfile[], collapsed?: Uint8Array): TreeLayout {
  return placeTree(treeStructure(profiles), collapsed);
}

/** The same tree laid out again with other teams folded away (no profiles needed: the structure is reused). */
export function foldLayout(layout: TreeLayout, collapsed: Uint8Array | null): TreeLayout {
  return placeTree(layout, collapsed ?? undefined);
}

/**
 * The profiles laid out again after a change of `before` (the list `held` was laid out from).
 * When the same ids sit at the same positions and only uplines changed (a move), the held ids
 * and index are kept and only the parent links are made again: at 50,000 partners building the
 * index was the larger half of a layout. Anything else is laid out from scratch.
 */
export function relayout(held: TreeLayout, before: readonly LayoutProfile[], profiles: readonly LayoutProfile[]): TreeLayout {
  const structure = movedStructure(held, before, profiles);
  return structure ? placeTree(structure) : buildLayout(profiles);
}

function movedStructure(held: TreeStructure, before: readonly LayoutProfile[], profiles: readonly LayoutProfile[]): TreeStructure | null {
  const { count, index } = held;
  if (before.length !== count || profiles.length !== count) return null;
  const parent = held.parent.slice();
  for (let i = 0; i < count; i++) {
    const was = before[i];
    const now = profiles[i];
    if (now === was) continue;
    if (now.id !== was.id) return null;
    if (now.parentId === was.parentId) continue;
    const p = now.parentId == null ? undefined : index.get(now.parentId);
    parent[i] = p === undefined || p === i ? -1 : p;
  }
  return { ...linksOf(parent), count, ids: held.ids, index, parent };
}

/** The next free place in each node's children list while `linksOf` fills them, kept between layouts. */
const scratch = new ScratchArrays();

/** Children lists and top-level nodes from the parent links, each in profile order. */
function linksOf(parent: Int32Array): Pick<TreeStructure, 'childStart' | 'childList' | 'roots'> {
  const count = parent.length;
  const childStart = new Int32Array(count + 1);
  const roots: number[] = [];
  for (let i = 0; i < count; i++) {
    if (parent[i] < 0) roots.push(i);
    else childStart[parent[i] + 1]++;
  }
  for (let i = 0; i < count; i++) childStart[i + 1] += childStart[i];
  const childList = new Int32Array(childStart[count]);
  const fill = scratch.int32(0, count);
  fill.set(childStart.subarray(0, count));
  for (let i = 0; i < count; i++) if (parent[i] >= 0) childList[fill[parent[i]]++] = i;
  return { childStart, childList, roots };
}

export function treeStructure(profiles: readonly LayoutProfile[]): TreeStructure {
  const count = profiles.length;
  const ids = new Array<string>(count);
  const index = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    ids[i] = profiles[i].id;
    index.set(ids[i], i);
  }
  const parent = new Int32Array(count).fill(-1);
  for (let i = 0; i < count; i++) {
    const p = profiles[i].parentId;
    const pi = p == null ? undefined : index.get(p);
    if (pi !== undefined && pi !== i) parent[i] = pi;
  }
  return { ...linksOf(parent), count, ids, index, parent };
}

function placeTree(s: TreeStructure, collapsed?: Uint8Array): TreeLayout {
  const { count, childStart, childList } = s;
  const { x, depth, order } = tidyTree({ ...s, collapsed });
  const [minX, maxX, maxDepth] = scaleShown(x, depth);
  const spanMin = new Float64Array(count);
  const spanMax = new Float64Array(count);
  const open = (i: number) => childStart[i + 1] > childStart[i] && !collapsed?.[i];
  fillSpans(spanMin, spanMax, x, childStart, childList, open);
  // In pre-order each level comes left to right, so by x, and its parents by their children's span.
  const { levels, parents } = groupByDepth(order, depth, maxDepth, open);
  return { ...s, x, depth, levels, parents, spanMin, spanMax, minX: count ? minX : 0, maxX: count ? maxX : 0 };
}

// The loops over every node live in small functions, each loop last: a layout runs once per
// change, so V8 compiles a loop while it runs, and code after it that has not run since would
// throw the compiled code away again on every change (tidy-tree.ts does the same).

/** Sibling units to pixels for the shown nodes, in place; answers their least and greatest x and the deepest level. */
function scaleShown(x: Float64Array, depth: Int32Array): Float64Array {
  const out = Float64Array.of(Infinity, -Infinity, -1);
  for (let i = 0; i < x.length; i++) {
    if (depth[i] < 0) continue;
    x[i] *= NODE_W + SIBLING_GAP;
    if (x[i] < out[0]) out[0] = x[i];
    if (x[i] > out[1]) out[1] = x[i];
    if (depth[i] > out[2]) out[2] = depth[i];
  }
  return out;
}

/** Each open node's children's centre x range. */
function fillSpans(spanMin: Float64Array, spanMax: Float64Array, x: Float64Array, childStart: Int32Array, childList: Int32Array, open: (i: number) => boolean): void {
  for (let i = 0; i < spanMin.length; i++) {
    if (!open(i)) continue;
    spanMin[i] = x[childList[childStart[i]]];
    spanMax[i] = x[childList[childStart[i + 1] - 1]];
  }
}

/** The nodes of `order` by depth (`levels`), and those of them with an open team (`parents`), each level in the order given; one pass to count, one to fill. */
function groupByDepth(order: Int32Array, depth: Int32Array, maxDepth: number, open: (i: number) => boolean): Pick<TreeLayout, 'levels' | 'parents'> {
  const sizes = countByDepth(order, depth, maxDepth, open);
  const levels = Array.from(sizes.subarray(0, maxDepth + 1), (n) => new Int32Array(n));
  const parents = Array.from(sizes.subarray(maxDepth + 1), (n) => new Int32Array(n));
  fillByDepth(levels, parents, order, depth, open);
  return { levels, parents };
}

/** Per depth d: how many nodes (at d) and how many open ones (at maxDepth + 1 + d). */
function countByDepth(order: Int32Array, depth: Int32Array, maxDepth: number, open: (i: number) => boolean): Int32Array {
  const sizes = new Int32Array(2 * (maxDepth + 1));
  for (const i of order) {
    sizes[depth[i]]++;
    if (open(i)) sizes[maxDepth + 1 + depth[i]]++;
  }
  return sizes;
}

function fillByDepth(levels: Int32Array[], parents: Int32Array[], order: Int32Array, depth: Int32Array, open: (i: number) => boolean): void {
  const placed = new Int32Array(levels.length);
  const placedOpen = new Int32Array(levels.length);
  for (const i of order) {
    const d = depth[i];
    levels[d][placed[d]++] = i;
    if (open(i)) parents[d][placedOpen[d]++] = i;
  }
}

/**
 * Whether two profile lists hold the same ids under the same parents at the same positions:
 * then a layout of one is the layout of the other (a change of name, dates or categories
 * needs no new layout).
 */
export function sameStructure(a: readonly LayoutProfile[], b: readonly LayoutProfile[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i].id !== b[i].id || a[i].parentId !== b[i].parentId) return false;
  return true;
}
