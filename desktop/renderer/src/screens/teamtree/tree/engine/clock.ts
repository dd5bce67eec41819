/** The timing the viewport needs: animation frames and timers. Tests pass their own. */
export interface EngineClock {
  requestFrame(run: () => void): number;
  cancelFrame(id: number): void;
  setTimer(run: () => void, ms: number): number;
  clearTimer(id: number): void;
  /** Milliseconds on a steady clock (animations); performance.now() when omitted. */
  now?(): number;
  /** Whether the user asked for less motion (animations are skipped). */
  reducedMotion?(): boolean;
}

/** The browser's requestAnimationFrame and timers. */
export const browserClock: EngineClock = {
  requestFrame: (run) => requestAnimationFrame(() => run()),
  cancelFrame: (id) => cancelAnimationFrame(id),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (id) => window.clearTimeout(id),
  now: () => performance.now(),
  reducedMotion: () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
};
