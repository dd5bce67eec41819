import type { DueItem } from '@shared/domain/due-dates';
import { whenText } from '../../today/today-labels';

/** The Today page's words for when: the bell says it alike. */
export { whenText };

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

const WEEK_NOUNS = { bills: ['bill date', 'bill dates'], birthdays: ['birthday', 'birthdays'], reminders: ['reminder', 'reminders'] } as const;

/** A line of the bell's week: '12 bill dates this week', '1 birthday this week'. */
export function weekCountText(what: keyof typeof WEEK_NOUNS, count: number): string {
  return `${count} ${WEEK_NOUNS[what][count === 1 ? 0 : 1]} this week`;
}
