import { devicePixelRatio, fitCanvas, type CanvasTarget } from '../canvas-surface';
import { drawScene, NAME_SIZE, type DrawOptions } from '../draw';
import { boundsOf, drawnPartners, hitTest, isComfortablyVisible, isShown, legibleNames, openingView, screenToWorld, shownIndex, viewCentredOn, viewFitting, viewRevealing, type View } from '../geometry';
import { hitFoldMark, MARK_BELOW } from '../fold-marks';
import { hitMore, moreParent } from '../more-nodes';
import { browserClock, type EngineClock } from './clock';
import { FrameLoop } from './frame-loop';
import { KeyboardFocus } from './keyboard';
import { drawLens } from './lens';
import { OverlayFollower, type OverlayElement } from './overlay-follower';
import { renderScene, type RenderRequest } from './render-to';
import { drawDrag, placeHint } from './drag-draw';
import { Glide } from './glide';
import { NodeDrag } from './node-drag';
import { drawingChanged, type TreeViewportHandle, type ViewportProps } from './viewport-props';
import { attachZoomInput, type ViewInput } from './zoom-input';
import { viewCentredOnPoint, zoomStepAround } from './zoom-math';

/** The page elements the viewport works in (TreeCanvas hands them over once mounted). */
export interface ViewportElements {
  canvas: HTMLCanvasElement;
  /** The box the canvas fills; its size is the canvas's size. */
  box: HTMLElement;
  /** The selected node's buttons, moved under it. */
  overlay?: OverlayElement | null;
  /** Beside the pointer while dragging a node: where it would go, or why not. */
  hint?: HTMLElement | null;
}

/**
 * The tree's viewport, free of any UI framework: a layout in, drawing and hit-testing out, the
 * zoom and pan inside. Draws only what is visible, on an animation frame and only when something
 * changed; keeps the selection and the keyboard focus in view; the magnifier and the selected
 * node's buttons follow it. `resize` and the input methods drive it without a DOM (unit tests);
 * `attach` binds it to the page (d3-zoom for drag and pinch, wheel steps, a ResizeObserver).
 */
export class TreeViewport implements TreeViewportHandle {
  private view: View = { x: 0, y: 0, k: 1 };
  private width = 0;
  private height = 0;
  private canvas: CanvasTarget | null = null;
  private input: ViewInput | null = null;
  private overlay: OverlayFollower | null = null;
  private stopObserving: (() => void) | null = null;
  private readonly frames: FrameLoop;
  private pointer: [number, number] | null = null;
  private readonly focus = new KeyboardFocus({ props: () => this.props, reveal: (i) => this.reveal(i) });
  /** Truncated names by node (world-space font: valid at every zoom and in the lens). */
  private labels = new Map<number, string>();
  private painted: ViewportProps['scene'] | null = null;
  private lastZoom = 1;
  private lastLegible = '';
  private lastCounted: ViewportProps['scene']['layout'] | null = null;
  private hint: HTMLElement | null = null;
  readonly drag: NodeDrag;
  private readonly glide: Glide;

  constructor(
    private props: ViewportProps,
    private readonly clock: EngineClock = browserClock,
  ) {
    this.frames = new FrameLoop(clock, () => this.draw());
    this.glide = new Glide(clock);
    this.drag = new NodeDrag(clock, (sx, sy) => this.hitAt(sx, sy), () => this.frames.request());
  }

  // ---- the page's side: props, elements, size -------------------------------------------

  /** New props: a new scene is labelled afresh (and centred on its root if it is the first); a new selection is brought into view. */
  update(next: ViewportProps): void {
    const before = this.props;
    this.props = next;
    if (next.drag !== before.drag && !next.drag) this.drag.cancel();
    if (next.scene !== before.scene) this.sceneChanged(before.scene.layout);
    if (drawingChanged(before, next)) {
      this.labels = new Map();
      this.frames.request();
    }
    if (next.selected !== before.selected) this.bringIntoView(next.selected);
    else if (next.scene !== before.scene) this.keepInView(before.scene.layout, next.selected);
  }

