import { boundsOf, type Rect, type View } from './geometry';
import type { TreeLayout } from './layout';

/** How the whole tree sits in the overview map: map = (world - origin) * scale + pad. */
export interface MapFrame {
  scale: number;
  originX: number;
  originY: number;
  padX: number;
  padY: number;
}

/** Fits the whole tree into a `width` x `height` map, centred, keeping its proportions. */
export function mapFrame(layout: TreeLayout, width: number, height: number): MapFrame | null {
  const box = boundsOf(layout);
  if (!box) return null;
  const scale = Math.min(width / (box.right - box.left), height / (box.bottom - box.top));
  return { scale, originX: box.left, originY: box.top, padX: (width - (box.right - box.left) * scale) / 2, padY: (height - (box.bottom - box.top) * scale) / 2 };
}

export function worldToMap(frame: MapFrame, x: number, y: number): [number, number] {
  return [(x - frame.originX) * frame.scale + frame.padX, (y - frame.originY) * frame.scale + frame.padY];
}

export function mapToWorld(frame: MapFrame, mx: number, my: number): [number, number] {
  return [(mx - frame.padX) / frame.scale + frame.originX, (my - frame.padY) / frame.scale + frame.originY];
}

/** The part of the world a screen of `width` x `height` shows through `view`, in map coordinates. */
export function viewportOnMap(frame: MapFrame, view: View, width: number, height: number): Rect {
  const [left, top] = worldToMap(frame, -view.x / view.k, -view.y / view.k);
  const [right, bottom] = worldToMap(frame, (width - view.x) / view.k, (height - view.y) / view.k);
  return { left, top, right, bottom };
}
