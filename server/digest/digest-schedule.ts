import type { AppContext } from '../app-context';
import { repeatEvery, type RepeatingJob } from '../jobs/repeat-every';
import { sendDueDigests } from './daily-digest';

/** How often the server looks for users whose morning has come. */
export const DIGEST_CHECK_MS = 15 * 60_000;

/**
 * Checks for due digests every 15 minutes while the server runs. `stop()` ends the schedule and
 * waits for a check under way, so the database is never closed beneath it.
 */
export function startDigestSchedule(app: Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'log'>, everyMs = DIGEST_CHECK_MS): RepeatingJob {
  return repeatEvery(everyMs, 'Daily digest check', () => sendDueDigests(app), app.log);
}