  /** Binds the viewport to the page: pointer input, the box's size, the buttons over the selection. */
  attach({ canvas, box, overlay, hint }: ViewportElements): void {
    this.detach();
    this.canvas = canvas;
    this.hint = hint ?? null;
    this.input = attachZoomInput(canvas, {
      holds: () => this.drag.holdsMouse,
      onView: (view) => {
        this.view = view;
        this.frames.request();
      },
      onWheelStep: (direction, at) => this.zoomStep(direction, at),
    });
    this.overlay = overlay ? new OverlayFollower(overlay, this.clock, () => this.width) : null;
    const observer = new ResizeObserver(() => this.resize(box.clientWidth, box.clientHeight));
    observer.observe(box);
    this.stopObserving = () => observer.disconnect();
    this.resize(box.clientWidth, box.clientHeight);
    this.bringIntoView(this.props.selected);
  }

  /** Draws onto `canvas` without binding any input (unit tests, or a page that moves the view itself). */
  useCanvas(canvas: CanvasTarget): void {
    this.canvas = canvas;
    this.frames.request();
  }

  detach(): void {
    this.stopObserving?.();
    this.stopObserving = null;
    this.input?.detach();
    this.input = null;
    this.overlay?.dispose();
    this.overlay = null;
    this.drag.cancel();
    this.frames.cancel();
  }

  /**
   * The canvas's CSS size; the first real size centres the root at 100%, and then brings a
   * partner selected before the canvas had a size (a list, a link) into view.
   */
  resize(width: number, height: number): void {
    const first = this.width === 0;
    this.width = width;
    this.height = height;
    const { layout } = this.props.scene;
    if (first && width > 0 && layout.count > 0) {
      this.setView(openingView(layout, width));
      this.bringIntoView(this.props.selected);
    }
    this.frames.request();
  }

  // ---- the view ----------------------------------------------------------------------------

  getView(): View {
    return this.view;
  }

  getSize(): { width: number; height: number } {
    return { width: this.width, height: this.height };
  }

  getScene(): ViewportProps['scene'] {
    return this.props.scene;
  }

  setView(view: View): void {
    if (this.input) return this.input.setView(view);
    this.view = view;
    this.frames.request();
  }

  zoomStep(direction: 1 | -1, at: readonly [number, number] = [this.width / 2, this.height / 2]): void {
    this.setView(zoomStepAround(this.view, direction, at));
  }

  fit(nodes?: Iterable<number>): void {
    const box = boundsOf(this.props.scene.layout, nodes);
    if (box && this.width > 0) this.setView(viewFitting(box, this.width, this.height));
  }

  centreOn(i: number): void {
    const { layout } = this.props.scene;
    if (isShown(layout, i) && this.width > 0) this.setView(viewCentredOn(layout, i, this.width, this.height, this.view.k));
  }

  centreOnPoint(x: number, y: number): void {
    this.setView(viewCentredOnPoint(this.view, x, y, this.width, this.height));
  }

  /** A selection, however it was made (list, search, link), comes into view with its buttons clear of the edges. */
  private bringIntoView(i: number): void {
    const { layout } = this.props.scene;
    if (!isShown(layout, i) || this.width === 0) return;
    if (!isComfortablyVisible(layout, this.view, i, this.width, this.height)) this.setView(viewCentredOn(layout, i, this.width, this.height, this.view.k));
  }

  /** The selected partner was in view and a new layout (a move) put them out of it: the view follows them. */
  private keepInView(before: ViewportProps['scene']['layout'], i: number): void {
    const { layout } = this.props.scene;
    if (i < 0 || this.width === 0) return;
    const was = before.index.get(layout.ids[i]);
    if (was === undefined || !isShown(before, was) || !isComfortablyVisible(before, this.view, was, this.width, this.height)) return;
    this.bringIntoView(i);
  }

