import { memo, useEffect, useImperativeHandle, useLayoutEffect, useRef, type PointerEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { devicePixelRatio, fitCanvas } from './canvas-surface';
import type { View } from './geometry';
import type { TreeLayout } from './layout';
import { takeFingerMoves } from '../../../lib/finger-moves';
import { coveragePixels, mapCoverage } from './map-raster';
import { mapFrame, mapToWorld, viewportOnMap, type MapFrame } from './overview';
import type { Palette } from './palette';
import { whenIdle } from '../../../lib/when-idle';

export const MAP_WIDTH = 200;
export const MAP_HEIGHT = 130;

export interface OverviewMapHandle {
  /** The main canvas's view changed: redraw the viewport rectangle (cheap: the tree itself is cached). */
  showView(view: View, width: number, height: number): void;
}

interface Props {
  layout: TreeLayout;
  palette: Palette;
  /** Centre the main view on this world point. */
  onMoveTo(x: number, y: number): void;
  handleRef: Ref<OverviewMapHandle>;
}

/** Every shown node as a small box in one colour, on an off-screen canvas of the map's size (`bitmap`, drawn again, when given). */
function mapBitmap(layout: TreeLayout, placed: MapFrame, color: string, bitmap = document.createElement('canvas')): HTMLCanvasElement {
  const dpr = devicePixelRatio();
  const width = Math.round(MAP_WIDTH * dpr);
  const height = Math.round(MAP_HEIGHT * dpr);
  if (bitmap.width !== width || bitmap.height !== height) [bitmap.width, bitmap.height] = [width, height];
  const ctx = bitmap.getContext('2d');
  if (!ctx) return bitmap;
  // The nodes as a mask (replacing every pixel), then coloured: the mask's pixels take the colour (source-in).
  ctx.putImageData(new ImageData(coveragePixels(mapCoverage(layout, placed, dpr, width, height)), width, height), 0, 0);
  ctx.globalCompositeOperation = 'source-in';
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  return bitmap;
}

/**
 * A small map of the whole tree with the viewport's rectangle, drawn from the tree's own layout
 * (never a second one): the nodes once per layout into a cached bitmap (when the page is idle),
 * the rectangle per frame.
 * Click or drag on it to move the view.
 */
export const OverviewMap = memo(function OverviewMap({ layout, palette, onMoveTo, handleRef }: Props) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const cache = useRef<HTMLCanvasElement | null>(null);
  const frame = useRef<MapFrame | null>(null);
  const lastView = useRef<{ view: View; width: number; height: number } | null>(null);

  function paint() {
    const target = canvas.current;
    const ctx = target?.getContext('2d');
    if (!target || !ctx || !cache.current || !frame.current) return;
    const dpr = devicePixelRatio();
    fitCanvas(target, MAP_WIDTH, MAP_HEIGHT, dpr);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, target.width, target.height);
    ctx.drawImage(cache.current, 0, 0);
    const seen = lastView.current;
    if (!seen) return;
    const r = viewportOnMap(frame.current, seen.view, seen.width, seen.height);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.strokeStyle = palette.selected;
    ctx.lineWidth = 1.5;
    ctx.strokeRect(r.left, r.top, Math.max(2, r.right - r.left), Math.max(2, r.bottom - r.top));
  }

  // The tree, once per layout (and palette), into an off-screen bitmap. The first map waits until
  // the page is idle, so it never holds back the tree's own first draw; a later layout (a move, a
  // fold) is drawn in the tree's next frame, so a change costs one frame, not two (a layout effect:
  // asked for in the same task as the tree's frame). Clicks use the frame at once.
  useLayoutEffect(() => {
    const placed = mapFrame(layout, MAP_WIDTH, MAP_HEIGHT);
    frame.current = placed;
    const draw = () => {
      // The bitmap of the last layout is drawn again (a new canvas per move cost a context each time).
      cache.current = placed ? mapBitmap(layout, placed, palette.link, cache.current ?? undefined) : null;
      paint();
    };
    if (!cache.current) return whenIdle(draw);
    const next = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(next);
  }, [layout, palette]);

  // A finger dragging the view over the map is no scroll or fling for the browser.
  useEffect(() => takeFingerMoves(canvas.current!), []);

  useImperativeHandle(handleRef, () => ({
    showView(view, width, height) {
      lastView.current = { view, width, height };
      paint();
    },
  }));

  function moveTo(event: PointerEvent<HTMLCanvasElement>) {
    if (!frame.current) return;
    const box = event.currentTarget.getBoundingClientRect();
    const [x, y] = mapToWorld(frame.current, event.clientX - box.left, event.clientY - box.top);
    onMoveTo(x, y);
  }

  return (
    <canvas
      ref={canvas}
      data-testid="overview-map"
      role="img"
      aria-label={t('teamtree.map.overview')}
      style={{ width: MAP_WIDTH, height: MAP_HEIGHT }}
      className="cursor-pointer touch-none rounded-lg border border-slate-300 bg-white/90 shadow-md dark:border-slate-600 dark:bg-slate-900/90"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons & 1) moveTo(event);
      }}
    />
  );
});
