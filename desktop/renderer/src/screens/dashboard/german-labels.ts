import { format } from 'date-fns';
import { de } from 'date-fns/locale';
import { formatGermanDate, parseYmd } from '@shared/domain/calendar-date';

/**
 * German calendar labels via date-fns' `de` locale. The Date is built from the parts at local
 * noon, so formatting in the same local zone shows exactly the given calendar day.
 */
function noon(date: string): Date {
  const { year, month, day } = parseYmd(date);
  return new Date(year, month - 1, day, 12);
}

/** 'Mo', 'Di', ... 'So' (Monday first). */
export const WEEKDAYS_SHORT = Array.from({ length: 7 }, (_, i) => format(new Date(2024, 0, 1 + i, 12), 'EEEEEE', { locale: de }));

export const MONTH_NAMES = Array.from({ length: 12 }, (_, i) => format(new Date(2024, i, 1, 12), 'LLLL', { locale: de }));

/** 'Mai 2030' */
export const monthTitle = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** 'Freitag, 17. Mai 2030' */
export const longDate = (date: string) => format(noon(date), 'EEEE, d. MMMM yyyy', { locale: de });

/** '17.05.2030' */
export const shortDate = (date: string) => formatGermanDate(date);

/** 'Fr 17.05.' */
export const weekdayDate = (date: string) => format(noon(date), 'EEEEEE dd.MM.', { locale: de });

/** ISO week number (the German 'KW'). */
export const isoWeek = (date: string) => Number(format(noon(date), 'I', { locale: de }));

export const partnerCount = (n: number) => `${n} Partner`;

export const birthdayCount = (n: number) => `${n} ${n === 1 ? 'Geburtstag' : 'Geburtstage'}`;

export const reminderCount = (n: number) => `${n} ${n === 1 ? 'Erinnerung' : 'Erinnerungen'}`;

/** What a screen reader hears for a day: 'Freitag, 17. Mai 2030: 2 Partner, 1 Geburtstag'. */
export function dayLabel(date: string, counts: { bills: number; birthdays: number; reminders: number }): string {
  const parts = [partnerCount(counts.bills)];
  if (counts.birthdays) parts.push(birthdayCount(counts.birthdays));
  if (counts.reminders) parts.push(reminderCount(counts.reminders));
  return `${longDate(date)}: ${parts.join(', ')}`;
}
