import type { TreeLayout } from '../layout';
import { buildLinks } from '../links';
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
 * is between its two places, one shown only in `to` is at its new place. The connectors are
 * made again from the travelling places. Rows and indexes are `to`'s, so the frame must be drawn
 * without culling (see DrawOptions.everything).
 */
export function glideLayout(from: TreeLayout, to: TreeLayout, t: number): TreeLayout {
  const s = ease(Math.min(1, Math.max(0, t)));
  const n = to.count;
  // The 'Show more' nodes of wide teams (after the partners) stand at their new places.
  const x = to.x.slice();
  const y = to.y.slice();
  const joinY = to.joinY.slice();
  for (let i = 0; i < n; i++) {
    const was = from.index.get(to.ids[i]);
    const shownThen = was !== undefined && from.depth[was] >= 0;
    if (to.depth[i] < 0 || !shownThen) {
      [x[i], y[i], joinY[i]] = [to.x[i], to.y[i], to.joinY[i]];
    } else {
      x[i] = from.x[was] + (to.x[i] - from.x[was]) * s;
      y[i] = from.y[was] + (to.y[i] - from.y[was]) * s;
      joinY[i] = from.joinY[was] + (to.joinY[i] - from.joinY[was]) * s;
    }
  }
  const links = buildLinks({ count: x.length, childStart: to.more.childStart, childList: to.more.childList, x, y, depth: to.depth, joinY, side: to.side, rows: to.rows });
  return { ...to, x, y, joinY, links };
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
