import { MAP_HEIGHT, MAP_WIDTH } from './OverviewMap';

/** Which bottom corner of the canvas the overview map sits in. */
export type MapSide = 'right' | 'left';

/** The map's distance from the canvas's edges, and the room its 'Hide map' button takes below it. */
export const MAP_INSET = 16;
const BUTTON_ROOM = 28;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The map's area (with its button) in that corner of a canvas of this size. */
export function mapArea(side: MapSide, width: number, height: number): Box {
  const areaWidth = MAP_WIDTH;
  const areaHeight = MAP_HEIGHT + BUTTON_ROOM;
  const left = side === 'right' ? width - MAP_INSET - areaWidth : MAP_INSET;
  return { left, top: height - MAP_INSET - areaHeight, width: areaWidth, height: areaHeight };
}

const overlaps = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/**
 * Where the map goes so that it never covers the selected partner it could move away from: the
 * right corner, unless the partner lies under it there and not under the left one.
 */
export function mapSideFor(selected: Box | null, width: number, height: number): MapSide {
  if (!selected) return 'right';
  const coveredRight = overlaps(selected, mapArea('right', width, height));
  return coveredRight && !overlaps(selected, mapArea('left', width, height)) ? 'left' : 'right';
}
