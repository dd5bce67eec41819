import type { ListColumn, TeamlistColumn } from '../../../../../shared/domain/constants';
import { contractColumnsOf, SETTINGS_VERSION, type SaveSettingsRequest } from '../../../../../shared/schemas/settings';
import { normalizeVisibleColumns } from './columns';

/** The settings' `teamlist`: the contract's `visibleCols`, and every shown column in `columns`. */
export function teamlistValue(columns: readonly ListColumn[]): { visibleCols: TeamlistColumn[]; columns: ListColumn[] } {
  return { visibleCols: contractColumnsOf(columns), columns: [...columns] };
}

/** The body of `POST /api/user/settings` (spec section 3: a versioned envelope). */
export function settingsEnvelope(columns: readonly ListColumn[]): SaveSettingsRequest {
  return { settings: { __v: SETTINGS_VERSION, value: { teamlist: teamlistValue(columns) } } };
}

interface StoredTeamlist {
  visibleCols?: unknown;
  columns?: unknown;
}

/**
 * The shown columns from a `GET /api/user/settings` answer: `columns` when it agrees with
 * `visibleCols` (a client that knows only `visibleCols` may have saved since), else
 * `visibleCols`; defaults for anything unusable.
 */
export function visibleColumnsOf(answer: unknown): ListColumn[] {
  const settings = (answer as { settings?: { __v?: unknown; value?: { teamlist?: StoredTeamlist } } } | null)?.settings;
  if (!settings || settings.__v !== SETTINGS_VERSION) return normalizeVisibleColumns(undefined);
  const stored = settings.value?.teamlist;
  const contract = normalizeVisibleColumns(stored?.visibleCols);
  if (stored?.columns === undefined) return contract;
  const all = normalizeVisibleColumns(stored.columns);
  return contractColumnsOf(all).join() === contract.join() ? all : contract;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs a pending call now. */
  flush(): void;
  cancel(): void;
  pending(): boolean;
}

/** Calls `fn` with the latest arguments once `ms` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: A | null = null;
  const run = () => {
    timer = null;
    const args = last;
    last = null;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    last = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = () => {
    if (timer) clearTimeout(timer);
    run();
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    last = null;
  };
  debounced.pending = () => timer !== null;
  return debounced;
}
