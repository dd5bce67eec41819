import type { DueItem } from '@shared/domain/due-dates';

/** 'today', 'tomorrow', 'in N days', or for a date passed 'N days overdue'. */
export function whenText(daysAway: number): string {
  if (daysAway < 0) return daysAway === -1 ? '1 day overdue' : `${-daysAway} days overdue`;
  if (daysAway === 0) return 'today';
  if (daysAway === 1) return 'tomorrow';
  return `in ${daysAway} days`;
}

/** What a due entry is about, beside the partner's name. */
export function dueWhatText(item: DueItem): string {
  switch (item.kind) {
    case 'bill':
      return 'Bill date';
    case 'birthday':
      return item.age !== undefined ? `Birthday (turns ${item.age})` : 'Birthday';
    case 'reminder':
      return item.text ?? 'Reminder';
  }
}

/** The right-hand side of an entry: when, with a reminder's time. */
export function dueWhenText(item: DueItem): string {
  return item.time ? `${whenText(item.daysAway)}, ${item.time}` : whenText(item.daysAway);
}
