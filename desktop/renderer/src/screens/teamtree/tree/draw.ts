import { forEachVisible, forEachVisibleParent, worldViewport, type View } from './geometry';
import { NODE_H, NODE_W, type TreeLayout } from './layout';
import { stubOf } from './links';
import { drawFoldMarks, type FoldMarks } from './fold-marks';
import { drawMoreNodes, forEachVisibleMore, isDrawn, traceMoreStubs } from './more-nodes';
import type { NodeStyles } from './node-style';
import type { Palette } from './palette';

/** What the canvas draws: the layout, per-node styles and the names (and the folded teams' marks). */
export interface Scene {
  layout: TreeLayout;
  styles: NodeStyles;
  names: readonly string[];
  fold?: FoldMarks | null;
}

export interface DrawOptions {
  palette: Palette;
  selected: number;
  focused: number;
  /** Truncated labels by node index (world-space font, so valid at every zoom). */
  labels: Map<number, string>;
  /** Fill the background (the lens); the main canvas is cleared to show the page behind. */
  fillBackground?: boolean;
  /** Nodes other users on the tree have selected (a dashed ring each). */
  peers?: readonly number[];
  /** A small text in each node's corner (team size and level), when shown. */
  badge?: (i: number) => string;
  /** A line under each node's name (the month's PV and rank, 'Show figures'), when shown: the name moves up to make room. */
  figures?: (i: number) => string;
  /** Visit every node, not only those in view (a gliding layout's levels are not sorted by x). */
  everything?: boolean;
}

const EVERYWHERE = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };

/** Names are drawn from this zoom on; below it they are unreadable anyway. */
export const TEXT_MIN_ZOOM = 0.4;
/** The names' size in world pixels: on screen it is this times the zoom. */
export const NAME_SIZE = 14;
const FONT = `500 ${NAME_SIZE}px ui-sans-serif, system-ui, sans-serif`;
const PAD_X = 12;
const BUCKETS = 10;

