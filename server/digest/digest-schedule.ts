import type { AppContext } from '../app-context';
import { sendDueDigests } from './daily-digest';

/** How often the server looks for users whose morning has come. */
export const DIGEST_CHECK_MS = 15 * 60_000;

/**
 * Checks for due digests every 15 minutes while the server runs. `stop()` ends the schedule and
 * waits for a check under way, so the database is never closed beneath it.
 */
export function startDigestSchedule(app: Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'log'>, everyMs = DIGEST_CHECK_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendDueDigests(app).catch((err: unknown) => app.log.error(`Daily digest check failed: ${err instanceof Error ? err.message : String(err)}`));
  }, everyMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
