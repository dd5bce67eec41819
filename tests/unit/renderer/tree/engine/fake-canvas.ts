import type { CanvasTarget } from '../../../../../desktop/renderer/src/screens/teamtree/tree/canvas-surface';
import type { EngineClock } from '../../../../../desktop/renderer/src/screens/teamtree/tree/engine/clock';

/** One call (or property assignment, as `set name`) made on the recording context. */
export interface Recorded {
  name: string;
  args: unknown[];
}

/** Characters are 7 px wide for measureText. */
export const CHAR_WIDTH = 7;

/** A Canvas 2D context stand-in that records every call and assignment (no drawing). */
export function recordingContext(): { ctx: CanvasRenderingContext2D; calls: Recorded[] } {
  const calls: Recorded[] = [];
  const state: Record<string, unknown> = {};
  const handler: ProxyHandler<Record<string, unknown>> = {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      if (name === 'measureText') return (text: string) => ({ width: text.length * CHAR_WIDTH });
      if (name in state) return state[name];
      return (...args: unknown[]) => void calls.push({ name, args });
    },
    set(_target, name, value) {
      if (typeof name !== 'string') return false;
      state[name] = value;
      calls.push({ name: `set ${name}`, args: [value] });
      return true;
    },
  };
  return { ctx: new Proxy({}, handler) as unknown as CanvasRenderingContext2D, calls };
}

/** A canvas stand-in handing out one recording context. */
export function fakeCanvas(): CanvasTarget & { calls: Recorded[] } {
  const { ctx, calls } = recordingContext();
  return { width: 0, height: 0, style: { width: '', height: '' }, getContext: () => ctx, calls };
}

/** A clock whose frames and timers run only when the test says so. */
export function manualClock(): EngineClock & { runFrames(): number; runTimers(): number; pendingFrames(): number; time: number; reduced: boolean } {
  let next = 1;
  const frames = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  const runAll = (queue: Map<number, () => void>) => {
    const due = [...queue.values()];
    queue.clear();
    for (const run of due) run();
    return due.length;
  };
  return {
    /** Milliseconds of now(): set by the test. */
    time: 0,
    /** What reducedMotion() answers. */
    reduced: false,
    now() {
      return this.time;
    },
    reducedMotion() {
      return this.reduced;
    },
    requestFrame: (run) => (frames.set(next, run), next++),
    cancelFrame: (id) => void frames.delete(id),
    setTimer: (run) => (timers.set(next, run), next++),
    clearTimer: (id) => void timers.delete(id),
    runFrames: () => runAll(frames),
    runTimers: () => runAll(timers),
    pendingFrames: () => frames.size,
  };
}

/** The texts drawn with fillText, in order. */
export function textsDrawn(calls: readonly Recorded[]): string[] {
  return calls.filter((c) => c.name === 'fillText').map((c) => String(c.args[0]));
}
