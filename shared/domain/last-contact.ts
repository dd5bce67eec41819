import { daysBetween, todayIn } from './calendar-date';

/**
 * Contacts with a partner (docs/follow-ups.md "On the Teamlist"): the kinds of activity that
 * count as having been in touch. A note is not a contact: it is written about a partner, not
 * with them.
 */
export const CONTACT_KINDS = ['call', 'message', 'meeting'] as const;

/** The Teamlist's filter 'No contact for 30 days'. */
export const NO_CONTACT_DAYS = 30;

/** The calendar day (`YYYY-MM-DD`) an ISO time falls on in a time zone (the runtime's own without one). */
export function dayOfMoment(at: string, timeZone?: string): string {
  return todayIn(timeZone, new Date(at));
}

/**
 * Whole calendar days from the last contact to `today`, both in the user's time zone: a call
 * at 23:50 yesterday is 1 day ago at 00:10 today. 0 on the same day.
 */
export function daysSinceContact(lastContact: string, today: string, timeZone?: string): number {
  return daysBetween(dayOfMoment(lastContact, timeZone), today);
}

/**
 * Whether a partner has had no contact for `days` calendar days up to `today`: never contacted
 * (`null`), or the last contact `days` or more days ago.
 */
export function noContactFor(lastContact: string | null, days: number, today: string, timeZone?: string): boolean {
  return lastContact === null || daysSinceContact(lastContact, today, timeZone) >= days;
}
