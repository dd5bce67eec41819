import { fitCanvas, type CanvasTarget } from '../canvas-surface';
import { drawScene, type DrawOptions, type Scene } from '../draw';
import { boundsOf, type View } from '../geometry';
import type { Palette } from '../palette';

/** How to render the tree onto a canvas of its own (an image export, say). */
export interface RenderRequest {
  width: number;
  height: number;
  /** Device pixels per CSS pixel of the target (1 when omitted). */
  dpr?: number;
  /** The view to draw; the whole tree fitted into the size when omitted. */
  view?: View;
  /** The colours (the page's own when omitted; paper wants the light ones). */
  palette?: Palette;
}

/** How big an image of the tree may get: a side and an area every browser's canvas takes, and the sharpness wanted. */
export interface ImageLimits {
  maxSide: number;
  maxPixels: number;
  /** Device pixels per CSS pixel at most (2: sharp on paper and HiDPI screens). */
  maxScale: number;
}

export const IMAGE_LIMITS: ImageLimits = { maxSide: 32_000, maxPixels: 32_000_000, maxScale: 2 };

/** Room around the tree in an image (world units: a '+N' mark below the lowest node fits). */
const IMAGE_MARGIN = 32;

/**
 * The request that draws the whole tree as one image: at 100% (names readable) and up to
 * `maxScale` device pixels per CSS pixel; a tree too big for the limits is drawn smaller
 * (below 40% without names, as on screen). `null` for an empty tree.
 */
export function wholeTreeRequest(scene: Scene, limits: ImageLimits = IMAGE_LIMITS): RenderRequest | null {
  const box = boundsOf(scene.layout);
  if (!box) return null;
  const w = box.right - box.left + 2 * IMAGE_MARGIN;
  const h = box.bottom - box.top + 2 * IMAGE_MARGIN;
  const scale = Math.min(limits.maxScale, limits.maxSide / w, limits.maxSide / h, Math.sqrt(limits.maxPixels / (w * h)));
  const k = Math.min(1, scale);
  return {
    width: Math.floor(w * k),
    height: Math.floor(h * k),
    dpr: Math.max(1, scale),
    view: { k, x: (IMAGE_MARGIN - box.left) * k, y: (IMAGE_MARGIN - box.top) * k },
  };
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
  drawScene(ctx, scene, view, request.width, request.height, dpr, { ...options, palette: request.palette ?? options.palette, fillBackground: true });
  return view;
}
