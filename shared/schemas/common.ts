import { z } from 'zod';
import { DATE_MAX, DATE_MIN } from '../domain/constants';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export const email = z
  .string()
  .trim()
  .max(254, 'Email is too long')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address (name@domain.tld)');

/** True for a real calendar date written `YYYY-MM-DD` between 1900 and 2100. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    value >= DATE_MIN &&
    value <= DATE_MAX
  );
}

/** A date without time: `YYYY-MM-DD`, a real calendar date from 1900 to 2100. */
export const calendarDate = z
  .string()
  .refine(isCalendarDate, `Must be a real date (YYYY-MM-DD) between ${DATE_MIN} and ${DATE_MAX}`);

export const okAnswer = z.object({ ok: z.literal(true) });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** An id in a body or query: a UUID string. */
export const id = z.string().regex(UUID_PATTERN, 'Must be a valid id');
