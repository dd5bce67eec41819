import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import { memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { devicePixelRatio, fitCanvas } from './canvas-surface';
import { drawScene, type Scene } from './draw';
import { boundsOf, hitTest, isComfortablyVisible, nodeScreenBox, screenToWorld, stepZoom, viewCentredOn, viewFitting, viewRevealing, ZOOM_MAX, ZOOM_MIN, type View } from './geometry';
import { wheelSteps } from './wheel-steps';
import { navigate } from './navigation';
import type { Palette } from './palette';

export const LENS_SIZE = 200;
export const LENS_ZOOM = 2;
const OVERLAY_SETTLE_MS = 120;

/** What the page (and the benchmark) may do with the canvas. */
export interface TreeCanvasHandle {
  zoomStep(direction: 1 | -1): void;
  /** Shows these nodes whole (all when omitted), centred, as large as the zoom allows. */
  fit(nodes?: Iterable<number>): void;
  /** Centres node i, keeping the zoom. */
  centreOn(i: number): void;
  /** Centres a world point, keeping the zoom (the overview map). */
  centreOnPoint(x: number, y: number): void;
  setView(view: View): void;
  getView(): View;
  /** Draws now (the benchmark drives the view from its own frames). */
  drawNow(): void;
}

interface Props {
  scene: Scene;
  palette: Palette;
  selected: number;
  magnifier: boolean;
  label: string;
  onSelect(index: number): void;
  onFocusNode?(index: number): void;
  onZoom?(k: number): void;
  onPainted?(): void;
  /** Rendered over the selected node (moved with it on every frame). */
  overlay?: ReactNode;
  /** Nodes other users on the tree have selected. */
  peers?: readonly number[];
  /** Team size (and level) per node, when shown. */
  badge?: (i: number) => string;
  /** Told the view after every frame drawn (the overview map follows it). */
  onViewChange?(view: View, width: number, height: number): void;
  handleRef?: Ref<TreeCanvasHandle>;
}

/**
 * The tree on a Canvas 2D: d3-zoom for wheel/pinch/drag, drawing only what is visible, on
 * requestAnimationFrame and only when something changed.
 */
export const TreeCanvas = memo(function TreeCanvas({ scene, palette, selected, magnifier, label, onSelect, onFocusNode, onZoom, onPainted, overlay, peers, badge, onViewChange, handleRef }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const zoomRef = useRef<ZoomBehavior<HTMLCanvasElement, unknown> | null>(null);
  const view = useRef<View>({ x: 0, y: 0, k: 1 });
  const size = useRef({ width: 0, height: 0 });
  const pointer = useRef<[number, number] | null>(null);
  const focused = useRef(-1);
  const frame = useRef(0);
  const labels = useRef(new Map<number, string>());
  const lensLabels = useRef(new Map<number, string>());
  const painted = useRef<Scene | null>(null);
  const lastZoom = useRef(1);
  const placedView = useRef<View>({ x: NaN, y: NaN, k: NaN });
  const settle = useRef(0);
  const latest = useRef({ scene, palette, selected, magnifier, onZoom, onPainted, peers, badge, onViewChange });
  latest.current = { scene, palette, selected, magnifier, onZoom, onPainted, peers, badge, onViewChange };

  const draw = useCallback(() => {
    frame.current = 0;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    const { width, height } = size.current;
    if (!canvas || !ctx || width === 0) return;
    const cur = latest.current;
    const dpr = devicePixelRatio();
    fitCanvas(canvas, width, height, dpr);
    const options = { palette: cur.palette, selected: cur.selected, focused: focused.current, labels: labels.current, peers: cur.peers, badge: cur.badge };
    drawScene(ctx, cur.scene, view.current, width, height, dpr, options);
    placeOverlay();
    drawLens(dpr, options);
    cur.onViewChange?.(view.current, width, height);
    if (painted.current !== cur.scene) {
      painted.current = cur.scene;
      cur.onPainted?.();
    }
    const k = Math.round(view.current.k * 100) / 100;
    if (k !== lastZoom.current) {
      lastZoom.current = k;
      cur.onZoom?.(k);
    }

    /**
     * The node's buttons follow it, but leave the page while the view moves: any element over
     * the canvas makes the CPU compositor copy the whole canvas layer every frame.
     */
    function placeOverlay() {
      const el = overlayRef.current;
      if (!el) return;
      const i = cur.selected;
      window.clearTimeout(settle.current);
      if (i < 0 || i >= cur.scene.layout.count) return void (el.style.display = 'none');
      const v = view.current;
      const moved = v.x !== placedView.current.x || v.y !== placedView.current.y || v.k !== placedView.current.k;
      const first = placedView.current.k !== placedView.current.k;
      placedView.current = v;
      const place = () => {
        const box = nodeScreenBox(cur.scene.layout, view.current, i);
        el.style.transform = `translate(${Math.round(box.left + box.width / 2)}px, ${Math.round(box.top + box.height + 6)}px) translateX(-50%)`;
        el.style.display = '';
      };
      if (!moved || first || el.contains(document.activeElement)) return place();
      if (el.style.display !== 'none') el.style.display = 'none';
      settle.current = window.setTimeout(place, OVERLAY_SETTLE_MS);
    }

    /** The lens is drawn into the same canvas: a second canvas over the first costs a full-layer copy per frame on CPU. */
    function drawLens(ratio: number, base: typeof options) {
      const at = pointer.current;
      if (!cur.magnifier || !at || !ctx) return;
      const [wx, wy] = screenToWorld(view.current, at[0], at[1]);
      const k = view.current.k * LENS_ZOOM;
      const r = LENS_SIZE / 2;
      ctx.save();
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.beginPath();
      ctx.arc(at[0], at[1], r, 0, 2 * Math.PI);
      ctx.clip();
      drawScene(ctx, cur.scene, { k, x: at[0] - wx * k, y: at[1] - wy * k }, width, height, ratio, { ...base, labels: lensLabels.current, fillBackground: true });
      ctx.restore();
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.beginPath();
      ctx.arc(at[0], at[1], r - 1.5, 0, 2 * Math.PI);
      ctx.strokeStyle = cur.palette.selected;
      ctx.lineWidth = 3;
      ctx.stroke();
    }
  }, []);

  const requestDraw = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(draw);
  }, [draw]);

  const applyView = useCallback((next: View) => {
    const canvas = canvasRef.current;
    if (canvas && zoomRef.current) select(canvas).call(zoomRef.current.transform, zoomIdentity.translate(next.x, next.y).scale(next.k));
    else view.current = next;
  }, []);

  // d3-zoom: wheel, pinch and drag; the size from a ResizeObserver.
  useLayoutEffect(() => {
    const canvas = canvasRef.current!;
    const box = boxRef.current!;
    const behaviour = zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([ZOOM_MIN, ZOOM_MAX])
      .on('zoom', (event: { transform: View }) => {
        view.current = { x: event.transform.x, y: event.transform.y, k: event.transform.k };
        requestDraw();
      });
    zoomRef.current = behaviour;
    // The wheel zooms in the spec's 10% steps around the pointer (d3-zoom keeps drag and pinch).
    behaviour.filter((event: Event) => event.type !== 'wheel' && !(event as MouseEvent).ctrlKey && !(event as MouseEvent).button);
    select(canvas).call(behaviour).on('dblclick.zoom', null);
    const stopWheel = wheelSteps(canvas, (direction, at) => select(canvas).call(behaviour.scaleTo, stepZoom(view.current.k, direction), at));
    const measure = () => {
      const first = size.current.width === 0;
      size.current = { width: box.clientWidth, height: box.clientHeight };
      const { layout } = latest.current.scene;
      if (first && size.current.width > 0 && layout.count > 0) applyView(viewCentredOn(layout, layout.roots[0], size.current.width, size.current.height, 1));
      requestDraw();
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    measure();
    return () => {
      observer.disconnect();
      stopWheel();
      select(canvas).on('.zoom', null);
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
      window.clearTimeout(settle.current);
    };
  }, [requestDraw, applyView]);

  // A new scene: labels are recomputed; the first non-empty one is centred on the root.
  useEffect(() => {
    labels.current = new Map();
    const { layout } = scene;
    if (focused.current >= layout.count) focused.current = -1;
    if (painted.current === null && layout.count > 0 && size.current.width > 0 && view.current.x === 0 && view.current.y === 0) {
      applyView(viewCentredOn(layout, layout.roots[0], size.current.width, size.current.height, 1));
    }
    requestDraw();
  }, [scene, applyView, requestDraw]);

  useEffect(() => {
    labels.current = new Map();
    lensLabels.current = new Map();
    requestDraw();
  }, [scene, palette, selected, magnifier, peers, badge, onViewChange, requestDraw]);

  // A selection, however it was made (list, search, link), is brought into view with its buttons clear of the edges.
  useEffect(() => {
    const { layout } = latest.current.scene;
    const { width, height } = size.current;
    if (selected < 0 || selected >= layout.count || width === 0) return;
    if (!isComfortablyVisible(layout, view.current, selected, width, height)) applyView(viewCentredOn(layout, selected, width, height, view.current.k));
  }, [selected, applyView]);

  useImperativeHandle(
    handleRef,
    () => ({
      zoomStep(direction) {
        const canvas = canvasRef.current;
        if (!canvas || !zoomRef.current) return;
        const { width, height } = size.current;
        select(canvas).call(zoomRef.current.scaleTo, stepZoom(view.current.k, direction), [width / 2, height / 2]);
      },
      fit(nodes) {
        const box = boundsOf(latest.current.scene.layout, nodes);
        if (box && size.current.width > 0) applyView(viewFitting(box, size.current.width, size.current.height));
      },
      centreOn(i) {
        const { layout } = latest.current.scene;
        if (i >= 0 && i < layout.count && size.current.width > 0) applyView(viewCentredOn(layout, i, size.current.width, size.current.height, view.current.k));
      },
      centreOnPoint(x, y) {
        const { width, height } = size.current;
        const k = view.current.k;
        applyView({ k, x: width / 2 - x * k, y: height / 2 - y * k });
      },
      setView: applyView,
      getView: () => view.current,
      drawNow() {
        if (frame.current) cancelAnimationFrame(frame.current);
        draw();
      },
    }),
    [applyView, draw],
  );

  function moveFocus(next: number) {
    const { layout } = latest.current.scene;
    if (next < 0 || next === focused.current) return;
    focused.current = next;
    onFocusNode?.(next);
    const revealed = viewRevealing(layout, view.current, next, size.current.width, size.current.height);
    if (revealed.x !== view.current.x || revealed.y !== view.current.y) applyView(revealed);
    requestDraw();
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const { layout } = latest.current.scene;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (focused.current < 0) moveFocus(layout.roots[0] ?? -1);
      else onSelect(focused.current);
    } else if (event.key === 'Escape') onSelect(-1);
    else if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home'].includes(event.key)) {
      event.preventDefault();
      moveFocus(navigate(layout, focused.current, event.key));
    }
  }

  function pointAt(event: { clientX: number; clientY: number }): [number, number] {
    const rect = canvasRef.current!.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  }

  return (
    <div ref={boxRef} className="relative h-full w-full overflow-hidden">
      <canvas
        ref={canvasRef}
        tabIndex={0}
        role="img"
        aria-label={label}
        data-testid="tree-canvas"
        data-magnifier={magnifier ? "on" : "off"}
        className="block cursor-grab touch-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          if (!event.currentTarget.matches(':focus-visible')) return;
          if (focused.current < 0 && latest.current.scene.layout.count > 0) moveFocus(selected >= 0 ? selected : latest.current.scene.layout.roots[0]);
        }}
        onClick={(event) => {
          const [sx, sy] = pointAt(event);
          const [wx, wy] = screenToWorld(view.current, sx, sy);
          const hit = hitTest(latest.current.scene.layout, wx, wy);
          if (hit >= 0) focused.current = hit;
          onSelect(hit);
        }}
        onPointerMove={(event) => {
          if (!latest.current.magnifier) return;
          pointer.current = pointAt(event);
          requestDraw();
        }}
        onPointerLeave={() => {
          pointer.current = null;
          if (latest.current.magnifier) requestDraw();
        }}
      />
      <div ref={overlayRef} className="absolute top-0 left-0" style={{ display: 'none' }}>
        {overlay}
      </div>
    </div>
  );
});
