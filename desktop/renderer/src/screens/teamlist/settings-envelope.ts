import type { TeamlistColumn } from '@shared/domain/constants';
import type { TeamlistColumnId } from '@shared/domain/teamlist-columns';
import { contractColumnsOf, DEFAULT_TEAMLIST_VIEW, SETTINGS_VERSION, TEAMLIST_VIEWS, type SaveSettingsRequest, type TeamlistViewChoice } from '@shared/schemas/settings';
import { normalizeVisibleColumns } from './columns';

/** The settings' `teamlist`: the contract's `visibleCols`, and every shown column in `columns`. */
export function teamlistValue(columns: readonly TeamlistColumnId[]): { visibleCols: TeamlistColumn[]; columns: TeamlistColumnId[] } {
  return { visibleCols: contractColumnsOf(columns), columns: [...columns] };
}

/** The body of `POST /api/user/settings` (spec section 3: a versioned envelope). */
export function settingsEnvelope(columns: readonly TeamlistColumnId[]): SaveSettingsRequest {
  return { settings: { __v: SETTINGS_VERSION, value: { teamlist: teamlistValue(columns) } } };
}

interface StoredTeamlist {
  visibleCols?: unknown;
  columns?: unknown;
  view?: unknown;
}

/**
 * The shown columns from a `GET /api/user/settings` answer: `columns` when it agrees with
 * `visibleCols` (a client that knows only `visibleCols` may have saved since), else
 * `visibleCols`; defaults for anything unusable.
 */
export function visibleColumnsOf(answer: unknown): TeamlistColumnId[] {
  const settings = (answer as { settings?: { __v?: unknown; value?: { teamlist?: StoredTeamlist } } } | null)?.settings;
  if (!settings || settings.__v !== SETTINGS_VERSION) return normalizeVisibleColumns(undefined);
  const stored = settings.value?.teamlist;
  const contract = normalizeVisibleColumns(stored?.visibleCols);
  if (stored?.columns === undefined) return contract;
  const all = normalizeVisibleColumns(stored.columns);
  return contractColumnsOf(all).join() === contract.join() ? all : contract;
}

/** The Teamlist's view ('list' or 'genealogy') from a `GET /api/user/settings` answer; 'list' when none (or an unknown one) is kept. */
export function teamlistViewOf(answer: unknown): TeamlistViewChoice {
  const view = (answer as { settings?: { value?: { teamlist?: StoredTeamlist } } } | null)?.settings?.value?.teamlist?.view;
  return (TEAMLIST_VIEWS as readonly unknown[]).includes(view) ? (view as TeamlistViewChoice) : DEFAULT_TEAMLIST_VIEW;
}
