import type { DueItem } from './due-dates';

/**
 * What the Today page lists and what the bell counts, made from the one due list
 * (`due-dates.ts`: `joinDue`, or `dueItems` plus the overdue reminders). Nothing here reads a
 * clock: every item already carries its calendar date and its days from the user's today.
 */

/** One day of bill dates. */
export interface DueDay {
  date: string;
  daysAway: number;
  items: DueItem[];
}

export interface TodayList {
  /** Open reminders past their date and those due today: the oldest first, today's by time. */
  dueReminders: DueItem[];
  /** Open reminders dated later in the window. */
  laterReminders: DueItem[];
  /** Birthdays from today through the window, by date and name. */
  birthdays: DueItem[];
  /** The window's bill dates, one group per day that has any, by date. */
  billDays: DueDay[];
  /** How many entries need an action: the due reminders and today's birthdays (the bell's number). */
  actionCount: number;
}

/** Needs an action today: an open reminder due today or before, a birthday today. Bill dates never do. */
export function needsAction(item: DueItem): boolean {
  return item.daysAway <= 0 && (item.kind === 'reminder' || item.kind === 'birthday');
}

const byDateTimeName = (a: DueItem, b: DueItem) =>
  a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.profileName.localeCompare(b.profileName, 'de') || a.profileId.localeCompare(b.profileId);

/** The due list split the Today page's way (in any order: each part is sorted here). */
export function todayList(due: readonly DueItem[]): TodayList {
  const dueReminders: DueItem[] = [];
  const laterReminders: DueItem[] = [];
  const birthdays: DueItem[] = [];
  const billDays = new Map<string, DueDay>();
  let birthdaysToday = 0;
  for (const item of due) {
    if (item.kind === 'reminder') (item.daysAway <= 0 ? dueReminders : laterReminders).push(item);
    else if (item.kind === 'birthday') {
      birthdays.push(item);
      if (item.daysAway === 0) birthdaysToday++;
    } else {
      const day = billDays.get(item.date);
      if (day) day.items.push(item);
      else billDays.set(item.date, { date: item.date, daysAway: item.daysAway, items: [item] });
    }
  }
  for (const list of [dueReminders, laterReminders, birthdays]) list.sort(byDateTimeName);
  const days = [...billDays.values()].sort((a, b) => a.date.localeCompare(b.date));
  for (const day of days) day.items.sort(byDateTimeName);
  return { dueReminders, laterReminders, birthdays, billDays: days, actionCount: dueReminders.length + birthdaysToday };
}

/** The bell's list: each entry that needs an action, and the rest of the window as counts. */
export interface BellSummary {
  /** The due reminders, then today's birthdays. */
  action: DueItem[];
  bills: number;
  /** Birthdays after today. */
  birthdays: number;
  /** Reminders after today. */
  reminders: number;
}

export function bellSummary(list: TodayList): BellSummary {
  const today = list.birthdays.filter((item) => item.daysAway === 0);
  return {
    action: [...list.dueReminders, ...today],
    bills: list.billDays.reduce((sum, day) => sum + day.items.length, 0),
    birthdays: list.birthdays.length - today.length,
    reminders: list.laterReminders.length,
  };
}

/** A reminder as a profile holds it (answers leave `dueDate`/`dueTime` out when unset). */
export interface HeldReminder {
  text: string;
  done: boolean;
  dueDate?: string | null;
  dueTime?: string | null;
}

/**
 * The profile's reminders with the one a due entry names marked done (the rest as they are), for
 * the profile update. The entry's place is tried first, then the first open reminder with its
 * text, date and time (the list may have changed since the entry was made). `null` when no such
 * open reminder is left: someone marked it done or changed it meanwhile.
 */
export function withReminderDone<R extends HeldReminder>(reminders: readonly R[], item: Pick<DueItem, 'reminderIndex' | 'text' | 'date' | 'time'>): R[] | null {
  const named = (r: R | undefined) => r !== undefined && !r.done && r.text === item.text && r.dueDate === item.date && (r.dueTime ?? null) === (item.time ?? null);
  const at = item.reminderIndex !== undefined && named(reminders[item.reminderIndex]) ? item.reminderIndex : reminders.findIndex(named);
  if (at < 0) return null;
  return reminders.map((r, i) => (i === at ? { ...r, done: true } : r));
}
