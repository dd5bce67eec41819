/** A timestamp column as the API writes times: ISO 8601 in UTC. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

/** A DATE column as `YYYY-MM-DD` (the drivers hand a string, or a Date at UTC midnight). */
export const calendarDay = (value: Date | string): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** A member named by a row's joined user columns; null once the account is gone (the id may be kept, the names are not). */
export function personOf(id: string | null, firstName: string | null, lastName: string | null): { id: string; firstName: string; lastName: string } | null {
  return id && firstName !== null ? { id, firstName, lastName: lastName ?? '' } : null;
}

/** A partner's item's ids (a note, a task): its own, its tree's, and its partner's (null for a task about no one). */
export function partnerItemIds<Profile extends string | null>(row: { id: string; teamtree_id: string; profile_id: Profile }) {
  return { id: row.id, teamtreeId: row.teamtree_id, profileId: row.profile_id };
}

/** A versioned row's stamps (server/db/versioned-rows.ts): written first, written last, and its version. */
export function versionStamps(row: { created_at: Date | string; updated_at: Date | string; version: number }) {
  return { createdAt: isoTime(row.created_at), updatedAt: isoTime(row.updated_at), version: row.version };
}
