import { useCallback, useSyncExternalStore } from 'react';

/**
 * The shell's one breakpoint (Tailwind's `lg`, 1024 px): from it on the sidebar and the full top
 * bar; below it (phones, tablets, narrow windows) the navigation drawer and the overflow menu.
 */
export const WIDE_SHELL_QUERY = '(min-width: 64rem)';

/** Whether the media query matches now, following its changes (a resized window, a turned phone). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** The wide shell (sidebar, full top bar) rather than the compact one (drawer, overflow menu). */
export function useWideShell(): boolean {
  return useMediaQuery(WIDE_SHELL_QUERY);
}
