import { isShown, nodeScreenBox, type View } from '../geometry';
import type { TreeLayout } from '../layout';
import type { EngineClock } from './clock';

/** How long the view must rest before the node's buttons come back. */
export const OVERLAY_SETTLE_MS = 120;

/** The element over the selected node (its action buttons); `offsetWidth` keeps it inside the canvas. */
export type OverlayElement = Pick<HTMLElement, 'style' | 'contains' | 'ownerDocument'> & { readonly offsetWidth?: number };

/** Space kept between the buttons and the canvas's side. */
const SIDE_GAP = 4;

/**
 * Where the buttons' centre goes: under the node's centre, moved in so that the whole row stays
 * inside the canvas (a partner at the view's edge, as the compact layout puts teams beside their
 * block, would push half the buttons off a phone's screen). A row wider than the canvas centres.
 */
export function buttonsCentre(nodeCentre: number, buttonsWidth: number, canvasWidth: number): number {
  const half = buttonsWidth / 2 + SIDE_GAP;
  if (canvasWidth <= 0 || buttonsWidth <= 0) return nodeCentre;
  if (half * 2 >= canvasWidth) return canvasWidth / 2;
  return Math.min(Math.max(nodeCentre, half), canvasWidth - half);
}

const never: View = { x: NaN, y: NaN, k: NaN };

/**
 * Keeps the selected node's buttons under it. While the view moves they leave the page: any
 * element over the canvas makes the CPU compositor copy the whole canvas layer every frame.
 */
export class OverlayFollower {
  private placed: View = never;
  private settle = 0;

  constructor(
    private readonly el: OverlayElement,
    private readonly clock: EngineClock,
    /** The canvas's width in CSS pixels (0 while unknown: no clamping). */
    private readonly canvasWidth: () => number = () => 0,
  ) {}

  /**
   * Called after every frame drawn; `currentView` is read again when the buttons are placed late.
   * `below` (world units) keeps them clear of what is drawn under the node (a folded team's mark).
   */
  follow(layout: TreeLayout, view: View, selected: number, currentView: () => View, below = 0): void {
    this.clock.clearTimer(this.settle);
    if (!isShown(layout, selected)) {
      this.el.style.display = 'none';
      return;
    }
    const last = this.placed;
    const moved = view.x !== last.x || view.y !== last.y || view.k !== last.k;
    const first = Number.isNaN(last.k);
    this.placed = view;
    const place = () => {
      const at = currentView();
      const box = nodeScreenBox(layout, at, selected);
      this.el.style.display = '';
      const x = buttonsCentre(box.left + box.width / 2, this.el.offsetWidth ?? 0, this.canvasWidth());
      this.el.style.transform = `translate(${Math.round(x)}px, ${Math.round(box.top + box.height + 6 + below * at.k)}px) translateX(-50%)`;
    };
    if (!moved || first || this.el.contains(this.el.ownerDocument.activeElement)) return place();
    if (this.el.style.display !== 'none') this.el.style.display = 'none';
    this.settle = this.clock.setTimer(place, OVERLAY_SETTLE_MS);
  }

  dispose(): void {
    this.clock.clearTimer(this.settle);
  }
}
