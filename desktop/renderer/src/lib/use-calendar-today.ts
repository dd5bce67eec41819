import { useEffect, useState } from 'react';
import { todayIn } from '@shared/domain/calendar-date';

const CHECK_EVERY_MS = 60_000;

/**
 * Today's calendar date on the user's clock (`YYYY-MM-DD`), rendered again when it changes: a
 * page left open overnight moves on to the new day within a minute.
 */
export function useCalendarToday(): string {
  const [today, setToday] = useState(() => todayIn());
  useEffect(() => {
    const timer = setInterval(() => setToday(todayIn()), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
