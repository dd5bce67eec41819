import { billDayIndex, billDaysOf, type BillDayIndex } from './bill-days';
import { addDays, daysBetween, daysInMonth, isCalendarDate, parseYmd, formatYmd } from './calendar-date';

/**
 * What is due for a user: bill dates (monthly from their first date on: bill-days.ts), birthdays
 * and dated reminders falling from `today` to `today + days`, all on calendar dates (`YYYY-MM-DD`) in the user's own time zone (the caller
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
  /** Reminders: where the reminder sits in the profile's list (what marking it done changes). */
  reminderIndex?: number;
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

/** The window's days by the month and day (`MM-DD`) a birthday falls on them; 29 February lands on the 28th in common years. */
type BirthdayDays = Map<string, { date: string; daysAway: number }>;

function birthdayDays(today: string, days: number): BirthdayDays {
  const byMonthDay: BirthdayDays = new Map();
  for (let k = 0; k <= days; k++) {
    const date = addDays(today, k);
    const monthDay = date.slice(5);
    byMonthDay.set(monthDay, { date, daysAway: k });
    if (monthDay === '02-28' && daysInMonth(parseYmd(date).year, 2) === 28) byMonthDay.set('02-29', { date, daysAway: k });
  }
  return byMonthDay;
}

/** A window a year long or more meets a birthday twice: those windows ask `nextBirthday` instead. */
const WINDOW_LOOKUP_MAX_DAYS = 364;

export interface DueWindow {
  today: string;
  last: string;
  /** The days a birthday can fall on, for windows shorter than a year. */
  birthdays: BirthdayDays | null;
  /** The window's days by the stored day of month of the bill dates that fall on them. */
  bills: BillDayIndex;
}

function birthdayItem(birthday: string, window: DueWindow): { date: string; daysAway: number } | null {
  if (window.birthdays) return window.birthdays.get(birthday.slice(5)) ?? null;
  const date = nextBirthday(birthday, window.today);
  return within(date, window.today, window.last) ? { date, daysAway: daysBetween(window.today, date) } : null;
}

function profileItems(profile: DueSource, window: DueWindow): DueItem[] {
  const { today, last } = window;
  const items: DueItem[] = [];
  const base = { profileId: profile.id, profileName: profile.name };
  // Plain string comparisons first: most profiles have nothing in the window (this runs on every live change).
  if (profile.billDate && profile.billDate <= last) {
    for (const date of billDaysOf(profile.billDate, window.bills)) items.push({ ...base, kind: 'bill', date, daysAway: daysBetween(today, date) });
  }
  if (profile.birthday && profile.birthday <= today && isCalendarDate(profile.birthday)) {
    const found = birthdayItem(profile.birthday, window);
    if (found) items.push({ ...base, kind: 'birthday', date: found.date, daysAway: found.daysAway, age: parseYmd(found.date).year - parseYmd(profile.birthday).year });
  }
  const reminders = profile.reminders ?? [];
  for (let reminderIndex = 0; reminderIndex < reminders.length; reminderIndex++) {
    const reminder = reminders[reminderIndex];
    if (reminder.done || !reminder.dueDate || !within(reminder.dueDate, today, last) || !isCalendarDate(reminder.dueDate)) continue;
    items.push({ ...base, kind: 'reminder', date: reminder.dueDate, daysAway: daysBetween(today, reminder.dueDate), text: reminder.text, time: reminder.dueTime ?? null, reminderIndex });
  }
  return items;
}

/** The days a due list covers: `today` through `days` days ahead (7 by default). */
export function dueWindow(today: string, days = 7): DueWindow {
  const dates = Array.from({ length: days + 1 }, (_, k) => addDays(today, k));
  return { today, last: dates[days], birthdays: days <= WINDOW_LOOKUP_MAX_DAYS ? birthdayDays(today, days) : null, bills: billDayIndex(dates) };
}

const byDateKindTimeName = (a: DueItem, b: DueItem) =>
  a.date.localeCompare(b.date) ||
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  (a.time ?? '').localeCompare(b.time ?? '') ||
  a.profileName.localeCompare(b.profileName, 'de') ||
  a.profileId.localeCompare(b.profileId);

function overdueOf(profile: DueSource, today: string): DueItem[] {
  const items: DueItem[] = [];
  const reminders = profile.reminders ?? [];
  for (let reminderIndex = 0; reminderIndex < reminders.length; reminderIndex++) {
    const r = reminders[reminderIndex];
    if (r.done || !r.dueDate || !(r.dueDate < today) || !isCalendarDate(r.dueDate)) continue;
    items.push({ kind: 'reminder', profileId: profile.id, profileName: profile.name, date: r.dueDate, daysAway: daysBetween(today, r.dueDate), text: r.text, time: r.dueTime ?? null, reminderIndex });
  }
  return items;
}

const hasDates = (profile: DueSource) => Boolean(profile.billDate || profile.birthday || profile.reminders?.length);

/** Everything due from `today` through `days` days ahead (7 by default), by date, kind, time and name. */
export function dueItems(profiles: readonly DueSource[], today: string, days = 7): DueItem[] {
  const window = dueWindow(today, days);
  const items: DueItem[] = [];
  for (const profile of profiles) if (hasDates(profile)) items.push(...profileItems(profile, window));
  return items.sort(byDateKindTimeName);
}

/** One profile's entries: open reminders past their date, and what falls in the window. */
export interface ProfileDue {
  overdue: readonly DueItem[];
  upcoming: readonly DueItem[];
}

const NOTHING_DUE: ProfileDue = { overdue: [], upcoming: [] };

/**
 * One profile's part of the bell's list. A live view keeps each profile's part and computes it
 * again only for a profile that changed; `joinDue` makes the list from the parts.
 */
export function profileDue(profile: DueSource, window: DueWindow): ProfileDue {
  if (!hasDates(profile)) return NOTHING_DUE;
  const overdue = overdueOf(profile, window.today);
  const upcoming = profileItems(profile, window);
  return overdue.length || upcoming.length ? { overdue, upcoming } : NOTHING_DUE;
}

/** The parts in one list: what is overdue in the profiles' order, then `dueItems`' order. */
export function joinDue(parts: readonly ProfileDue[]): DueItem[] {
  const overdue: DueItem[] = [];
  const upcoming: DueItem[] = [];
  for (const part of parts) {
    if (part === NOTHING_DUE) continue;
    overdue.push(...part.overdue);
    upcoming.push(...part.upcoming);
  }
  return [...overdue, ...upcoming.sort(byDateKindTimeName)];
}

const ITEM_FIELDS = ['kind', 'profileId', 'profileName', 'date', 'daysAway', 'age', 'text', 'time', 'reminderIndex'] as const;

const sameItems = (a: readonly DueItem[], b: readonly DueItem[]) =>
  a.length === b.length && a.every((item, k) => ITEM_FIELDS.every((field) => item[field] === b[k][field]));

/** Whether two parts list the same entries (a profile that changed in something else, such as its upline, keeps its entries). */
export function sameDue(a: ProfileDue, b: ProfileDue): boolean {
  return a === b || (sameItems(a.overdue, b.overdue) && sameItems(a.upcoming, b.upcoming));
}
