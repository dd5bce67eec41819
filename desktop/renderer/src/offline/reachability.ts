import { onlineManager } from '@tanstack/react-query';
import { create } from 'zustand';

/**
 * Whether the server answers (issue 23): lost when a request cannot reach it (the browser
 * offline, or a server that does not answer while the browser believes it is online), back with
 * the next answer of any status. React Query follows it (`onlineManager`): while the server is
 * lost, reads wait (paused, showing what is held) instead of failing, and they run again once it
 * is back.
 */

interface Reachability {
  /** Whether the last request reached the server. */
  reachable: boolean;
  /** When it was lost (device clock, ms), null while reachable. */
  lostAt: number | null;
}

export const useReachability = create<Reachability>(() => ({ reachable: true, lostAt: null }));

export function serverReached(): void {
  if (useReachability.getState().reachable) return;
  useReachability.setState({ reachable: true, lostAt: null });
  onlineManager.setOnline(true);
}

export function serverLost(): void {
  if (useReachability.getState().reachable) useReachability.setState({ reachable: false, lostAt: Date.now() });
  // Also when already lost: the browser's `online` event may have told React Query otherwise.
  onlineManager.setOnline(false);
}

/** Called when the server is back: after an answer, or the browser's `online` event (it then tries). */
const backListeners = new Set<() => void>();
export function onServerBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

useReachability.subscribe((state, before) => {
  if (state.reachable && !before.reachable) for (const listener of backListeners) listener();
});
