/**
 * Runs `step` when the browser is idle (on the next task where it cannot say), at the latest
 * after `timeoutMs` when given. Answers a function that cancels it if it has not run yet.
 */
export function whenIdle(step: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => step(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(step, 0);
  return () => clearTimeout(handle);
}
