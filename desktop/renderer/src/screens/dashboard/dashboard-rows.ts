import { billStatus, type DatedBillStatus } from '@shared/domain/bill-status';

export interface DashboardProfile {
  id: string;
  name: string;
  billDate: string | null;
}

/** The table's sortable columns. */
export type DashboardSortColumn = 'name' | 'billDate';

/**
 * The dashboard's highlight filters (spec section 4: active, inactive-in-7-days, inactive):
 * a bill status each; non-matching rows are dimmed.
 */
export type Highlight = DatedBillStatus;

export function matchesHighlight(highlight: Highlight | null, billDate: string | null, today: string): boolean {
  return !highlight || billStatus(billDate, today) === highlight;
}

/** Name contains the search text, case-insensitively (surrounding spaces ignored). */
export function searchProfiles<P extends { name: string }>(profiles: readonly P[], search: string): P[] {
  const needle = search.trim().toLocaleLowerCase('de');
  return needle ? profiles.filter((p) => p.name.toLocaleLowerCase('de').includes(needle)) : [...profiles];
}

/** With a highlight chosen, its rows come first (each part keeps its order), so they are never far down. */
export function highlightFirst<P extends DashboardProfile>(rows: readonly P[], highlight: Highlight | null, today: string): P[] {
  if (!highlight) return [...rows];
  const hit: P[] = [];
  const rest: P[] = [];
  for (const row of rows) (matchesHighlight(highlight, row.billDate, today) ? hit : rest).push(row);
  return [...hit, ...rest];
}
