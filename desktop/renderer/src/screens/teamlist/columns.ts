import { DEFAULT_VISIBLE_COLUMNS, FIGURE_COLUMNS, LIST_COLUMNS, type FigureColumn, type ListColumn, type TeamlistColumn } from '@shared/domain/constants';
import type { FigureValues } from '@shared/domain/figure-filters';
import { categoryColumn, categoryOfColumn, isCategoryColumn, isTeamlistColumnId, type TeamlistColumnId } from '@shared/domain/teamlist-columns';
import { isContractColumn } from '@shared/schemas/settings';
import { t } from '../../i18n/i18n';

export type { ListColumn, TeamlistColumn, TeamlistColumnId };

/** The fields of a profile the list shows and sorts on (the figures: of the month picked in 'Period'). */
export interface ListProfile extends FigureValues {
  id: string;
  name: string;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  parentName: string | null;
  /** Partners below (the whole downline). */
  teamSize: number;
  /** Level below the viewer's own profile (the viewer 0); null when the partner is not below the viewer. */
  level: number | null;
  /** Partners in the largest leg (the team under one direct partner, that partner included); 0 without a downline. */
  largestLeg: number;
  /** The partner's category values (the category columns). */
  categories: ReadonlyArray<{ name: string; value: string }>;
  /** The newest call, message or meeting, an ISO time; null for none (or hidden from the viewer). */
  lastContact: string | null;
  /** The soonest open task's day (`YYYY-MM-DD`); null for none. */
  nextFollowUp: string | null;
}

export const isFigureColumn = (column: string | undefined): column is FigureColumn => (FIGURE_COLUMNS as readonly (string | undefined)[]).includes(column);

/** A fixed column's header in the language shown (called when it is shown: never kept); the figures' are the figures' common words. */
export const fixedColumnLabel = (column: ListColumn): string => (isFigureColumn(column) ? t(`figures.common.${column}`) : t(`teamlist.columns.${column}`));

/** A column's header: its label, or the category's name for a category column. */
export const columnLabel = (column: TeamlistColumnId): string => categoryOfColumn(column) ?? fixedColumnLabel(column as ListColumn);

/** The columns the list can sort on (spec section 2, issue 13's team size and level, issue 37's follow-ups); every category column sorts too. */
export const SORTABLE_COLUMNS: readonly ListColumn[] = ['name', 'upline', 'birthday', 'billDate', 'teamSize', 'level', 'largestLeg', 'lastContact', 'nextFollowUp', ...FIGURE_COLUMNS];

export const isSortable = (column: TeamlistColumnId): boolean => isCategoryColumn(column) || SORTABLE_COLUMNS.includes(column);

/** Every column the tree offers: the fixed ones (the figures' only when the tree has figures), then one per category of the tree. */
export function offeredColumns(categories: readonly string[], figures = false): TeamlistColumnId[] {
  return [...LIST_COLUMNS.filter((c) => figures || !isFigureColumn(c)), ...categories.map(categoryColumn)];
}

/**
 * The chosen columns this tree can show: a category column of a category the tree lacks, or a
 * figure column while the tree has no figures (`figures` false), stays chosen but is not shown.
 */
export function shownColumns(columns: readonly TeamlistColumnId[], categories: readonly string[], figures = false): TeamlistColumnId[] {
  const names = new Set(categories);
  return columns.filter((c) => (isCategoryColumn(c) ? names.has(categoryOfColumn(c) ?? '') : figures || !isFigureColumn(c)));
}

/** Known columns only, each once, in the given order; the defaults when no contract column is left. */
export function normalizeVisibleColumns(value: unknown): TeamlistColumnId[] {
  if (!Array.isArray(value)) return [...DEFAULT_VISIBLE_COLUMNS];
  const seen = new Set<TeamlistColumnId>();
  for (const item of value) if (isTeamlistColumnId(item)) seen.add(item);
  return [...seen].some(isContractColumn) ? [...seen] : [...DEFAULT_VISIBLE_COLUMNS];
}

/**
 * Whether a shown column may be hidden: one of the contract's columns always stays (the settings'
 * `visibleCols` must not be empty), so the last one of them cannot go, whatever else is shown.
 */
export function canHide(visible: readonly TeamlistColumnId[], column: TeamlistColumnId): boolean {
  return visible.some((c) => c !== column && isContractColumn(c));
}

/** Shows or hides a column; a shown column joins at the end; the last contract column stays. */
export function toggleColumn(visible: readonly TeamlistColumnId[], column: TeamlistColumnId): TeamlistColumnId[] {
  if (visible.includes(column)) return canHide(visible, column) ? visible.filter((c) => c !== column) : [...visible];
  return [...visible, column];
}

/** Moves `active` to where `over` is (the drag-and-drop result); unknown ids change nothing. */
export function moveColumn(visible: readonly TeamlistColumnId[], active: string, over: string): TeamlistColumnId[] {
  const from = visible.indexOf(active as TeamlistColumnId);
  const to = visible.indexOf(over as TeamlistColumnId);
  if (from < 0 || to < 0 || from === to) return [...visible];
  const next = [...visible];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function sameColumns(a: readonly TeamlistColumnId[], b: readonly TeamlistColumnId[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}