  private sceneChanged(before: ViewportProps['scene']['layout']): void {
    const { layout } = this.props.scene;
    // Someone else's change never takes a partner out of the hand that drags it.
    this.drag.remap((i) => shownIndex(layout, before.ids[i]), this.props.drag);
    if (this.painted) this.glide.begin(before, layout);
    this.focus.keepIn(layout);
    const untouched = this.view.x === 0 && this.view.y === 0;
    if (this.painted === null && layout.count > 0 && this.width > 0 && untouched) this.setView(openingView(layout, this.width));
  }

  // ---- input forwarded by the page ----------------------------------------------------------

  /** The node under a point of the canvas (CSS pixels from its top left), or -1. */
  hitAt(sx: number, sy: number): number {
    const [wx, wy] = screenToWorld(this.view, sx, sy);
    return hitTest(this.props.scene.layout, wx, wy);
  }

  /**
   * A click on a collapsed node's mark opens its team, one on a 'Show more' node draws the next
   * page of its team; elsewhere it selects the node under it (or clears the selection on empty space).
   */
  click(sx: number, sy: number): void {
    if (this.drag.takeClick()) return;
    const { scene, onToggleFold, onShowMore } = this.props;
    const [wx, wy] = screenToWorld(this.view, sx, sy);
    if (scene.fold && onToggleFold) {
      const marked = hitFoldMark(scene.layout, scene.fold, wx, wy);
      if (marked >= 0) return onToggleFold(marked, true);
    }
    const more = hitMore(scene.layout, wx, wy);
    if (more >= 0) {
      this.focus.node = more;
      return onShowMore?.(scene.layout.ids[moreParent(scene.layout, more)]);
    }
    const hit = this.hitAt(sx, sy);
    if (hit >= 0) this.focus.node = hit;
    this.props.onSelect(hit);
  }

  /** A pointer went down on the canvas: a press on a node that may move may become a drag (a long press for touch). */
  pointerDown(sx: number, sy: number, touch: boolean): boolean {
    return this.drag.down(this.props.drag, sx, sy, touch);
  }

  /** The pointer was released (a drop, when dragging); answers whether a drag ended. */
  pointerUp(): boolean {
    return this.drag.up(this.props.drag);
  }

  /** Escape (or a lost pointer) while dragging: nothing moves. */
  cancelDrag(): boolean {
    return this.drag.cancel();
  }

  pointerMove(sx: number, sy: number): void {
    if (this.drag.move(this.props.drag, sx, sy)) return;
    if (!this.props.magnifier) return;
    this.pointer = [sx, sy];
    this.frames.request();
  }

  pointerLeave(): void {
    this.pointer = null;
    if (this.props.magnifier) this.frames.request();
  }

  /** A key on the canvas; answers whether it was used (the page then prevents its default). Escape ends a drag first. */
  key(key: string): boolean {
    if (key === 'Escape' && this.drag.cancel()) return true;
    return this.focus.key(key);
  }

  /** Keyboard focus arrived on the canvas: the focus ring starts on the selection, or on the root. */
  focusVisible(): void {
    this.focus.arrived();
  }

  getFocused(): number {
    return this.focus.node;
  }

  /** The keyboard focus moved onto node i: the view shows it, the ring is drawn there. */
  private reveal(i: number): void {
    const revealed = viewRevealing(this.props.scene.layout, this.view, i, this.width, this.height);
    if (revealed.x !== this.view.x || revealed.y !== this.view.y) this.setView(revealed);
    this.frames.request();
  }

  // ---- drawing -----------------------------------------------------------------------------

  requestDraw(): void {
    this.frames.request();
  }

  drawNow(): void {
    this.frames.now();
  }

