import { NODE_H, NODE_W, type TreeLayout } from './layout';
import type { MapFrame } from './overview';

/**
 * The overview map's nodes as a coverage mask of `width` x `height` device pixels (1: a node
 * covers it): every shown node a box at least one pixel wide and high. Written into an array
 * instead of one `fillRect` per node, which cost ~40 ms at 50,000 partners after every move.
 */
export function mapCoverage(layout: TreeLayout, placed: MapFrame, dpr: number, width: number, height: number): Uint8Array {
  const covered = new Uint8Array(width * height);
  const { scale, originX, originY, padX, padY } = placed;
  const w = Math.max(1, Math.round(NODE_W * scale * dpr));
  const h = Math.max(1, Math.round(NODE_H * scale * dpr));
  const { count, x, y, depth } = layout;
  for (let i = 0; i < count; i++) {
    if (depth[i] < 0) continue;
    // worldToMap written out: no pair allocated per node (50,000 of them after every move).
    const left = Math.max(0, Math.round(((x[i] - NODE_W / 2 - originX) * scale + padX) * dpr));
    const top = Math.max(0, Math.round(((y[i] - originY) * scale + padY) * dpr));
    const right = Math.min(width, left + w);
    const bottom = Math.min(height, top + h);
    // Written out rather than `fill`: a node is a pixel or two wide here, and 50,000 calls into
    // the built-in cost more than the writes.
    for (let row = top; row < bottom; row++) for (let p = row * width + left; p < row * width + right; p++) covered[p] = 1;
  }
  return covered;
}

/** The mask as opaque black pixels on a transparent ground (RGBA), ready for `putImageData`. */
export function coveragePixels(covered: Uint8Array): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(covered.length * 4);
  for (let p = 0; p < covered.length; p++) if (covered[p]) pixels[p * 4 + 3] = 255;
  return pixels;
}
