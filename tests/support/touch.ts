import type { CDPSession } from 'playwright-core';

/** A point on the page, in CSS pixels. */
export type Point = readonly [number, number];

/**
 * Fingers moving in straight lines from `from` to `to` (one entry per finger) on a touch screen:
 * touch start, `steps` moves one every 16 ms (a finger's 60 Hz), touch end, through CDP
 * `Input.dispatchTouchEvent` — the input a phone's screen gives the page (touch and pointer
 * events; a canvas that handles touch itself gets them, native scrolling follows them
 * elsewhere). Chromium's synthetic scroll gesture moves no touch points the page can see on
 * such a canvas, so the browser tests and the phone benchmark move fingers this way.
 */
export async function moveFingers(cdp: CDPSession, fingers: ReadonlyArray<{ from: Point; to: Point }>, steps = 30): Promise<void> {
  const at = (t: number) => fingers.map(({ from, to }, id) => ({ x: from[0] + (to[0] - from[0]) * t, y: from[1] + (to[1] - from[1]) * t, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= steps; step++) {
    const paced = new Promise((resolve) => setTimeout(resolve, 16)); // a finger's pace, not a wait for the page
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / steps) });
    await paced;
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two fingers on a vertical line through `centre`, `from` px apart moving to `to` px apart (closer: zoom out). */
export function pinchFingers(centre: Point, from: number, to: number): Array<{ from: Point; to: Point }> {
  const [x, y] = centre;
  return [-1, 1].map((side) => ({ from: [x, y + (side * from) / 2] as Point, to: [x, y + (side * to) / 2] as Point }));
}

/** One finger taps `at` (touch start and end, the input of a tap on a phone's screen). */
export async function tapFinger(cdp: CDPSession, at: Point): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at[0], y: at[1] }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
