import type { TeamlistColumn } from './columns';

export interface SortState {
  column: TeamlistColumn;
  direction: 'asc' | 'desc';
}

/** The fields of a profile the list shows and sorts on. */
export interface ListProfile {
  id: string;
  name: string;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  parentName: string | null;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function sortValue(profile: ListProfile, column: TeamlistColumn): string {
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
      return profile.phone;
  }
}

/**
 * A sorted copy. Empty values go last in both directions; ties fall back to the name, then the
 * id, so the order is stable. `YYYY-MM-DD` strings sort as calendar dates.
 */
export function sortProfiles<P extends ListProfile>(profiles: readonly P[], sort: SortState | null): P[] {
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

/** Header click: ascending, then descending, then unsorted; another column starts ascending. */
export function nextSort(current: SortState | null, column: TeamlistColumn): SortState | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  if (current.direction === 'asc') return { column, direction: 'desc' };
  return null;
}

export function ariaSort(current: SortState | null, column: TeamlistColumn): 'ascending' | 'descending' | 'none' {
  if (!current || current.column !== column) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
