import type { TeamlistColumn } from '../../../../../shared/domain/constants';
import { SETTINGS_VERSION, type SaveSettingsRequest } from '../../../../../shared/schemas/settings';
import { normalizeVisibleColumns } from './columns';

/** The body of `POST /api/user/settings` (spec section 3: a versioned envelope). */
export function settingsEnvelope(visibleCols: readonly TeamlistColumn[]): SaveSettingsRequest {
  return { settings: { __v: SETTINGS_VERSION, value: { teamlist: { visibleCols: [...visibleCols] } } } };
}

/** The visible columns from a `GET /api/user/settings` answer, defaults for anything unusable. */
export function visibleColumnsOf(answer: unknown): TeamlistColumn[] {
  const settings = (answer as { settings?: { __v?: unknown; value?: { teamlist?: { visibleCols?: unknown } } } } | null)?.settings;
  if (!settings || settings.__v !== SETTINGS_VERSION) return normalizeVisibleColumns(undefined);
  return normalizeVisibleColumns(settings.value?.teamlist?.visibleCols);
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
