import { describe, expect, it } from 'vitest';
import { mapArea, mapSideFor } from '../../../../desktop/renderer/src/screens/teamtree/tree/map-corner';

/** The overview map moves to the other bottom corner rather than cover the selected partner (issue 24 item 7). */
const [W, H] = [1000, 700];
const node = (left: number, top: number) => ({ left, top, width: 160, height: 48 });

describe('mapSideFor', () => {
  it('keeps the map on the right without a selection or when the partner is elsewhere', () => {
    expect(mapSideFor(null, W, H)).toBe('right');
    expect(mapSideFor(node(400, 300), W, H)).toBe('right');
  });

  it('moves it left when the selected partner lies under it on the right', () => {
    const right = mapArea('right', W, H);
    expect(mapSideFor(node(right.left + 20, right.top + 10), W, H)).toBe('left');
    // Just beside the map: no need to move.
    expect(mapSideFor(node(right.left - 161, right.top + 10), W, H)).toBe('right');
  });

  it('stays right when the partner is so large that it would be under the map on both sides', () => {
    expect(mapSideFor({ left: 0, top: H - 100, width: W, height: 100 }, W, H)).toBe('right');
  });
});
