/** The User Timing mark of the first tree drawn on the page (the phone benchmark reads it: tests/bench/tree-phone-bench.ts; so can any profiler). */
export const TREE_DRAWN_MARK = 'teamtree-drawn';

let marked = false;

/** Marks the first frame of a tree since the page loaded, once: later scenes (a live change, another tree) add nothing. */
export function markTreeDrawn(): void {
  if (marked) return;
  marked = true;
  performance.mark(TREE_DRAWN_MARK);
}
