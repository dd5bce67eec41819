import type { TeamlistColumn } from './constants';

/** The columns a profile list can sort on (the Teamlist's; the dashboard uses name and billDate). */
export type SortColumn = TeamlistColumn;
export type SortDirection = 'asc' | 'desc';

export interface SortState<C extends SortColumn = SortColumn> {
  column: C;
  direction: SortDirection;
}

/** The fields sorting reads; a list without a column's field sorts it as empty. */
export interface SortableProfile {
  id: string;
  name: string;
  billDate: string | null;
  birthday?: string | null;
  phone?: string;
  parentName?: string | null;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function sortValue(profile: SortableProfile, column: SortColumn): string {
  switch (column) {
    case 'name':
      return profile.name;
    case 'upline':
      return profile.parentName ?? '';
    case 'birthday':
      return profile.birthday ?? '';
    case 'billDate':
      return profile.billDate ?? '';
    case 'phone':
      return profile.phone ?? '';
  }
}

/**
 * A sorted copy (German collation, numbers as people read them). Empty values go last in both
 * directions; ties fall back to the name, then the id, so the order is stable. `YYYY-MM-DD`
 * strings sort as calendar dates. No sort: the order as given.
 */
export function sortProfiles<P extends SortableProfile>(profiles: readonly P[], sort: SortState | null): P[] {
  if (!sort) return [...profiles];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...profiles].sort((a, b) => {
    const va = sortValue(a, sort.column);
    const vb = sortValue(b, sort.column);
    if (!va !== !vb) return va ? -1 : 1;
    const main = collator.compare(va, vb) * sign;
    if (main) return main;
    return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

/**
 * A header click: another column starts ascending, the same column flips. With `'with-unsorted'`
 * (the Teamlist) a descending column goes back to unsorted; `'flip'` (the dashboard) always sorts.
 */
export function nextSort<C extends SortColumn>(current: SortState<C>, column: C, cycle: 'flip'): SortState<C>;
export function nextSort<C extends SortColumn>(current: SortState<C> | null, column: C, cycle?: 'with-unsorted'): SortState<C> | null;
export function nextSort<C extends SortColumn>(current: SortState<C> | null, column: C, cycle: 'flip' | 'with-unsorted' = 'with-unsorted'): SortState<C> | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  if (current.direction === 'asc') return { column, direction: 'desc' };
  return cycle === 'flip' ? { column, direction: 'asc' } : null;
}

export type AriaSort = 'ascending' | 'descending' | 'none';

/** The header's `aria-sort`. */
export function ariaSort(current: SortState | null, column: SortColumn): AriaSort {
  if (!current || current.column !== column) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** The header's arrow: ▲ or ▼ on the sorted column, ↕ where a column can be sorted. */
export function sortMark(state: AriaSort): string {
  return state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕';
}
