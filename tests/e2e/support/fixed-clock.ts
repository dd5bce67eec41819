import type { BrowserContext } from 'playwright-core';
import { addDays, parseYmd } from '../../../shared/domain/calendar-date';

/**
 * The calendar of the browser tests: every page of a file that asks for it (`useApp({ clock:
 * 'fixed' })`) starts on FIXED_TODAY at noon UTC and its time then flows normally (Playwright's
 * clock installed and resumed: the app's timers, sockets and animation frames run as ever; no
 * frozen clock, no manual ticking). Seeds are written relative to the same day, so what a test
 * expects never depends on the real date: not at a month's end (a date two days ahead in
 * another month), not on a leap day, not near midnight (the browser and the test process
 * disagreeing about "today"), and not once a hard-coded "far ahead" date such as 2031-06-01
 * has passed.
 *
 * On the fixed clock, because their pages show partners' dates or what follows from today
 * (bill-status colours and groups, the bell's due list, the calendar, overdue reminders, the
 * export file names): bell, calendar, categories, dashboard, data-entry, export, import,
 * keyboard, lists-that-hold, live-sync, long-lists, phone-layout, presence, read-privacy, select-yourself, share-actions,
 * teambars, teamlist, teamlist-genealogy, teamlist-team-columns, teamtree, today, tree-folding, tree-navigation, tree-page,
 * tree-states, tree-view-aids.
 *
 * On real time (`useApp({ clock: 'real' })`, or no useApp), and why:
 * - daily-digest: the server picks the digest's partners by its own clock (the mail is the
 *   subject), so the seed and the browser's zone follow the real hour (tests/support/time-zones.ts).
 * - morning-notice: the notice waits for 08:00 on the user's clock; tested in a far time zone
 *   found by the same helper against the real hour, like the digest.
 * - accessibility, account-mail, account-sessions, account-two-step, account-data, auth, google-login-csrf, open-in-app, operators,
 *   session-persistence, session-refresh, web-google-sign-in, desktop-mode,
 *   desktop-google-sign-in, live-sync-outage, pwa-offline, pwa-update: sign-in, tokens, mail links, browser and server
 *   restarts, the admin screen; no partner date is shown, and the server's clock decides
 *   (token and link lifetimes). The client measures token lifetimes on its own clock since
 *   5dd808d, so a fixed page clock would be safe there too; it would test nothing more.
 *
 * Noon UTC keeps FIXED_TODAY the date in every zone from UTC-11 to UTC+11; the e2e project runs
 * with TZ=UTC (scripts/test.mjs), and the browsers take the machine's zone.
 */

/** A Wednesday in mid-May: ±14 days stay clear of a month's end, and no leap day is near. */
export const FIXED_TODAY = '2029-05-16';

/** The instant every fixed-clock page starts at. */
export const FIXED_NOW = new Date(`${FIXED_TODAY}T12:00:00Z`);

/** `YYYY-MM-DD` that many days from the fixed today (negative: before it). */
export function fixedDay(days: number): string {
  return addDays(FIXED_TODAY, days);
}

/** The same month and day as `fixedDay(days)` in another year (a birthday `years` ago). */
export function birthdayIn(days: number, years: number): string {
  const day = fixedDay(days);
  return `${parseYmd(day).year - years}${day.slice(4)}`;
}

/** Starts the context's pages on FIXED_NOW with time flowing from there; call before the first navigation. */
export async function startFixedClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: FIXED_NOW });
  await context.clock.resume();
}
