/*
 * Months written `YYYY-MM` (a figures period) and the months a chart shows (docs/charts.md):
 * pure, so the partner's 'Figures' tab and the dashboard count months the same way.
 */

const parse = (period: string) => ({ year: Number(period.slice(0, 4)), month: Number(period.slice(5, 7)) });
const write = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month `offset` months after `period` (before it when negative): `shiftMonth('2026-01', -1)` is `2025-12`. */
export function shiftMonth(period: string, offset: number): string {
  const { year, month } = parse(period);
  const index = year * 12 + (month - 1) + offset;
  return write(Math.floor(index / 12), (index % 12) + 1);
}

/** The `count` months ending with `last`, the oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(last, i - count + 1));
}

/**
 * One entry per month of `months`, with the values the series has for it and `null` for a month
 * without figures (a gap the chart leaves empty and the table shows as '—').
 */
export function fillMonths<T extends { period: string }>(months: readonly string[], series: readonly T[]): { period: string; values: T | null }[] {
  const byPeriod = new Map(series.map((entry) => [entry.period, entry]));
  return months.map((period) => ({ period, values: byPeriod.get(period) ?? null }));
}

/** The month with figures before `period` in `periods` (newest first, as the server lists them); null: none. */
export function previousPeriod(periods: readonly string[], period: string): string | null {
  return periods.filter((p) => p < period).sort().at(-1) ?? null;
}
