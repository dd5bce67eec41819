import { drawScene, type DrawOptions, type Scene } from '../draw';
import { screenToWorld, type View } from '../geometry';

/** The magnifier ('Lupe'): a round lens of 200 CSS pixels at twice the view's zoom, following the pointer. */
export const LENS_SIZE = 200;
export const LENS_ZOOM = 2;

export interface LensFrame {
  width: number;
  height: number;
  dpr: number;
}

/** The view inside the lens: the world point under the pointer stays under it, at LENS_ZOOM times the zoom. */
export function lensView(view: View, at: readonly [number, number]): View {
  const [wx, wy] = screenToWorld(view, at[0], at[1]);
  const k = view.k * LENS_ZOOM;
  return { k, x: at[0] - wx * k, y: at[1] - wy * k };
}

/** Draws the lens into the same canvas: a second canvas over the first costs a full-layer copy per frame on CPU. */
export function drawLens(ctx: CanvasRenderingContext2D, scene: Scene, view: View, at: readonly [number, number], frame: LensFrame, options: DrawOptions): void {
  const { width, height, dpr } = frame;
  const r = LENS_SIZE / 2;
  ctx.save();
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.beginPath();
  ctx.arc(at[0], at[1], r, 0, 2 * Math.PI);
  ctx.clip();
  drawScene(ctx, scene, lensView(view, at), width, height, dpr, { ...options, fillBackground: true });
  ctx.restore();
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.beginPath();
  ctx.arc(at[0], at[1], r - 1.5, 0, 2 * Math.PI);
  ctx.strokeStyle = options.palette.selected;
  ctx.lineWidth = 3;
  ctx.stroke();
}
