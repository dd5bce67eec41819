import type { TreeLayout } from '../layout';
import type { EngineClock } from './clock';

/** How long nodes glide from their old places to the new ones after a move. */
export const GLIDE_MS = 250;
/**
 * Above this many partners a move jumps: every glide frame draws every node (their order along
 * a level is not sorted while they travel), which at 5,000 boxes already fills a frame on a slow laptop.
 */
export const GLIDE_MAX_NODES = 5_000;

/** Whether `after` is `before` with partners moved to other uplines (the same partners, some parent changed): the case that glides. */
export function isMove(before: TreeLayout, after: TreeLayout): boolean {
  if (before === after || before.count !== after.count || after.count > GLIDE_MAX_NODES) return false;
  let moved = false;
  for (let i = 0; i < after.count; i++) {
    const was = before.index.get(after.ids[i]);
    if (was === undefined) return false;
    const parentNow = after.parent[i] < 0 ? null : after.ids[after.parent[i]];
    const parentThen = before.parent[was] < 0 ? null : before.ids[before.parent[was]];
    if (parentNow !== parentThen) moved = true;
  }
  return moved;
}

const ease = (t: number) => 1 - (1 - t) ** 3;

/**
 * The layout on the way from `from` to `to` at time t (0..1, eased): a partner shown in both
 * is between its two places (depth is fractional then: drawn between levels), one shown only
 * in `to` is at its new place. The connector bars follow their children. Levels and indexes
 * are `to`'s, so the frame must be drawn without culling (see DrawOptions.everything).
 */
export function glideLayout(from: TreeLayout, to: TreeLayout, t: number): TreeLayout {
  const s = ease(Math.min(1, Math.max(0, t)));
  const n = to.count;
  const x = new Float64Array(n);
  const depth = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const was = from.index.get(to.ids[i]);
    const shownThen = was !== undefined && from.depth[was] >= 0;
    if (to.depth[i] < 0 || !shownThen) {
      x[i] = to.x[i];
      depth[i] = to.depth[i];
    } else {
      x[i] = from.x[was] + (to.x[i] - from.x[was]) * s;
      depth[i] = from.depth[was] + (to.depth[i] - from.depth[was]) * s;
    }
  }
  const spanMin = new Float64Array(n);
  const spanMax = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const first = to.childStart[i];
    if (first === to.childStart[i + 1] || to.depth[to.childList[first]] < 0) continue;
    let lo = Infinity;
    let hi = -Infinity;
    for (let c = first; c < to.childStart[i + 1]; c++) {
      const child = to.childList[c];
      if (depth[child] < 0) continue;
      lo = Math.min(lo, x[child]);
      hi = Math.max(hi, x[child]);
    }
    if (lo <= hi) [spanMin[i], spanMax[i]] = [lo, hi];
  }
  // Depth is read as a number everywhere it is drawn; fractional while gliding.
  return { ...to, x, depth: depth as unknown as Int32Array, spanMin, spanMax };
}

/** The glide in progress (if any): started by a move, asked for the layout of every frame until GLIDE_MS have passed. */
export class Glide {
  private from: TreeLayout | null = null;
  private start = 0;

  constructor(private readonly clock: EngineClock) {}

  /** A new layout replaced `before` on screen: a move glides (unless the user asked for less motion; a glide under way goes on to the newest layout). */
  begin(before: TreeLayout, after: TreeLayout): void {
    if (this.from === null && !this.clock.reducedMotion?.() && isMove(before, after)) {
      this.from = before;
      this.start = this.now();
    }
  }

  /** The layout to draw now instead of `to`, or null when nothing glides (any more). */
  frame(to: TreeLayout): TreeLayout | null {
    if (!this.from) return null;
    const t = (this.now() - this.start) / GLIDE_MS;
    if (t < 1) return glideLayout(this.from, to, t);
    this.from = null;
    return null;
  }

  private now(): number {
    return this.clock.now?.() ?? performance.now();
  }
}
