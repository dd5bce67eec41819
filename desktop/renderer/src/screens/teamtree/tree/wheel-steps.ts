/** Wheel travel (in pixels) that makes one zoom step: one notch of a mouse wheel, several trackpad nudges. */
const PIXELS_PER_STEP = 50;
const PIXELS_PER_LINE = 40;

/**
 * Turns wheel scrolling over `element` into whole zoom steps (+1 in, -1 out) at the pointer's
 * position, so the wheel zooms in the same 10% steps as the buttons. Answers the unsubscribe.
 */
export function wheelSteps(element: HTMLElement, step: (direction: 1 | -1, at: [number, number]) => void): () => void {
  let travel = 0;
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const delta = event.deltaMode === 1 ? event.deltaY * PIXELS_PER_LINE : event.deltaY;
    if (Math.sign(delta) !== Math.sign(travel)) travel = 0;
    travel += delta;
    if (Math.abs(travel) < PIXELS_PER_STEP) return;
    travel = 0;
    const box = element.getBoundingClientRect();
    step(delta < 0 ? 1 : -1, [event.clientX - box.left, event.clientY - box.top]);
  };
  element.addEventListener('wheel', onWheel, { passive: false });
  return () => element.removeEventListener('wheel', onWheel);
}
