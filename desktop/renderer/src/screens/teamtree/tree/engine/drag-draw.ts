import { t } from '../../../../i18n/i18n';
import { isShown, nodeScreenBox, type View } from '../geometry';
import { NODE_H, NODE_W, type TreeLayout } from '../layout';
import type { Palette } from '../palette';
import type { DragState } from './node-drag';

/** Tones of the palette that mark a drop target: safe (green) when allowed, danger (red) when refused. */
const ALLOWED_TONE = 1;
const REFUSED_TONE = 3;

/** The colour of the drop target's ring (green when allowed, red when refused). */
export function targetColour(palette: Palette, state: DragState): string {
  return palette.tones[state.refusal === null ? ALLOWED_TONE : REFUSED_TONE].stroke;
}

/**
 * Draws a drag over the frame, in screen pixels: the target's ring (green or red), the dragged
 * node dimmed in its place, and its ghost under the pointer at the view's zoom.
 */
export function drawDrag(ctx: CanvasRenderingContext2D, layout: TreeLayout, view: View, state: DragState, label: string, palette: Palette, dpr: number): void {
  ctx.save();
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  if (isShown(layout, state.target)) {
    const box = nodeScreenBox(layout, view, state.target);
    ctx.beginPath();
    roundBox(ctx, box.left - 4, box.top - 4, box.width + 8, box.height + 8, 10);
    ctx.strokeStyle = targetColour(palette, state);
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  const k = view.k;
  const [w, h] = [NODE_W * k, NODE_H * k];
  const [left, top] = [state.at[0] - w / 2, state.at[1] - h / 2];
  const tone = palette.tones[0];
  ctx.globalAlpha = 0.75;
  ctx.beginPath();
  roundBox(ctx, left, top, w, h, 8 * k);
  ctx.fillStyle = tone.fill;
  ctx.fill();
  ctx.strokeStyle = palette.selected;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = tone.text;
  ctx.font = `500 ${Math.max(8, Math.round(14 * k))}px ui-sans-serif, system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, state.at[0], state.at[1]);
  ctx.restore();
}

function roundBox(ctx: CanvasRenderingContext2D, left: number, top: number, w: number, h: number, r: number) {
  if (typeof ctx.roundRect === 'function') ctx.roundRect(left, top, w, h, r);
  else ctx.rect(left, top, w, h);
}

/** The words beside the pointer while dragging: where the drop would go, or why it cannot. */
export function dragHint(state: DragState, names: readonly string[]): string {
  if (state.target < 0) return t('teamtree.canvas.dropOnto', { name: names[state.mover] ?? '' });
  return state.refusal ?? t('teamtree.canvas.moveUnder', { name: names[state.target] ?? '' });
}

/** Shows the hint beside the pointer (or hides it when no drag is under way). */
export function placeHint(el: HTMLElement, state: DragState | null, names: readonly string[], palette: Palette): void {
  if (!state) {
    el.style.display = 'none';
    el.textContent = '';
    return;
  }
  el.textContent = dragHint(state, names);
  el.dataset.refused = state.refusal === null ? 'false' : 'true';
  el.style.borderColor = state.target >= 0 ? targetColour(palette, state) : palette.link;
  el.style.transform = `translate(${Math.round(state.at[0] + 16)}px, ${Math.round(state.at[1] + 20)}px)`;
  el.style.display = 'block';
}
