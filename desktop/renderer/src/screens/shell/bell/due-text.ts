import type { DueItem } from '@shared/domain/due-dates';
import { whenText } from '../../today/today-labels';
import { t } from '../../../i18n/i18n';

/** The Today page's words for when: the bell says it alike. */
export { whenText };

/** What a due entry is about, beside the partner's name. */
export function dueWhatText(item: DueItem): string {
  switch (item.kind) {
    case 'bill':
      return t('bell.billDate');
    case 'birthday':
      return item.age !== undefined ? t('bell.birthdayTurns', { age: item.age }) : t('bell.birthday');
    case 'reminder':
      return item.text ?? t('bell.reminder');
  }
}

/** The right-hand side of an entry: when, with a reminder's time. */
export function dueWhenText(item: DueItem): string {
  return item.time ? t('bell.whenAt', { when: whenText(item.daysAway), time: item.time }) : whenText(item.daysAway);
}

const WEEK_KEYS = { bills: 'bell.weekBills', birthdays: 'bell.weekBirthdays', reminders: 'bell.weekReminders' } as const;

/** A line of the bell's week: '12 bill dates this week', '1 birthday this week'. */
export function weekCountText(what: keyof typeof WEEK_KEYS, count: number): string {
  return t(WEEK_KEYS[what], { count });
}
