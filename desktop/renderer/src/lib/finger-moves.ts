/**
 * Takes a finger's moves on an element that drags by itself (a `touch-none` surface driven by
 * pointer events): their default is prevented, so the browser reads no scroll or fling from them.
 * Otherwise Chromium, seeing a fling at the release, swallows the next tap anywhere on the page as
 * the tap that stops the fling (the 'Move' of a confirmation, 'Hide map'). `when` says whether the
 * moves are taken now; `stop` also keeps them from listeners further along (the pan under a drag).
 * Answers the remover.
 */
export function takeFingerMoves(element: HTMLElement, { when = () => true, stop = false }: { when?: () => boolean; stop?: boolean } = {}): () => void {
  const onTouchMove = (event: TouchEvent) => {
    if (!when()) return;
    if (stop) event.stopPropagation();
    if (event.cancelable) event.preventDefault();
  };
  // Capturing: before the element's own listeners (d3-zoom's pan on the tree canvas).
  element.addEventListener('touchmove', onTouchMove, { capture: true, passive: false });
  return () => element.removeEventListener('touchmove', onTouchMove, { capture: true });
}
