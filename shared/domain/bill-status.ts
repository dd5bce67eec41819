import { BILL_WARNING_DAYS } from './constants';

/** Bill status from the days between today and the bill date, on calendar dates only. */
export type BillStatus = 'none' | 'safe' | 'warning' | 'danger';

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  none: 'No Bill',
  safe: 'Active',
  warning: 'Soon',
  danger: 'Inactive',
};

function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

export function billStatus(billDate: string | null | undefined, today: string): BillStatus {
  if (!billDate) return 'none';
  const days = daysBetween(today, billDate);
  if (days < 0) return 'danger';
  if (days <= BILL_WARNING_DAYS) return 'warning';
  return 'safe';
}

/** Today's calendar date (`YYYY-MM-DD`) in a time zone (default: the runtime's own). */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
