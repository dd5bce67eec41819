import { addDays, daysBetween, daysInMonth, isCalendarDate, parseYmd, formatYmd } from './calendar-date';

/**
 * What is due for a user: bill dates, birthdays and dated reminders falling from `today` to
 * `today + days`, all on calendar dates (`YYYY-MM-DD`) in the user's own time zone (the caller
 * passes `todayIn(zone)`). The bell, the calendar, the morning notification and the daily digest
 * all read this one list.
 */

export type DueKind = 'bill' | 'birthday' | 'reminder';

/** The fields of a profile the list reads. A reminder's `dueDate` is optional (old reminders have none). */
export interface DueSource {
  id: string;
  name: string;
  billDate: string | null;
  birthday: string | null;
  reminders?: readonly { text: string; done: boolean; dueDate?: string | null; dueTime?: string | null }[];
}

export interface DueItem {
  kind: DueKind;
  profileId: string;
  profileName: string;
  /** The calendar date it falls on. */
  date: string;
  /** 0 = today. */
  daysAway: number;
  /** Birthdays: the age reached that day (when the birth year is known). */
  age?: number;
  /** Reminders: their text and optional `HH:mm`. */
  text?: string;
  time?: string | null;
}

/** The days a kind is listed for on the same date: bills first, then birthdays, then reminders. */
const KIND_ORDER: Record<DueKind, number> = { bill: 0, birthday: 1, reminder: 2 };

/**
 * A birthday's date in `year`: 29 February falls on 28 February in years without it (the day
 * most people born then celebrate in those years).
 */
export function birthdayIn(birthday: string, year: number): string {
  const { month, day } = parseYmd(birthday);
  return formatYmd({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/** The next birthday on or after `today`. */
export function nextBirthday(birthday: string, today: string): string {
  const { year } = parseYmd(today);
  const thisYear = birthdayIn(birthday, year);
  return thisYear >= today ? thisYear : birthdayIn(birthday, year + 1);
}

function within(date: string, today: string, last: string): boolean {
  return date >= today && date <= last;
}

function profileItems(profile: DueSource, today: string, last: string): DueItem[] {
  const items: DueItem[] = [];
  const base = { profileId: profile.id, profileName: profile.name };
  if (profile.billDate && isCalendarDate(profile.billDate) && within(profile.billDate, today, last)) {
    items.push({ ...base, kind: 'bill', date: profile.billDate, daysAway: daysBetween(today, profile.billDate) });
  }
  if (profile.birthday && isCalendarDate(profile.birthday) && profile.birthday <= today) {
    const date = nextBirthday(profile.birthday, today);
    if (within(date, today, last)) {
      const age = parseYmd(date).year - parseYmd(profile.birthday).year;
      items.push({ ...base, kind: 'birthday', date, daysAway: daysBetween(today, date), age });
    }
  }
  for (const reminder of profile.reminders ?? []) {
    if (reminder.done || !reminder.dueDate || !isCalendarDate(reminder.dueDate) || !within(reminder.dueDate, today, last)) continue;
    items.push({ ...base, kind: 'reminder', date: reminder.dueDate, daysAway: daysBetween(today, reminder.dueDate), text: reminder.text, time: reminder.dueTime ?? null });
  }
  return items;
}

/** Everything due from `today` through `days` days ahead (7 by default), by date, kind, time and name. */
export function dueItems(profiles: readonly DueSource[], today: string, days = 7): DueItem[] {
  const last = addDays(today, days);
  const items = profiles.flatMap((profile) => profileItems(profile, today, last));
  return items.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.time ?? '').localeCompare(b.time ?? '') ||
      a.profileName.localeCompare(b.profileName, 'de') ||
      a.profileId.localeCompare(b.profileId),
  );
}

/** Open reminders whose due date has passed (the bell keeps them until they are done). */
export function overdueReminders(profiles: readonly DueSource[], today: string): DueItem[] {
  return profiles.flatMap((profile) =>
    (profile.reminders ?? [])
      .filter((r) => !r.done && r.dueDate && isCalendarDate(r.dueDate) && r.dueDate < today)
      .map((r) => ({ kind: 'reminder' as const, profileId: profile.id, profileName: profile.name, date: r.dueDate!, daysAway: daysBetween(today, r.dueDate!), text: r.text, time: r.dueTime ?? null })),
  );
}
