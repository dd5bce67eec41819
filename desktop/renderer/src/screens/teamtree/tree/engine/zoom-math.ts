import { stepZoom, type View } from '../geometry';

/** The view at zoom `k` that keeps the screen point `at` over the same world point (as d3-zoom's scaleTo does). */
export function zoomAround(view: View, k: number, at: readonly [number, number]): View {
  const worldX = (at[0] - view.x) / view.k;
  const worldY = (at[1] - view.y) / view.k;
  return { k, x: at[0] - worldX * k, y: at[1] - worldY * k };
}

/** One +/- step (10%, within 30%–200%) around a screen point. */
export function zoomStepAround(view: View, direction: 1 | -1, at: readonly [number, number]): View {
  return zoomAround(view, stepZoom(view.k, direction), at);
}

/** The view centring world point (x, y) on a `width` x `height` screen, keeping the zoom. */
export function viewCentredOnPoint(view: View, x: number, y: number, width: number, height: number): View {
  const k = view.k;
  return { k, x: width / 2 - x * k, y: height / 2 - y * k };
}
