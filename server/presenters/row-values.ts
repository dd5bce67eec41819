/** A timestamp column as the API writes times: ISO 8601 in UTC. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

/** A DATE column as `YYYY-MM-DD` (the drivers hand a string, or a Date at UTC midnight). */
export const calendarDay = (value: Date | string): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** A member named by a row's joined user columns; null once the account is gone (the id may be kept, the names are not). */
export function personOf(id: string | null, firstName: string | null, lastName: string | null): { id: string; firstName: string; lastName: string } | null {
  return id && firstName !== null ? { id, firstName, lastName: lastName ?? '' } : null;
}
