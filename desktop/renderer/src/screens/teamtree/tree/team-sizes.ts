import type { TreeLayout } from './layout';

const countsOf = new WeakMap<TreeLayout, Int32Array>();

/** `downlineCounts` worked out once per layout: the folds and the team badges read the same. */
export function layoutDownlineCounts(layout: TreeLayout): Int32Array {
  let counts = countsOf.get(layout);
  if (!counts) countsOf.set(layout, (counts = downlineCounts(layout)));
  return counts;
}

/** For every node: how many partners are below it (its whole downline). One pass, deepest level first. */
export function downlineCounts(layout: TreeLayout): Int32Array {
  const counts = new Int32Array(layout.count);
  for (let d = layout.levels.length - 1; d > 0; d--) {
    for (const i of layout.levels[d]) {
      const p = layout.parent[i];
      if (p >= 0) counts[p] += counts[i] + 1;
    }
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
  if (counts[i] > 0) parts.push(String(counts[i]));
  if (levels[i] > 0) parts.push(`L${levels[i]}`);
  return parts.join(' · ');
}
