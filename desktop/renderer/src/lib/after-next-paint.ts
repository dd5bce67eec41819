/**
 * Resolves once the browser has drawn the next frame (the task after the next animation frame),
 * or after `maxWaitMs` where no frame comes (a hidden page), or at once outside a browser.
 */
export function afterNextPaint(maxWaitMs = 100): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, maxWaitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
