import { currentLanguage, t } from '../../i18n/i18n';
import { formatDay, formatLongDay, formatWeekdayDay } from '../../i18n/formats';

/**
 * The calendar's words: dates through i18n/formats.ts (German calendar labels in both languages,
 * as the spec asks: 'Freitag, 17. Mai 2030', '17.05.2030', 'Fr 17.05.'), counts from the catalogues.
 */

/** 'Freitag, 17. Mai 2030' */
export const longDate = (date: string) => formatLongDay(date, currentLanguage());

/** '17.05.2030' */
export const shortDate = (date: string) => formatDay(date, currentLanguage());

/** 'Fr 17.05.' */
export const weekdayDate = (date: string) => formatWeekdayDay(date, currentLanguage());

export const partnerCount = (count: number) => t('dashboard.calendar.partnerCount', { count });

/** What a screen reader hears for a day: 'Freitag, 17. Mai 2030: 2 Partner, 1 Geburtstag'. */
export function dayLabel(date: string, counts: { bills: number; birthdays: number; reminders: number }): string {
  const parts = [partnerCount(counts.bills)];
  if (counts.birthdays) parts.push(t('dashboard.calendar.birthdayCount', { count: counts.birthdays }));
  if (counts.reminders) parts.push(t('dashboard.calendar.reminderCount', { count: counts.reminders }));
  return t('dashboard.calendar.dayLabel', { day: longDate(date), counts: parts.join(', ') });
}
