/**
 * Runs `step` when the browser is idle (on the next task where it cannot say). Answers a function
 * that cancels it if it has not run yet.
 */
export function whenIdle(step: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => step());
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(step, 0);
  return () => clearTimeout(handle);
}
