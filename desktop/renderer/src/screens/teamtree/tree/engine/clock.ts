/** The timing the viewport needs: animation frames and timers. Tests pass their own. */
export interface EngineClock {
  requestFrame(run: () => void): number;
  cancelFrame(id: number): void;
  setTimer(run: () => void, ms: number): number;
  clearTimer(id: number): void;
}

/** The browser's requestAnimationFrame and timers. */
export const browserClock: EngineClock = {
  requestFrame: (run) => requestAnimationFrame(() => run()),
  cancelFrame: (id) => cancelAnimationFrame(id),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (id) => window.clearTimeout(id),
};
