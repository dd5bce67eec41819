import { compactTree } from './compact-tree';
import { buildLinks, type Links } from './links';
import { drawnStructure, FIRST_PAGES, type Pages } from './paging';
import { ScratchArrays } from './scratch-arrays';
import { LEVEL_GAP, LEVEL_STEP, NODE_W, SIBLING_GAP } from './sizes';
import { tidyTree } from './tidy-tree';

export { LEVEL_GAP, LEVEL_STEP, NODE_H, NODE_W, SIBLING_GAP } from './sizes';

/** The two layouts a user may choose per tree ('Compact', the default, and 'Classic'). */
export type LayoutKind = 'compact' | 'classic';

/** The fields the layout reads. */
export interface LayoutProfile {
  id: string;
  parentId: string | null;
}

/**
 * A layout in flat arrays, computed once per data change: the classic tidy tree or the compact
 * one (compact-tree.ts). Node `i` is centred at `x[i]` with its top at `y[i]`; `depth[i]` is its
 * level below the top (-1: not shown). `levels[d]` lists the nodes of depth `d` (in pre-order;
 * by x in the classic tree); `rows` the shown nodes by their top (`rowTop`, ascending), each row
 * by x, for culling and hit tests; `links` the connectors (links.ts).
 */
export interface TreeLayout {
  kind: LayoutKind;
  count: number;
  ids: string[];
  index: Map<string, number>;
  x: Float64Array;
  y: Float64Array;
  depth: Int32Array;
  /** -1 for a top-level node. */
  parent: Int32Array;
  /** Children of node i: childList[childStart[i] .. childStart[i + 1]). */
  childStart: Int32Array;
  childList: Int32Array;
  /** Top-level nodes (one root normally; profiles whose parent is missing join them). */
  roots: number[];
  levels: Int32Array[];
  rows: Int32Array[];
  rowTop: Float64Array;
  /** The y of the bar each node's stub meets, and how it meets it (links.ts `Side`). */
  joinY: Float64Array;
  side: Int8Array;
  links: Links;
  minX: number;
  maxX: number;
  /** The pages drawn of very wide teams (paging.ts), and the 'Show more' nodes they leave. */
  pages: Pages;
  more: MoreNodes;
}

/**
 * The 'Show more' nodes of very wide teams (paging.ts): node m of them is node `count + m` of the
 * place arrays (x, y, depth, joinY, side), never in `rows` or `levels`. `childStart`/`childList`
 * are the structure as drawn (the connectors are made from it).
 */
