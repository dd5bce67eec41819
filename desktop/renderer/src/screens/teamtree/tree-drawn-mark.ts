/** The User Timing mark of the first tree drawn on the page (the phone benchmark reads it: tests/bench/tree-phone-bench.ts; so can any profiler). */
export const TREE_DRAWN_MARK = 'teamtree-drawn';

let marked = false;
const afterDraw: (() => void)[] = [];

/** Marks the first frame of a tree since the page loaded, once: later scenes (a live change, another tree) add nothing. */
export function markTreeDrawn(): void {
  if (marked) return;
  marked = true;
  performance.mark(TREE_DRAWN_MARK);
  for (const step of afterDraw.splice(0)) step();
}

/**
 * Runs `step` (work that may wait, such as fetching another page's code) once the tree page has
 * drawn its first tree; at once when it has, or when the page is not the tree page.
 */
export function afterFirstTreeDraw(step: () => void): void {
  // Read through globalThis: the phone benchmark (Node) imports the mark's name from this file.
  const page = (globalThis as { location?: { pathname: string } }).location?.pathname;
  if (marked || page !== '/teamtree') step();
  else afterDraw.push(step);
}
