/** Whether `zone` names a time zone the runtime knows (IANA names such as `Europe/Berlin`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The hour (0-23) of `now` on the clock of `timeZone` (the runtime's own without one). */
export function localHour(now: Date, timeZone?: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** From this local hour on, the day's reminders go out (OS notification, email digest). */
export const MORNING_HOUR = 8;
