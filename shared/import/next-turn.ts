/** Work done a slice at a time: the generator yields where its driver may let other work run. */
export type Slices<T> = Generator<void, T, void>;

/** A slice ends once it has taken this many milliseconds (a frame's work stays well under 50 ms). */
export const SLICE_MS = 10;

/**
 * Lets the browser paint and handle input (or Node serve others) before the next slice:
 * `scheduler.yield` where there is one (the work keeps its place in the queue), else a
 * `MessageChannel` message (not clamped to 4 ms the way nested `setTimeout` calls are), else
 * `setTimeout(0)`.
 */
export function nextTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const { port1, port2 } = new MessageChannel();
      port1.addEventListener('message', () => {
        port1.close();
        resolve();
      });
      port1.start();
      port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the slices to their end with `turn` awaited between two of them. */
export async function runSlices<T>(slices: Slices<T>, turn: () => Promise<void> = nextTurn): Promise<T> {
  for (let step = slices.next(); ; step = slices.next()) {
    if (step.done) return step.value;
    await turn();
  }
}
