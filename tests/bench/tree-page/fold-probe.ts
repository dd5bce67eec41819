import { childrenOf, type TreeLayout } from '../../../desktop/renderer/src/screens/teamtree/tree/layout';

/** The root's child with the largest team (its whole downline), or -1 for a root without children. */
export function largestTeamOfRoot(layout: TreeLayout, downline: Int32Array): number {
  let best = -1;
  for (const child of childrenOf(layout, layout.roots[0] ?? -1)) if (best < 0 || downline[child] > downline[best]) best = child;
  return best;
}

/** How long one change took: until its scene was drawn (JS), and until the frame after that draw. */
export interface ChangeTiming {
  drawnMs: number;
  frameMs: number;
}

/**
 * Times a change that makes the canvas draw a new scene: from just before `change()` until the
 * canvas reports the new scene drawn (`painted()` is called then), and until the next animation
 * frame's callbacks run after that draw (the drawn frame has been handed on by then).
 */
export class PaintProbe {
  private waiting: (() => void) | null = null;

  /** `requestFrame`: the page's requestAnimationFrame. */
  constructor(private readonly requestFrame: (run: () => void) => void) {}

  /** The canvas drew a new scene (wired to its onPainted). */
  painted(): boolean {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
    return waiting !== null;
  }

  time(change: () => void): Promise<ChangeTiming> {
    return new Promise((resolve) => {
      const t0 = performance.now();
      this.waiting = () => {
        const drawnMs = performance.now() - t0;
        // The clock when the next frame's callbacks run (its timestamp can lie before the draw when frames are late).
        this.requestFrame(() => resolve({ drawnMs, frameMs: performance.now() - t0 }));
      };
      change();
    });
  }
}
