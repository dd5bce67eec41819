import { fitCanvas, type CanvasTarget } from '../canvas-surface';
import { drawScene, type DrawOptions, type Scene } from '../draw';
import { boundsOf, type View } from '../geometry';

/** How to render the tree onto a canvas of its own (an image export, say). */
export interface RenderRequest {
  width: number;
  height: number;
  /** Device pixels per CSS pixel of the target (1 when omitted). */
  dpr?: number;
  /** The view to draw; the whole tree fitted into the size when omitted. */
  view?: View;
}

/** The view showing the whole tree centred with `margin` free on every side, at any zoom (no 30% floor). */
export function viewShowingAll(scene: Scene, width: number, height: number, margin = 24): View {
  const box = boundsOf(scene.layout);
  if (!box) return { x: 0, y: 0, k: 1 };
  const k = Math.min((width - 2 * margin) / (box.right - box.left), (height - 2 * margin) / (box.bottom - box.top));
  return { k, x: width / 2 - ((box.left + box.right) / 2) * k, y: height / 2 - ((box.top + box.bottom) / 2) * k };
}

/** Draws the scene onto `target`, sized to the request, on the page's background. Answers the view used. */
export function renderScene(target: CanvasTarget, scene: Scene, request: RenderRequest, options: Omit<DrawOptions, 'fillBackground'>): View | null {
  const ctx = target.getContext('2d');
  if (!ctx) return null;
  const dpr = request.dpr ?? 1;
  const view = request.view ?? viewShowingAll(scene, request.width, request.height);
  fitCanvas(target, request.width, request.height, dpr);
  drawScene(ctx, scene, view, request.width, request.height, dpr, { ...options, fillBackground: true });
  return view;
}
