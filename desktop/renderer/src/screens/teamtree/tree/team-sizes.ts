import { t } from '../../../i18n/i18n';
import { countText } from '../tree-texts';
import type { TreeLayout, TreeStructure } from './layout';

const countsOf = new WeakMap<TreeLayout, Int32Array>();

/** Every partner of the tree by level (the root's first), whether drawn or not (a folded team, a later page). */
export interface TreeLevels {
  /** The partners top-down, level by level. */
  order: Int32Array;
  /** Each partner's level (the root is 0), -1 when no root leads to it. */
  depth: Int32Array;
  /** How many levels the tree has. */
  levels: number;
}

const levelsOf = new WeakMap<Int32Array, TreeLevels>();

/** The tree's levels from its structure, worked out once per structure (a fold or a page keeps it). */
export function treeLevels(tree: Pick<TreeStructure, 'count' | 'childStart' | 'childList' | 'roots'>): TreeLevels {
  let held = levelsOf.get(tree.childList);
  if (!held) levelsOf.set(tree.childList, (held = walkLevels(tree)));
  return held;
}

function walkLevels({ count, childStart, childList, roots }: Pick<TreeStructure, 'count' | 'childStart' | 'childList' | 'roots'>): TreeLevels {
  const order = new Int32Array(count);
  const depth = new Int32Array(count).fill(-1);
  let n = 0;
  for (const r of roots) [order[n++], depth[r]] = [r, 0];
  for (let q = 0; q < n; q++) {
    const v = order[q];
    for (let c = childStart[v]; c < childStart[v + 1]; c++) {
      const k = childList[c];
      if (depth[k] >= 0) continue;
      depth[k] = depth[v] + 1;
      order[n++] = k;
    }
  }
  return { order: order.subarray(0, n), depth, levels: n === 0 ? 0 : depth[order[n - 1]] + 1 };
}

/** `downlineCounts` worked out once per layout: the folds and the team badges read the same. */
export function layoutDownlineCounts(layout: TreeLayout): Int32Array {
  let counts = countsOf.get(layout);
  if (!counts) countsOf.set(layout, (counts = downlineCounts(layout)));
  return counts;
}

/** For every node: how many partners are below it (its whole downline, drawn or not). One pass, deepest level first. */
export function downlineCounts(layout: TreeLayout): Int32Array {
  const counts = new Int32Array(layout.count);
  const { order } = treeLevels(layout);
  for (let n = order.length - 1; n >= 0; n--) {
    const i = order[n];
    const p = layout.parent[i];
    if (p >= 0) counts[p] += counts[i] + 1;
  }
  return counts;
}

/** Each node's level below `me` (1 = directly below), or -1 outside `me`'s team; `me` itself is 0. */
export function levelsBelow(layout: TreeLayout, me: number): Int32Array {
  const levels = new Int32Array(layout.count).fill(-1);
  if (me < 0 || me >= layout.count) return levels;
  levels[me] = 0;
  const queue = [me];
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q];
    for (let c = layout.childStart[i]; c < layout.childStart[i + 1]; c++) {
      const child = layout.childList[c];
      levels[child] = levels[i] + 1;
      queue.push(child);
    }
  }
  return levels;
}

/** The small text a node shows when team sizes are on: its downline (when it has one), and its level below the viewer. */
export function teamBadge(counts: Int32Array, levels: Int32Array, i: number): string {
  const parts = [];
  if (counts[i] > 0) parts.push(countText(counts[i]));
  if (levels[i] > 0) parts.push(t('teamtree.canvas.levelBadge', { level: levels[i] }));
  return parts.join(' · ');
}
