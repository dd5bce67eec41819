import { format } from 'date-fns';
import { de } from 'date-fns/locale';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A `YYYY-MM-DD` calendar date shown the German way (`17.05.2030`). The date is built from its
 * own parts in local time, so no time zone can shift it to the day before or after.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = CALENDAR_DATE.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(date.getTime())) return value;
  return format(date, 'dd.MM.yyyy', { locale: de });
}
