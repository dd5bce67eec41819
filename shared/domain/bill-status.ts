import { addDays } from './calendar-date';
import { BILL_WARNING_DAYS } from './constants';

/**
 * The bill status, in the spec's own words (section 'Bill status'): the one vocabulary of the
 * code. What users read is in the label maps below, and nowhere else.
 */
export type BillStatus = 'none' | 'safe' | 'warning' | 'danger';

/** The statuses of profiles that have a bill date, in the order every view lists them. */
export type DatedBillStatus = Exclude<BillStatus, 'none'>;
export const DATED_BILL_STATUSES: readonly DatedBillStatus[] = ['safe', 'warning', 'danger'];

/** Badges, the Filter menu, the legend and the Activity pie. */
export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  none: 'No Bill',
  safe: 'Active',
  warning: 'Soon',
  danger: 'Inactive',
};

/** Teambars' bill-date bar titles (the spec's 'No Bill Date' for the bar without a date). */
export const BILL_STATUS_BAR_TITLES: Record<BillStatus, string> = { ...BILL_STATUS_LABELS, none: 'No Bill Date' };

/** The spec's names of the dashboard's highlight filters (active, inactive, inactive-in-7-days). */
export const HIGHLIGHT_FILTER_IDS: Record<DatedBillStatus, string> = { safe: 'active', warning: 'inactive-in-7-days', danger: 'inactive' };

/** What each highlight means, for its tooltip. */
export const HIGHLIGHT_HINTS: Record<DatedBillStatus, string> = {
  safe: `Bill date more than ${BILL_WARNING_DAYS} days away`,
  warning: `Bill date within the next ${BILL_WARNING_DAYS} days`,
  danger: 'Bill date passed',
};

/** The spec's name of the Soon highlight, kept in its accessible name beside the visible 'Soon'. */
export const SOON_HIGHLIGHT_NAME = `Soon (inactive in ${BILL_WARNING_DAYS} days)`;

/** What the node colours mean in the tree's Bill Date legend. */
export const BILL_STATUS_MEANINGS: Record<BillStatus, string> = {
  safe: `more than ${BILL_WARNING_DAYS} days`,
  warning: `within ${BILL_WARNING_DAYS} days`,
  danger: 'passed',
  none: 'no bill date',
};

/** The last day of the warning window of the latest `today` asked about (one entry is enough: views ask for one today at a time). */
let warning = { today: '', until: '' };

function warningUntil(today: string): string {
  if (warning.today !== today) warning = { today, until: addDays(today, BILL_WARNING_DAYS) };
  return warning.until;
}

/**
 * The status of a bill date on `today`, both `YYYY-MM-DD` calendar dates in the user's time
 * zone: passed = danger, today up to 7 days ahead = warning, later = safe, none without a date.
 * Compares the ISO texts (they sort as dates), so 50,000 profiles take a few milliseconds.
 */
export function billStatus(billDate: string | null | undefined, today: string): BillStatus {
  if (!billDate) return 'none';
  if (billDate < today) return 'danger';
  return billDate <= warningUntil(today) ? 'warning' : 'safe';
}
