import { t } from '../../../i18n/i18n';
import { countText } from '../tree-texts';
import { childrenOf, siblingsOf, type TreeLayout } from './layout';
import { Side } from './links';
import { isMoreNode, moreNodeLabel, moreParent } from './more-nodes';

/** Node i's upline as drawn (a 'Show more' node's is the partner whose team it pages), -1 for a top-level node. */
function drawnParent(layout: TreeLayout, i: number): number {
  return isMoreNode(layout, i) ? moreParent(layout, i) : layout.parent[i];
}

/** Node i's children as drawn: the shown page(s) of its team, then its 'Show more' node. */
function drawnChildren(layout: TreeLayout, i: number): Int32Array {
  const { childStart, childList } = layout.more;
  return childList.subarray(childStart[i], childStart[i + 1]);
}

/**
 * Keyboard moves on the tree, as the eye sees it: Up to the node above (the partner, or the row
 * above in a compact block of leaves), Down to the child nearest under the partner (or the next
 * row of its block), Left/Right to the nearest sibling that way on the same row (across a block's
 * columns and the teams beside it), Home to the root. Answers the node to focus (unchanged when
 * there is none).
 */
export function navigate(layout: TreeLayout, from: number, key: string): number {
  if (layout.count === 0) return -1;
  if (from < 0 || from >= layout.depth.length) return layout.roots[0] ?? -1;
  switch (key) {
    case 'ArrowUp':
      return inColumn(layout, from, -1) ?? (drawnParent(layout, from) >= 0 ? drawnParent(layout, from) : from);
    case 'ArrowDown':
      return inColumn(layout, from, 1) ?? firstBelow(layout, from);
    case 'ArrowLeft':
    case 'ArrowRight':
      return alongRow(layout, from, key === 'ArrowLeft' ? -1 : 1);
    case 'Home':
      return layout.roots[0];
    default:
      return from;
  }
}

/** For a leaf in a block: the leaf of its column one row up (-1) or down (1), or null (not in a block, or none there). */
function inColumn(layout: TreeLayout, from: number, direction: -1 | 1): number | null {
  if (layout.side[from] === Side.Top || drawnParent(layout, from) < 0) return null;
  let best: number | undefined;
  for (const k of drawnChildren(layout, drawnParent(layout, from))) {
    if (k === from || layout.side[k] === Side.Top || layout.x[k] !== layout.x[from]) continue;
    const dy = (layout.y[k] - layout.y[from]) * direction;
    if (dy > 0 && (best === undefined || dy < (layout.y[best] - layout.y[from]) * direction)) best = k;
  }
  // The lowest leaf of a column stays where it is on Down; the highest goes up to the partner.
  return best ?? (direction > 0 ? from : null);
}

/** The shown child highest up and nearest under the node (the middle one of a classic row), or the node itself. */
function firstBelow(layout: TreeLayout, from: number): number {
  let best = -1;
  for (const k of drawnChildren(layout, from)) {
    // A collapsed team's partners are folded away.
    if (layout.depth[k] < 0) continue;
    const better = best < 0 || layout.y[k] < layout.y[best] || (layout.y[k] === layout.y[best] && Math.abs(layout.x[k] - layout.x[from]) < Math.abs(layout.x[best] - layout.x[from]));
    if (better) best = k;
  }
  return best < 0 ? from : best;
}

/** The nearest sibling on the same row in the direction, or the node itself. */
function alongRow(layout: TreeLayout, from: number, direction: -1 | 1): number {
  const p = drawnParent(layout, from);
  const siblings = p < 0 ? layout.roots : drawnChildren(layout, p);
  let best = from;
  for (let p = 0; p < siblings.length; p++) {
    const k = siblings[p];
    if (k === from || layout.y[k] !== layout.y[from]) continue;
    const dx = (layout.x[k] - layout.x[from]) * direction;
    if (dx > 0 && (best === from || dx < (layout.x[best] - layout.x[from]) * direction)) best = k;
  }
  return best;
}

/** A screen-reader description of node i: its level (the root is level 0), position among siblings and child count. */
export function describeNode(layout: TreeLayout, i: number, name: string): string {
  if (isMoreNode(layout, i)) return t('teamtree.announce.moreNode', { label: moreNodeLabel(layout, i), level: layout.depth[i] });
  const siblings = siblingsOf(layout, i);
  let pos = 0;
  for (let p = 0; p < siblings.length; p++) if (siblings[p] === i) pos = p + 1;
  const kids = childrenOf(layout, i).length;
  return t('teamtree.announce.node', { name, level: layout.depth[i], position: countText(pos), siblings: countText(siblings.length), count: kids, n: countText(kids) });
}
