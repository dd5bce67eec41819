import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

export interface ListWindow {
  /** The indexes to render, in order (all of them for a short list). */
  indexes: number[];
  /**
   * The size of a spacer element before and after the window (px; 0: leave it out), standing in
   * for the items not rendered. Spacers are content, not padding of the scroller: padding would
   * grow the scroller itself and the window with it. The gap to the neighbouring item is already
   * taken off.
   */
  before: number;
  after: number;
  /** For items of varying size: hand to each rendered item (with `data-index`) so its real size replaces the estimate. */
  measure(element: Element | null): void;
}

interface Options {
  count: number;
  /** The element that scrolls the list. */
  scroller: RefObject<HTMLElement | null>;
  /** An item's size along the list (px): exact for items of one size, else the expected size until measured. */
  estimate: number;
  /** Space between items (px), as the list's CSS `gap`. */
  gap?: number;
  horizontal?: boolean;
  /** Lists of at most this many items render whole (as before there was a window). */
  windowFrom?: number;
  overscan?: number;
}

const whole = (count: number) => Array.from({ length: count }, (_, i) => i);
const measureNothing = () => undefined;

/**
 * The part of a long list worth rendering (@tanstack/react-virtual): the items in the scroller's
 * view plus `overscan` on each side, so a list of 50,000 keeps a few dozen elements. The rest is
 * room before and after, so the scroll bar has its full size and scrolling reaches every item.
 */
export function useListWindow({ count, scroller, estimate, gap = 0, horizontal = false, windowFrom = 0, overscan = 8 }: Options): ListWindow {
  const enabled = count > windowFrom;
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => estimate, gap, horizontal, overscan, enabled });
  if (!enabled) return { indexes: whole(count), before: 0, after: 0, measure: measureNothing };
  const items = virtualizer.getVirtualItems();
  if (items.length === 0) return { indexes: [], before: 0, after: virtualizer.getTotalSize(), measure: virtualizer.measureElement };
  const last = items[items.length - 1];
  const spacer = (room: number) => Math.max(0, room - gap);
  return {
    indexes: items.map((item) => item.index),
    before: spacer(items[0].start),
    after: spacer(virtualizer.getTotalSize() - last.end),
    measure: virtualizer.measureElement,
  };
}
