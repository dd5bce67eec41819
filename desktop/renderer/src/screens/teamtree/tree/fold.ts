import { FOLD_IDS_MAX, FOLD_LEVEL_MAX, type TreeFold } from '@shared/schemas/settings';
import type { TreeLayout } from './layout';
import { treeLevels } from './team-sizes';

/** Every team open. */
export const NO_FOLD: TreeFold = { level: null, collapsed: [], expanded: [] };

export function hasChildren(layout: TreeLayout, i: number): boolean {
  return layout.childStart[i + 1] > layout.childStart[i];
}

/**
 * Per node of the whole tree's layout: 1 when its team is folded away. The settings' `level`
 * counts the levels that stay shown (the root's included): every partner on the last of them
 * and below is folded; the hand-made choices win. Answers null when nothing is folded.
 */
export function collapsedMask(layout: TreeLayout, fold: TreeFold): Uint8Array | null {
  const mask = new Uint8Array(layout.count);
  let any = false;
  const set = (i: number | undefined, value: 0 | 1) => {
    if (i === undefined || !hasChildren(layout, i)) return;
    mask[i] = value;
  };
  // By the tree's levels, not the drawn ones: a partner on a page of a wide team not drawn yet is folded as its level says.
  if (fold.level !== null) {
    const { order, depth } = treeLevels(layout);
    for (const i of order) if (depth[i] >= fold.level - 1) set(i, 1);
  }
  for (const id of fold.collapsed) set(layout.index.get(id), 1);
  for (const id of fold.expanded) set(layout.index.get(id), 0);
  for (let i = 0; i < layout.count && !any; i++) any = mask[i] === 1;
  return any ? mask : null;
}

const without = (list: readonly string[], id: string) => list.filter((x) => x !== id);

/** The fold with node i's team opened (`open`) or folded, against the level rule where needed. */
export function foldNode(fold: TreeFold, layout: TreeLayout, i: number, open: boolean): TreeFold {
  const id = layout.ids[i];
  const byLevel = fold.level !== null && treeLevels(layout).depth[i] >= fold.level - 1;
  const collapsed = without(fold.collapsed, id);
  const expanded = without(fold.expanded, id);
  if (open && byLevel) expanded.push(id);
  if (!open && !byLevel) collapsed.push(id);
  return { level: fold.level, collapsed: collapsed.slice(-FOLD_IDS_MAX), expanded: expanded.slice(-FOLD_IDS_MAX) };
}

/** The fold with every team above node i open, so that i is shown. */
export function revealNode(fold: TreeFold, layout: TreeLayout, mask: Uint8Array | null, i: number): TreeFold {
  let next = fold;
  if (!mask) return next;
  for (let a = layout.parent[i]; a >= 0; a = layout.parent[a]) if (mask[a]) next = foldNode(next, layout, a, true);
  return next;
}

/**
 * 'Collapse to level N', levels numbered as everywhere in the app (the root is level 0, its
 * partners level 1: docs/profiles.md "Levels"): levels 0..N shown, stored as the N + 1 levels
 * that stay shown (the settings' `level`, unchanged on the wire).
 */
export function collapseToLevel(deepest: number): TreeFold {
  return { level: Math.max(1, Math.min(FOLD_LEVEL_MAX, Math.round(deepest) + 1)), collapsed: [], expanded: [] };
}
