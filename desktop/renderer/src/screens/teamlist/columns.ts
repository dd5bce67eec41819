import { DEFAULT_VISIBLE_COLUMNS, LIST_COLUMNS, type ListColumn, type TeamlistColumn } from '@shared/domain/constants';
import { isContractColumn } from '@shared/schemas/settings';

export type { ListColumn, TeamlistColumn };

/** The fields of a profile the list shows and sorts on. */
export interface ListProfile {
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
}

export const COLUMN_LABELS: Record<ListColumn, string> = {
  name: 'Name',
  phone: 'Phone',
  birthday: 'Birthday',
  billDate: 'Bill Date',
  upline: 'Upline',
  teamSize: 'Team size',
  level: 'Level',
};

/** The columns the list can sort on (spec section 2, and issue 13's team size and level). */
export const SORTABLE_COLUMNS: readonly ListColumn[] = ['name', 'upline', 'birthday', 'billDate', 'teamSize', 'level'];

export const isSortable = (column: ListColumn): boolean => SORTABLE_COLUMNS.includes(column);

const isColumn = (value: unknown): value is ListColumn => (LIST_COLUMNS as readonly unknown[]).includes(value);

/** Known columns only, each once, in the given order; the defaults when no contract column is left. */
export function normalizeVisibleColumns(value: unknown): ListColumn[] {
  if (!Array.isArray(value)) return [...DEFAULT_VISIBLE_COLUMNS];
  const seen = new Set<ListColumn>();
  for (const item of value) if (isColumn(item)) seen.add(item);
  return [...seen].some(isContractColumn) ? [...seen] : [...DEFAULT_VISIBLE_COLUMNS];
}

/**
 * Whether a shown column may be hidden: one of the contract's columns always stays (the settings'
 * `visibleCols` must not be empty), so the last one of them cannot go, whatever else is shown.
 */
export function canHide(visible: readonly ListColumn[], column: ListColumn): boolean {
  return visible.some((c) => c !== column && isContractColumn(c));
}

/** Shows or hides a column; a shown column joins at the end; the last contract column stays. */
export function toggleColumn(visible: readonly ListColumn[], column: ListColumn): ListColumn[] {
  if (visible.includes(column)) return canHide(visible, column) ? visible.filter((c) => c !== column) : [...visible];
  return [...visible, column];
}

/** Moves `active` to where `over` is (the drag-and-drop result); unknown ids change nothing. */
export function moveColumn(visible: readonly ListColumn[], active: string, over: string): ListColumn[] {
  const from = visible.indexOf(active as ListColumn);
  const to = visible.indexOf(over as ListColumn);
  if (from < 0 || to < 0 || from === to) return [...visible];
  const next = [...visible];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function sameColumns(a: readonly ListColumn[], b: readonly ListColumn[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}
