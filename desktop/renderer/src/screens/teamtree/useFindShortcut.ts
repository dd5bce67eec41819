import { useEffect, type RefObject } from 'react';

/**
 * Ctrl/Cmd+F anywhere on the page focuses (and selects the text of) the given field; while the
 * field is inert (the tree waits for 'Select yourself!') the browser's own find is left alone.
 */
export function useFindShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f' && !input.current?.closest('[inert]')) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input]);
}
