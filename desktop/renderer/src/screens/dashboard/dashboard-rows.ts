import { billStatus, type DatedBillStatus } from '../../../../../shared/domain/bill-status';

export interface DashboardProfile {
  id: string;
  name: string;
  billDate: string | null;
}

export type SortKey = 'name' | 'billDate';
export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  dir: SortDir;
}

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

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Sorted by name (German collation) or bill date; profiles without a bill date always come last. */
export function sortProfiles<P extends DashboardProfile>(profiles: readonly P[], sort: SortState): P[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...profiles].sort((a, b) => {
    if (sort.key === 'billDate') {
      if (a.billDate !== b.billDate) {
        if (!a.billDate) return 1;
        if (!b.billDate) return -1;
        return sign * (a.billDate < b.billDate ? -1 : 1);
      }
      return collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
    }
    return sign * collator.compare(a.name, b.name) || (a.billDate ?? '').localeCompare(b.billDate ?? '') || a.id.localeCompare(b.id);
  });
}

/** With a highlight chosen, its rows come first (each part keeps its order), so they are never far down. */
export function highlightFirst<P extends DashboardProfile>(rows: readonly P[], highlight: Highlight | null, today: string): P[] {
  if (!highlight) return [...rows];
  const hit: P[] = [];
  const rest: P[] = [];
  for (const row of rows) (matchesHighlight(highlight, row.billDate, today) ? hit : rest).push(row);
  return [...hit, ...rest];
}

/** Clicking a header: the same column flips direction, another starts ascending. */
export function nextSort(current: SortState, key: SortKey): SortState {
  return current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
}
