import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * `value` once the browser has been idle since it changed (within `timeoutMs` at the latest),
 * `initial` until then: for what the page shows beside its main content, so that working it out
 * waits until the content is drawn. A deferred value would not: React renders it in the task
 * right after the commit, before the browser draws the frame.
 */
export function useIdleValue<T>(value: T, initial: T, timeoutMs = 1_000): T {
  const [shown, setShown] = useState<T>(initial);
  useEffect(() => whenIdle(() => setShown(() => value), timeoutMs), [value, timeoutMs]);
  return shown;
}