/** Draws the visible part of the scene onto a canvas of `width` x `height` CSS pixels. */
export function drawScene(ctx: CanvasRenderingContext2D, scene: Scene, view: View, width: number, height: number, dpr: number, options: DrawOptions): number {
  const { layout, styles } = scene;
  const { palette } = options;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  if (options.fillBackground) {
    ctx.fillStyle = palette.background;
    ctx.fillRect(0, 0, width, height);
  } else ctx.clearRect(0, 0, width, height);
  if (layout.count === 0) return 0;
  const k = view.k;
  ctx.setTransform(dpr * k, 0, 0, dpr * k, dpr * view.x, dpr * view.y);
  const rect = options.everything ? EVERYWHERE : worldViewport(view, width, height, 4);
  const visible: number[] = [];
  forEachVisible(layout, rect, (i) => visible.push(i));
  const more: number[] = [];
  forEachVisibleMore(layout, rect, (i) => more.push(i));

  // Connectors: one path. Each parent's trunk, bars and lines (links.ts), a stub from each child.
  ctx.beginPath();
  const { segStart, segs } = layout.links;
  forEachVisibleParent(layout, rect, (i) => {
    for (let s = 4 * segStart[i]; s < 4 * segStart[i + 1]; s += 4) {
      // Long bars are cut to the view (a root's bar may be 100,000 px wide).
      const horizontal = segs[s + 1] === segs[s + 3];
      ctx.moveTo(horizontal ? Math.max(segs[s], rect.left) : segs[s], segs[s + 1]);
      ctx.lineTo(horizontal ? Math.min(segs[s + 2], rect.right) : segs[s + 2], segs[s + 3]);
    }
  });
  for (const i of visible) {
    if (layout.parent[i] < 0) continue;
    const [x1, y1, x2, y2] = stubOf(layout.x[i], layout.y[i], layout.joinY[i], layout.side[i]);
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
  }
  traceMoreStubs(ctx, layout, more);
  ctx.strokeStyle = palette.link;
  ctx.lineWidth = Math.max(1.5, 1 / k);
  ctx.stroke();

  // Boxes: one path per tone and dimming.
  const buckets: number[][] = Array.from({ length: BUCKETS }, () => []);
  for (const i of visible) buckets[styles.tone[i] * 2 + styles.dim[i]].push(i);
  const rounded = k >= 0.5 && typeof ctx.roundRect === 'function';
  ctx.lineWidth = 1 / k;
  for (let b = 0; b < BUCKETS; b++) {
    const list = buckets[b];
    if (list.length === 0) continue;
    const colours = palette.tones[b >> 1];
    ctx.globalAlpha = b & 1 ? 0.3 : 1;
    ctx.beginPath();
    for (const i of list) {
      const left = layout.x[i] - NODE_W / 2;
      const top = layout.y[i];
      if (rounded) ctx.roundRect(left, top, NODE_W, NODE_H, 8);
      else ctx.rect(left, top, NODE_W, NODE_H);
    }
    ctx.fillStyle = colours.fill;
    ctx.fill();
    ctx.strokeStyle = colours.stroke;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  drawMoreNodes(ctx, layout, more, palette, k, k >= TEXT_MIN_ZOOM);

  if (k >= TEXT_MIN_ZOOM) drawLabels(ctx, scene, visible, options);
  if (options.figures && k >= BADGE_MIN_ZOOM) drawFigureLines(ctx, scene, visible, options.figures, options.badge, options.palette);
  if (options.badge && k >= BADGE_MIN_ZOOM) drawBadges(ctx, scene, visible, options.badge, options.palette);
  if (scene.fold) drawFoldMarks(ctx, layout, scene.fold, visible, palette, k >= TEXT_MIN_ZOOM);
  if (options.peers?.length) {
    ctx.setLineDash([6 / k, 4 / k]);
    for (const i of options.peers) ring(ctx, layout, i, palette.peer, 2.5 / k, 7 / k);
    ctx.setLineDash([]);
  }
  ring(ctx, layout, options.selected, palette.selected, 3 / k, 0);
  if (options.focused !== options.selected) ring(ctx, layout, options.focused, palette.focus, 2 / k, 4 / k);
  return visible.length + more.length;
}

/** Badges are drawn from this zoom on (smaller than the names). */
const BADGE_MIN_ZOOM = 0.6;
const BADGE_FONT = '600 11px ui-sans-serif, system-ui, sans-serif';

function drawBadges(ctx: CanvasRenderingContext2D, scene: Scene, visible: number[], badge: (i: number) => string, palette: Palette) {
  const { layout, styles } = scene;
  ctx.font = BADGE_FONT;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  for (const i of visible) {
    const text = badge(i);
    if (!text) continue;
    ctx.globalAlpha = styles.dim[i] ? 0.4 : 0.85;
    ctx.fillStyle = palette.tones[styles.tone[i]].text;
    ctx.fillText(text, layout.x[i] + NODE_W / 2 - 6, layout.y[i] + NODE_H - 3);
  }
  ctx.globalAlpha = 1;
}

/** The figure line's font, and where the name and the line sit in a node when figures show (the node keeps its 48 px). */
const FIGURES_FONT = '600 12px ui-sans-serif, system-ui, sans-serif';
export const NAME_Y_WITH_FIGURES = 17;
export const FIGURES_Y = 34;
/** Room kept at the line's right for the team badge when both show. */
const BADGE_ROOM = 52;
/** The figure lines cut to fit, by the line function (a new month or language is a new function) and badge room. */
const fittedLines = new WeakMap<(i: number) => string, Map<number, string>>();

/** The figure line under each name: centred, or left-aligned beside the team badge when that shows too; cut with an ellipsis to fit. */
function drawFigureLines(ctx: CanvasRenderingContext2D, scene: Scene, visible: number[], figures: (i: number) => string, badge: ((i: number) => string) | undefined, palette: Palette) {
  const { layout, styles } = scene;
  ctx.font = FIGURES_FONT;
  ctx.textBaseline = 'middle';
  ctx.textAlign = badge ? 'left' : 'center';
  const max = NODE_W - 2 * PAD_X + (badge ? 6 - BADGE_ROOM : 0);
  let fitted = fittedLines.get(figures);
  if (!fitted) fittedLines.set(figures, (fitted = new Map()));
  for (const i of visible) {
    const key = badge ? -1 - i : i;
    let text = fitted.get(key);
    if (text === undefined) fitted.set(key, (text = truncate(ctx, figures(i), max)));
    if (!text) continue;
    ctx.globalAlpha = styles.dim[i] ? 0.4 : 0.9;
    ctx.fillStyle = palette.tones[styles.tone[i]].text;
    ctx.fillText(text, badge ? layout.x[i] - NODE_W / 2 + PAD_X - 4 : layout.x[i], layout.y[i] + FIGURES_Y);
  }
  ctx.globalAlpha = 1;
}

function drawLabels(ctx: CanvasRenderingContext2D, scene: Scene, visible: number[], options: DrawOptions) {
  const { layout, styles, names } = scene;
  const nameY = options.figures ? NAME_Y_WITH_FIGURES : NODE_H / 2;
  ctx.font = FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const i of visible) {
    let label = options.labels.get(i);
    if (label === undefined) {
      label = truncate(ctx, names[i] ?? '', NODE_W - 2 * PAD_X);
      options.labels.set(i, label);
    }
    ctx.globalAlpha = styles.dim[i] ? 0.4 : 1;
    ctx.fillStyle = options.palette.tones[styles.tone[i]].text;
    ctx.fillText(label, layout.x[i], layout.y[i] + nameY);
  }
  ctx.globalAlpha = 1;
}

function ring(ctx: CanvasRenderingContext2D, layout: TreeLayout, i: number, colour: string, width: number, offset: number) {
  if (!isDrawn(layout, i)) return;
  ctx.beginPath();
  const [left, top, w, h] = [layout.x[i] - NODE_W / 2 - offset, layout.y[i] - offset, NODE_W + 2 * offset, NODE_H + 2 * offset];
  if (typeof ctx.roundRect === 'function') ctx.roundRect(left, top, w, h, 8 + offset);
  else ctx.rect(left, top, w, h);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** The text cut with an ellipsis to fit `max` pixels (binary search on the length). */
export function truncate(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (ctx.measureText(text.slice(0, mid) + '…').width <= max) lo = mid;
    else hi = mid - 1;
  }
  return text.slice(0, lo) + '…';
}
