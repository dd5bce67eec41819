import { t } from '../../i18n/i18n';
import { devicePixelRatio } from './tree/canvas-surface';
import { wholeTreeRequest, type RenderRequest } from './tree/engine/render-to';
import type { TreeViewportHandle } from './tree/engine/viewport-props';
import type { Palette } from './tree/palette';

/** What an image shows: the whole tree (folded teams stay folded), or what the canvas shows now. */
export type TreePart = 'whole' | 'visible';

/** How an image is drawn: the page's colours and the screen's pixel density unless given. */
export interface ImageStyle {
  palette?: Palette;
  /** Device pixels per CSS pixel of the visible part (paper wants at least 2). */
  minDpr?: number;
}

/** The drawing request for a part of the tree, from the viewport's own layout and view. */
export function treeImageRequest(viewport: TreeViewportHandle, part: TreePart, style: ImageStyle = {}): RenderRequest {
  const { palette, minDpr = 1 } = style;
  if (part === 'visible') return { ...viewport.getSize(), view: viewport.getView(), dpr: Math.max(minDpr, devicePixelRatio()), palette };
  const whole = wholeTreeRequest(viewport.getScene());
  if (!whole) throw new Error(t('teamtree.exports.nothingToDraw'));
  return { ...whole, palette };
}

/** The part of the tree drawn by the viewport onto a canvas of its own (never the one on screen). */
export function drawTreeImage(viewport: TreeViewportHandle, part: TreePart, style?: ImageStyle): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  if (!viewport.renderTo(canvas, treeImageRequest(viewport, part, style))) throw new Error(t('teamtree.exports.cannotDraw'));
  return canvas;
}

/** The part of the tree as a PNG file's bytes. */
export function treePng(viewport: TreeViewportHandle, part: TreePart): Promise<Blob> {
  const canvas = drawTreeImage(viewport, part);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t('teamtree.exports.tooLarge')))), 'image/png');
  });
}