export interface MoreNodes {
  parent: Int32Array;
  left: Int32Array;
  childStart: Int32Array;
  childList: Int32Array;
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
export function buildLayout(profiles: readonly LayoutProfile[], collapsed?: Uint8Array, kind: LayoutKind = 'classic', pages: Pages = FIRST_PAGES): TreeLayout {
  return placeTree(treeStructure(profiles), kind, collapsed, pages);
}

/** The same tree laid out again with other teams folded away, or other pages of wide teams drawn (no profiles needed: the structure is reused). */
export function foldLayout(layout: TreeLayout, collapsed: Uint8Array | null, pages: Pages = layout.pages): TreeLayout {
  return placeTree(layout, layout.kind, collapsed ?? undefined, pages);
}

/** The same tree in the other layout (the structure is reused). */
export function layoutAs(layout: TreeLayout, kind: LayoutKind, collapsed?: Uint8Array | null): TreeLayout {
  return placeTree(layout, kind, collapsed ?? undefined, layout.pages);
}

/**
 * The layout the page draws: the whole tree's layout itself (its wide teams on their first page)
 * when no team is folded and no further page is asked for, else laid out again with the folds and the pages.
 */
export function viewLayout(full: TreeLayout, collapsed: Uint8Array | null, pages: Pages): TreeLayout {
  if (!collapsed && pages === full.pages) return full;
  return foldLayout(full, collapsed, pages);
}

/**
 * The profiles laid out again after a change of `before` (the list `held` was laid out from).
 * When the same ids sit at the same positions and only uplines changed (a move), the held ids
 * and index are kept and only the parent links are made again: at 50,000 partners building the
 * index was the larger half of a layout. Anything else is laid out from scratch.
 */
export function relayout(held: TreeLayout, before: readonly LayoutProfile[], profiles: readonly LayoutProfile[]): TreeLayout {
  const structure = movedStructure(held, before, profiles);
  return structure ? placeTree(structure, held.kind, undefined, held.pages) : placeTree(treeStructure(profiles), held.kind, undefined, held.pages);
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

/** Picks out only the structure's fields (a layout passed as the structure keeps none of its places). */
function structureOf(s: TreeStructure): TreeStructure {
  const { count, ids, index, parent, childStart, childList, roots } = s;
  return { count, ids, index, parent, childStart, childList, roots };
}

const NO_MORE = new Int32Array(0);

function placeTree(structure: TreeStructure, kind: LayoutKind, collapsed?: Uint8Array, pages: Pages = FIRST_PAGES): TreeLayout {
  const s = structureOf(structure);
  const { count } = s;
  // Very wide teams drawn a page at a time: the layouts place the drawn structure, 'Show more' nodes included.
  const paged = drawnStructure(s, pages);
  const drawn = paged ?? s;
  const all = drawn.count;
  let x: Float64Array, y: Float64Array, depth: Int32Array, order: Int32Array, joinY: Float64Array, side: Int8Array;
  let rows: Int32Array[] | null = null;
  let levels: Int32Array[];
  const input = { count: all, childStart: drawn.childStart, childList: drawn.childList, roots: s.roots, collapsed };
  if (kind === 'compact') {
    ({ x, y, depth, order, joinY, side } = compactTree(input));
    if (paged) order = partnersOnly(order, count);
    levels = groupByDepth(order, depth, deepest(depth));
  } else {
    ({ x, depth, order } = tidyTree(input));
    if (paged) order = partnersOnly(order, count);
    y = new Float64Array(all);
    joinY = new Float64Array(all);
    side = new Int8Array(all);
    scaleShown(x, y, joinY, depth);
    // In pre-order each level comes left to right, so by x: the levels are the rows.
    levels = groupByDepth(order, depth, deepest(depth));
    rows = levels;
  }
  rows ??= rowsOf(order, x, y);
  const rowTop = Float64Array.from(rows, (row) => y[row[0]]);
  const [minX, maxX] = extent(x, depth);
  const links = buildLinks({ count: all, childStart: drawn.childStart, childList: drawn.childList, x, y, depth, joinY, side, rows });
  const more: MoreNodes = { parent: paged?.moreParent ?? NO_MORE, left: paged?.moreLeft ?? NO_MORE, childStart: drawn.childStart, childList: drawn.childList };
  return { ...s, kind, x, y, depth, levels, rows, rowTop, joinY, side, links, minX: count ? minX : 0, maxX: count ? maxX : 0, pages, more };
}

/** The partners of a pre-order, without the 'Show more' nodes (indexes from `count` on). */
function partnersOnly(order: Int32Array, count: number): Int32Array {
  return order.filter((i) => i < count);
}

/**
 * The shown nodes grouped by their top (rows ascending), each row by x. Bucketed by top, not
 * sorted as a whole: a row mostly comes in x order already (a block's leaves are read row by row,
 * left to right), so only a row that does not is sorted (a sort of every node by top and x was
 * the one part of a compact layout the classic tree does not pay).
 */
function rowsOf(order: Int32Array, x: Float64Array, y: Float64Array): Int32Array[] {
  const rowAt = new Map<number, number>();
  const sizes: number[] = [];
  const rowOfNode = rowIds(order, y, rowAt, sizes);
  const rows = sizes.map((n) => new Int32Array(n));
  fillRows(order, rowOfNode, rows);
  for (const row of rows) if (!byX(row, x)) row.sort((a, b) => x[a] - x[b]);
  return [...rowAt.keys()].sort((a, b) => a - b).map((top) => rows[rowAt.get(top)!]);
}

/** Each node's row (numbered by first appearance, `rowAt` by top), and the rows' sizes. */
function rowIds(order: Int32Array, y: Float64Array, rowAt: Map<number, number>, sizes: number[]): Int32Array {
  const ids = new Int32Array(order.length);
  for (let n = 0; n < order.length; n++) {
    let r = rowAt.get(y[order[n]]);
    if (r === undefined) {
      r = sizes.length;
      rowAt.set(y[order[n]], r);
      sizes.push(0);
    }
    sizes[r]++;
    ids[n] = r;
  }
  return ids;
}

function fillRows(order: Int32Array, rowOfNode: Int32Array, rows: Int32Array[]): void {
  const placed = new Int32Array(rows.length);
  for (let n = 0; n < order.length; n++) rows[rowOfNode[n]][placed[rowOfNode[n]]++] = order[n];
}

function byX(row: Int32Array, x: Float64Array): boolean {
  for (let p = 1; p < row.length; p++) if (x[row[p]] < x[row[p - 1]]) return false;
  return true;
}

// The loops over every node live in small functions, each loop last: a layout runs once per
// change, so V8 compiles a loop while it runs, and code after it that has not run since would
// throw the compiled code away again on every change (tidy-tree.ts does the same).

/** Sibling units to pixels for the shown nodes of the classic tree, in place, with their tops and their bars' y. */
function scaleShown(x: Float64Array, y: Float64Array, joinY: Float64Array, depth: Int32Array): void {
  for (let i = 0; i < x.length; i++) {
    if (depth[i] < 0) continue;
    x[i] *= NODE_W + SIBLING_GAP;
    y[i] = depth[i] * LEVEL_STEP;
    joinY[i] = y[i] - LEVEL_GAP / 2;
  }
}

/** The shown nodes' least and greatest x. */
function extent(x: Float64Array, depth: Int32Array): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < x.length; i++) {
    if (depth[i] < 0) continue;
    if (x[i] < min) min = x[i];
    if (x[i] > max) max = x[i];
  }
  return [min, max];
}

function deepest(depth: Int32Array): number {
  let max = -1;
  for (let i = 0; i < depth.length; i++) if (depth[i] > max) max = depth[i];
  return max;
}

/** The nodes of `order` by depth, each level in the order given; one pass to count, one to fill. */
function groupByDepth(order: Int32Array, depth: Int32Array, maxDepth: number): Int32Array[] {
  const sizes = countByDepth(order, depth, maxDepth);
  const levels = Array.from(sizes, (n) => new Int32Array(n));
  fillByDepth(levels, order, depth);
  return levels;
}

function countByDepth(order: Int32Array, depth: Int32Array, maxDepth: number): Int32Array {
  const sizes = new Int32Array(maxDepth + 1);
  for (const i of order) sizes[depth[i]]++;
  return sizes;
}

function fillByDepth(levels: Int32Array[], order: Int32Array, depth: Int32Array): void {
  const placed = new Int32Array(levels.length);
  for (const i of order) {
    const d = depth[i];
    levels[d][placed[d]++] = i;
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
