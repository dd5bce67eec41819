import { billStatus, DATED_BILL_STATUSES, type DatedBillStatus } from '@shared/domain/bill-status';


export interface ActivitySlice {
  key: DatedBillStatus;
  count: number;
  /** Whole percent; the three add up to 100 (or all are 0 with no dated profiles). */
  percent: number;
}

/**
 * The Activity pie: Active, Soon and Inactive among the profiles that have a bill date
 * ('No Bill' profiles are not part of the pie). Rounded by largest remainder so they sum to 100.
 */
export function activityStats(profiles: readonly { billDate: string | null }[], today: string): ActivitySlice[] {
  const counts: Record<DatedBillStatus, number> = { safe: 0, warning: 0, danger: 0 };
  for (const p of profiles) {
    const status = billStatus(p.billDate, today);
    if (status !== 'none') counts[status] += 1;
  }
  const total = counts.safe + counts.warning + counts.danger;
  if (total === 0) return DATED_BILL_STATUSES.map((key) => ({ key, count: 0, percent: 0 }));
  const exact = DATED_BILL_STATUSES.map((key) => ({ key, count: counts[key], raw: (counts[key] * 100) / total }));
  const floors = exact.map((e) => Math.floor(e.raw));
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e.raw - floors[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return exact.map((e, i) => ({ key: e.key, count: e.count, percent: floors[i] }));
}

/** SVG path of a pie slice from `start` to `end` (fractions of the full turn, 0 at 12 o'clock). */
export function slicePath(start: number, end: number, r = 40, cx = 50, cy = 50): string {
  if (end - start >= 1) return `M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx - 0.01} ${cy - r} Z`;
  const point = (t: number) => {
    const a = 2 * Math.PI * t - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(3)} ${(cy + r * Math.sin(a)).toFixed(3)}`;
  };
  const large = end - start > 0.5 ? 1 : 0;
  return `M ${cx} ${cy} L ${point(start)} A ${r} ${r} 0 ${large} 1 ${point(end)} Z`;
}
