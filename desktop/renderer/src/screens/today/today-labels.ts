import { mondayIndex, parseYmd } from '@shared/domain/calendar-date';
import type { DueItem } from '@shared/domain/due-dates';
import { currentLanguage, t } from '../../i18n/i18n';
import { localeOf } from '../../i18n/formats';

/**
 * The Today page's words (and the bell's 'when'). Calendar dates are named from their own parts
 * (no instant, so no zone can move them; no locale data, so every browser says the same).
 */

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** German: 'Samstag, 19. Mai', or short 'Sa 19. Mai' (through Intl, at noon UTC so no zone moves the day). */
function germanDayName(date: string, short: boolean): string {
  const { year, month, day } = parseYmd(date);
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(localeOf('de', 'calendar'), { timeZone: 'UTC', ...options }).format(noon).replace(/\.$/, '');
  return short ? `${part({ weekday: 'short' })} ${day}. ${part({ month: 'short' })}` : `${part({ weekday: 'long' })}, ${day}. ${part({ month: 'long' })}`;
}

/** 'Saturday 19 May', or short 'Sat 19 May'. */
function dayName(date: string, short = false): string {
  if (currentLanguage() === 'de') return germanDayName(date, short);
  const { month, day } = parseYmd(date);
  const [weekday, monthName] = [WEEKDAYS[mondayIndex(date)], MONTHS[month - 1]];
  return short ? `${weekday.slice(0, 3)} ${day} ${monthName.slice(0, 3)}` : `${weekday} ${day} ${monthName}`;
}

/** 'Wednesday 16 May 2029': the page's date line. */
export function longDay(date: string): string {
  return `${dayName(date)} ${parseYmd(date).year}`;
}

/** 'today', 'tomorrow', 'in N days', or for a date passed 'N days overdue'. */
export function whenText(daysAway: number): string {
  if (daysAway < 0) return t('today.overdue', { count: -daysAway });
  if (daysAway === 0) return t('today.today');
  if (daysAway === 1) return t('today.tomorrow');
  return t('today.inDays', { count: daysAway });
}

/** A day's heading: 'Today', 'Tomorrow', else 'Saturday 19 May'. */
export function dayHeading(date: string, daysAway: number): string {
  if (daysAway === 0) return t('today.headingToday');
  if (daysAway === 1) return t('today.headingTomorrow');
  return dayName(date);
}

/** When a birthday or reminder falls (short, beside the name): 'today', 'tomorrow', '3 days overdue', else 'Sat 19 May'; a reminder's time after a comma. */
export function dueDayText(item: Pick<DueItem, 'date' | 'daysAway' | 'time'>): string {
  const day = item.daysAway <= 1 ? whenText(item.daysAway) : dayName(item.date, true);
  return item.time ? `${day}, ${item.time}` : day;
}

/** A birthday's line: 'turns 37', or 'birthday' when the birth year is not known. */
export function birthdayText(item: Pick<DueItem, 'age'>): string {
  return item.age !== undefined ? t('today.turns', { age: item.age }) : t('today.birthday');
}

/** '3 bill dates', '1 bill date'. */
export function billCountText(count: number): string {
  return t('today.billDateCount', { count });
}
