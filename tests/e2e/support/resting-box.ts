import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box, read two animation frames apart (the frames the canvas moves in). */
const boxAfterTwoFrames = (locator: Locator) =>
  locator.evaluate(
    (el) =>
      new Promise<string>((resolve) => {
        const frame = (el.ownerDocument.defaultView as { requestAnimationFrame(run: () => void): number }).requestAnimationFrame;
        frame(() =>
          frame(() => {
            const r = el.getBoundingClientRect();
            resolve(JSON.stringify({ x: r.x, y: r.y, width: r.width, height: r.height }));
          }),
        );
      }),
  );

/**
 * Where something that follows the tree canvas (a partner's buttons) rests: read until two reads,
 * each two frames on, agree, so a view still settling (a centring, a late banner moving the
 * canvas) is not where the test clicks.
 */
export async function restingBox(locator: Locator): Promise<Box> {
  let before = '';
  await expect.poll(async () => before === (before = await boxAfterTwoFrames(locator)) && (JSON.parse(before) as Box).width > 0).toBe(true);
  return JSON.parse(before) as Box;
}
