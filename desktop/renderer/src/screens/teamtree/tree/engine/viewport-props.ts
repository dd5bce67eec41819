import type { CanvasTarget } from '../canvas-surface';
import type { Scene } from '../draw';
import type { View } from '../geometry';
import type { Palette } from '../palette';
import type { DragRules } from './node-drag';
import type { RenderRequest } from './render-to';

/** What the page tells the viewport: the scene and how to draw it, and whom to tell what happened. */
export interface ViewportProps {
  scene: Scene;
  palette: Palette;
  selected: number;
  magnifier: boolean;
  /** Nodes other users on the tree have selected. */
  peers?: readonly number[];
  /** Team size (and level) per node, when shown. */
  badge?: (i: number) => string;
  /** The month's PV and rank under each name ('Show figures'), when shown. */
  figures?: (i: number) => string;
  /** Dragging nodes onto others (moving partners); no dragging when omitted (READ members). */
  drag?: DragRules;
  onSelect(index: number): void;
  onFocusNode?(index: number): void;
  /** Open (or fold) node i's team: its '+N' mark was clicked, or + / - pressed on it. */
  onToggleFold?(index: number, open: boolean): void;
  /** A 'Show more' node of a wide team (paging.ts) was pressed: draw one page more of the team of the partner with this id. */
  onShowMore?(id: string): void;
  onZoom?(k: number): void;
  /** Told once per scene, after its first frame. */
  onPainted?(): void;
  /** Told the view after every frame drawn (the overview map follows it). */
  onViewChange?(view: View, width: number, height: number): void;
}

/** The props whose change needs a new frame. */
const DRAWN: readonly (keyof ViewportProps)[] = ['scene', 'palette', 'selected', 'magnifier', 'peers', 'badge', 'figures', 'onViewChange'];

export function drawingChanged(before: ViewportProps, after: ViewportProps): boolean {
  return DRAWN.some((key) => before[key] !== after[key]);
}

/** What the page (and the benchmark) may do with the viewport. */
export interface TreeViewportHandle {
  /** One 10% step in or out around the screen's centre (or `at`). */
  zoomStep(direction: 1 | -1, at?: readonly [number, number]): void;
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
  /** The canvas's size in CSS pixels. */
  getSize(): { width: number; height: number };
  /** The scene on screen (an image export draws it whole). */
  getScene(): Scene;
  /** Draws the tree onto a canvas of its own (an image export): the whole tree fitted unless a view is given. */
  renderTo(target: CanvasTarget, request: RenderRequest): View | null;
}