  /** Renders the tree onto a canvas of its own (an image export): the whole tree fitted unless a view is given. */
  renderTo(target: CanvasTarget, request: RenderRequest): View | null {
    const { scene, palette, badge, figures } = this.props;
    return renderScene(target, scene, request, { palette, selected: -1, focused: -1, labels: this.labels, badge, figures });
  }

  private drawOptions(): DrawOptions {
    const { palette, selected, peers, badge, figures } = this.props;
    return { palette, selected, focused: this.focus.node, labels: this.labels, peers, badge, figures };
  }

  private draw(): void {
    const canvas = this.canvas;
    const ctx = canvas?.getContext('2d');
    const { width, height } = this;
    if (!canvas || !ctx || width === 0) return;
    this.autoScroll();
    const { scene, magnifier, palette } = this.props;
    const dpr = devicePixelRatio();
    fitCanvas(canvas, width, height, dpr);
    const options = this.drawOptions();
    const drawn = this.glidingScene(scene);
    drawScene(ctx, drawn, this.view, width, height, dpr, { ...options, everything: drawn !== scene });
    const dragging = this.drag.dragging;
    if (dragging) drawDrag(ctx, scene.layout, this.view, dragging, scene.names[dragging.mover] ?? '', palette, dpr);
    if (this.hint) placeHint(this.hint, dragging, scene.names, palette);
    const { selected } = this.props;
    this.overlay?.follow(scene.layout, this.view, selected, () => this.view, scene.fold?.collapsed[selected] ? MARK_BELOW : 0);
    if (magnifier && this.pointer) drawLens(ctx, scene, this.view, this.pointer, { width, height, dpr }, options);
    this.report();
    this.markLegible(canvas, drawn.layout);
  }

  /**
   * The names drawn whole and readable (at least 11 px), per level, on the canvas as
   * `data-legible-names` ("level:count,…"): what the first view shows can be checked in a browser
   * (tests/e2e/wide-tree.test.ts) without reading pixels. Written only when it changes.
   */
  private markLegible(canvas: CanvasTarget, layout: ViewportProps['scene']['layout']): void {
    const dataset = (canvas as Partial<HTMLCanvasElement>).dataset;
    if (!dataset) return;
    // How many partners the layout draws (a page of a wide team added, a live change): for the same checks.
    if (layout !== this.lastCounted) [this.lastCounted, dataset.drawnPartners] = [layout, String(drawnPartners(layout))];
    const counts = legibleNames(layout, this.view, this.width, this.height, NAME_SIZE);
    const text = counts.map((n, level) => `${level}:${n}`).join(',');
    if (text === this.lastLegible) return;
    this.lastLegible = text;
    dataset.legibleNames = text;
  }

  /** The scene to draw this frame: while a move glides, its nodes between the old and the new places (and another frame asked for). */
  private glidingScene(scene: ViewportProps['scene']): ViewportProps['scene'] {
    const layout = this.glide.frame(scene.layout);
    if (!layout) return scene;
    this.frames.request();
    return { ...scene, layout };
  }

  /** While a dragged node rests near an edge, the view scrolls that way a little every frame. */
  private autoScroll(): void {
    const [dx, dy] = this.drag.scrollStep(this.width, this.height);
    if (dx === 0 && dy === 0) return;
    this.setView({ ...this.view, x: this.view.x + dx, y: this.view.y + dy });
    this.drag.reaim(this.props.drag);
    this.frames.request();
  }

  /** After a frame: the view to the overview map, the first frame of a scene, a new zoom percentage. */
  private report(): void {
    const { scene, onViewChange, onPainted, onZoom } = this.props;
    onViewChange?.(this.view, this.width, this.height);
    if (this.painted !== scene) {
      this.painted = scene;
      onPainted?.();
    }
    const k = Math.round(this.view.k * 100) / 100;
    if (k !== this.lastZoom) {
      this.lastZoom = k;
      onZoom?.(k);
    }
  }
}
