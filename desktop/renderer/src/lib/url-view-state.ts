import type { SortState } from '@shared/domain/profile-sort';
import { isTeamlistColumnId } from '@shared/domain/teamlist-columns';

/** Page (zero-based inside the app, one-based in the address), sort and search of the Teamlist. */
export interface ListUrlState {
  page: number;
  /** The list's sort as it travels in the address (`?sort=name&dir=desc`, `?sort=category:Rank`). */
  sort: SortState | null;
  /** The search box's text (`?q=`); '' for none. */
  query: string;
}

/** Reads `?page=&sort=&dir=&q=`; anything unknown falls back to the first page, unsorted, no search. */
export function readListState(params: URLSearchParams): ListUrlState {
  const page = Number(params.get('page'));
  const column = params.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    sort: isTeamlistColumnId(column) ? { column, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' } : null,
    query: params.get('q') ?? '',
  };
}

/** The same address with the list state written in (the first page, no sort and no search are left out). */
export function writeListState(params: URLSearchParams, state: ListUrlState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'sort', 'dir', 'q']) next.delete(key);
  if (state.page > 0) next.set('page', String(state.page + 1));
  if (state.sort) {
    next.set('sort', state.sort.column);
    next.set('dir', state.sort.direction);
  }
  if (state.query) next.set('q', state.query);
  return next;
}

/** Reads `?group=` (Teambars' grouping); null when absent. */
export function readGrouping(params: URLSearchParams): string | null {
  const group = params.get('group')?.trim();
  return group ? group : null;
}

export function writeGrouping(params: URLSearchParams, grouping: string, fallback: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (grouping === fallback) next.delete('group');
  else next.set('group', grouping);
  return next;
}
