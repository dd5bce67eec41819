import { countText } from '../tree-texts';
import { hitTest } from './geometry';
import { NODE_H, type TreeLayout } from './layout';
import type { Palette } from './palette';

/** What the canvas knows of folded teams: which nodes are collapsed, and how many partners each hides. */
export interface FoldMarks {
  collapsed: Uint8Array;
  /** Per node: its whole downline (in the unfolded tree). */
  hidden: Int32Array;
}

/** The '+N' mark under a collapsed node (world units): clicking it opens the team. */
export const MARK_W = 72;
export const MARK_H = 22;
const MARK_GAP = 6;
/** How far below a collapsed node its mark reaches. */
export const MARK_BELOW = MARK_GAP + MARK_H;
const MARK_FONT = '600 12px ui-sans-serif, system-ui, sans-serif';

function markTop(layout: TreeLayout, i: number): number {
  return layout.y[i] + NODE_H + MARK_GAP;
}

/** The collapsed node whose mark is under a world point, or -1. */
export function hitFoldMark(layout: TreeLayout, marks: FoldMarks, wx: number, wy: number): number {
  // The node the mark hangs under: the point moved up by the gap and the node's height lands on it.
  const i = hitTest(layout, wx, wy - NODE_H - MARK_GAP);
  if (i < 0 || !marks.collapsed[i]) return -1;
  const top = markTop(layout, i);
  return wy >= top && wy <= top + MARK_H && Math.abs(layout.x[i] - wx) <= MARK_W / 2 ? i : -1;
}

/** Formats a hidden count as the mark shows it. */
export function hiddenLabel(count: number): string {
  return `+${countText(count, true)}`;
}

/** Draws the marks of the visible collapsed nodes (world transform set); the counts from 40% zoom on. */
export function drawFoldMarks(ctx: CanvasRenderingContext2D, layout: TreeLayout, marks: FoldMarks, visible: readonly number[], palette: Palette, withText: boolean): void {
  const shown = visible.filter((i) => marks.collapsed[i]);
  if (shown.length === 0) return;
  const tone = palette.tones[0];
  ctx.beginPath();
  for (const i of shown) {
    const left = layout.x[i] - MARK_W / 2;
    if (typeof ctx.roundRect === 'function') ctx.roundRect(left, markTop(layout, i), MARK_W, MARK_H, MARK_H / 2);
    else ctx.rect(left, markTop(layout, i), MARK_W, MARK_H);
  }
  ctx.fillStyle = tone.fill;
  ctx.fill();
  ctx.strokeStyle = palette.focus;
  ctx.stroke();
  if (!withText) return;
  ctx.font = MARK_FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = tone.text;
  for (const i of shown) ctx.fillText(hiddenLabel(marks.hidden[i]), layout.x[i], markTop(layout, i) + MARK_H / 2);
}
