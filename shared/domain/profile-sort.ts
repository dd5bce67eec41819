import { compareCategoryValues, isInOrder, orderOfCategory, type CategoryOrders } from './category-order';
import { compareGerman } from './german-order';
import { categoryOfColumn, categoryValueOf, isCategoryColumn, type TeamlistColumnId } from './teamlist-columns';

/** The columns a profile list can sort on (the Teamlist's, its category columns included; the dashboard uses name and billDate). */
export type SortColumn = TeamlistColumnId;
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
  /** Partners below (the Teamlist's 'Team size'). */
  teamSize?: number;
  /** Level below the viewer; null for partners outside the viewer's team (the Teamlist's 'Level'). */
  level?: number | null;
  /** Partners in the largest leg (the Teamlist's 'Largest leg'). */
  largestLeg?: number;
  /** The profile's category values (the Teamlist's category columns, `category:<name>`). */
  categories?: ReadonlyArray<{ name: string; value: string }>;
  /** The newest contact, an ISO time (the Teamlist's 'Last contact'). */
  lastContact?: string | null;
  /** The soonest open task's day (the Teamlist's 'Next follow-up'). */
  nextFollowUp?: string | null;
  /** The back-office figures of the month shown (the Teamlist's figure columns, figure-filters.ts). */
  pv?: number | null;
  gv?: number | null;
  teamVolume?: number | null;
  rank?: string | null;
  paidRank?: string | null;
  autoship?: boolean | null;
  lastOrder?: string | null;
}


/** A column's value: text, a number, or null when empty. */
function sortValue(profile: SortableProfile, column: SortColumn): string | number | null {
  if (isCategoryColumn(column)) return categoryValueOf(profile.categories, categoryOfColumn(column) ?? '') || null;
  switch (column) {
    case 'teamSize':
      return profile.teamSize ?? null;
    case 'level':
      return profile.level ?? null;
    case 'largestLeg':
      return profile.largestLeg ?? null;
    case 'name':
      return profile.name || null;
    case 'upline':
      return profile.parentName || null;
    case 'birthday':
      return profile.birthday || null;
    case 'billDate':
      return profile.billDate || null;
    case 'phone':
      return profile.phone || null;
    case 'lastContact':
      // A moment: by its time, not its text.
      return profile.lastContact ? Date.parse(profile.lastContact) : null;
    case 'nextFollowUp':
      return profile.nextFollowUp || null;
    case 'pv':
      return profile.pv ?? null;
    case 'gv':
      return profile.gv ?? null;
    case 'teamVolume':
      return profile.teamVolume ?? null;
    case 'rank':
      return profile.rank || null;
    case 'paidRank':
      return profile.paidRank || null;
    case 'autoship':
      // Without autoship before with it (ascending): the ones to call first.
      return profile.autoship == null ? null : Number(profile.autoship);
    case 'lastOrder':
      return profile.lastOrder || null;
  }
}

/** Two values of one column, neither empty: numbers by size, text by German collation. */
function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareGerman(String(a), String(b));
}

/**
 * A sorted copy (German collation, numbers as people read them; 'Team size' and 'Level' by
 * number). Empty values (a missing date, no upline, no level because the partner is not below
 * the viewer) go last in both directions; ties fall back to the name, then the id, so the order
 * is stable. `YYYY-MM-DD` strings sort as calendar dates. No sort: the order as given.
 * A category column whose category is ordered (`orders`, category-order.ts) sorts by that order
 * (case aside); values not in it follow in German order, before the empty ones, in both directions.
 * 'Rank' and 'Paid rank' sort the same way by the tree's rank plan (`rankPlaces`, figure-filters.ts) when it has one.
 */
export function sortProfiles<P extends SortableProfile>(profiles: readonly P[], sort: SortState | null, orders?: CategoryOrders, rankPlaces?: ReadonlyMap<string, number>): P[] {
  if (!sort) return [...profiles];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const category = categoryOfColumn(sort.column);
  const rankOrder = (sort.column === 'rank' || sort.column === 'paidRank') && rankPlaces?.size ? rankPlaces : undefined;
  const order = category === null ? rankOrder : orderOfCategory(orders, category);
  const compare = order ? (a: string | number, b: string | number) => compareCategoryValues(order, String(a), String(b)) : compareValues;
  // Each value read once (a category's value is looked up in the profile's list), then sorted.
  // Tiers stay in place in both directions: values, then values outside the category's order, then empty ones.
  const keyed = profiles.map((profile) => {
    const value = sortValue(profile, sort.column);
    const tier = value === null ? 2 : order && !isInOrder(order, String(value)) ? 1 : 0;
    return { profile, value, tier };
  });
  keyed.sort(({ profile: a, value: va, tier: ta }, { profile: b, value: vb, tier: tb }) => {
    if (ta !== tb) return ta - tb;
    const main = va === null || vb === null ? 0 : compare(va, vb) * sign;
    if (main) return main;
    return compareGerman(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
  return keyed.map((k) => k.profile);
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
