import { useEffect, useRef, type RefObject } from 'react';

/**
 * When the tree stops waiting for the choice, the focus (lost with the panel's Join button)
 * goes to the tree's canvas, so the keyboard carries on there.
 */
export function useFocusAfterChoice(column: RefObject<HTMLElement | null>, blocking: boolean): void {
  const wasBlocking = useRef(blocking);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasBlocking.current && !blocking && lost) column.current?.querySelector<HTMLElement>('canvas[tabindex]')?.focus();
    wasBlocking.current = blocking;
  }, [blocking, column]);
}
