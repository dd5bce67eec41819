import type { AppContext } from '../app-context';

/** A job the server repeats while it runs; `stop()` ends the repeats and waits for a run under way. */
export interface RepeatingJob {
  stop(): Promise<void>;
}

/**
 * Runs `job` every `everyMs` while the server runs (the first run after one period; the timer keeps
 * no process alive). A failed run is logged as `<what> failed: <message>` and the next one comes at
 * its time. `stop()` clears the timer and waits for the run under way, so the server can close the
 * database after it without pulling it from under a run.
 */
export function repeatEvery(everyMs: number, what: string, job: () => Promise<unknown>, log: AppContext['log']): RepeatingJob {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = job().catch((err: unknown) => log.error(`${what} failed: ${err instanceof Error ? err.message : String(err)}`));
  }, everyMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
