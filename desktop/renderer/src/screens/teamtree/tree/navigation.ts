import { childrenOf, siblingsOf, type TreeLayout } from './layout';

/**
 * Keyboard moves on the tree: Up to the parent, Down to the first child, Left/Right to the
 * previous/next sibling, Home to the root. Answers the node to focus (unchanged when there is none).
 */
export function navigate(layout: TreeLayout, from: number, key: string): number {
  if (layout.count === 0) return -1;
  if (from < 0 || from >= layout.count) return layout.roots[0] ?? -1;
  switch (key) {
    case 'ArrowUp':
      return layout.parent[from] >= 0 ? layout.parent[from] : from;
    case 'ArrowDown': {
      const kids = childrenOf(layout, from);
      // A collapsed team's partners are folded away.
      if (kids.length === 0 || layout.depth[kids[0]] < 0) return from;
      // The middle child sits under the parent; start there rather than at the far left.
      return kids[Math.floor((kids.length - 1) / 2)];
    }
    case 'ArrowLeft':
    case 'ArrowRight': {
      const siblings = siblingsOf(layout, from);
      let pos = -1;
      for (let p = 0; p < siblings.length; p++) if (siblings[p] === from) pos = p;
      const next = pos + (key === 'ArrowLeft' ? -1 : 1);
      return next >= 0 && next < siblings.length ? siblings[next] : from;
    }
    case 'Home':
      return layout.roots[0];
    default:
      return from;
  }
}

/** A screen-reader description of node i: its level (the root is level 0), position among siblings and child count. */
export function describeNode(layout: TreeLayout, i: number, name: string): string {
  const siblings = siblingsOf(layout, i);
  let pos = 0;
  for (let p = 0; p < siblings.length; p++) if (siblings[p] === i) pos = p + 1;
  const kids = childrenOf(layout, i).length;
  return `${name}, level ${layout.depth[i]}, ${pos} of ${siblings.length}, ${kids} ${kids === 1 ? 'partner' : 'partners'} below`;
}
