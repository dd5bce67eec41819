import { DEFAULT_VISIBLE_COLUMNS, TEAMLIST_COLUMNS, type TeamlistColumn } from '../../../../../shared/domain/constants';

export type { TeamlistColumn };

/** The fields of a profile the list shows and sorts on. */
export interface ListProfile {
  id: string;
  name: string;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  parentName: string | null;
}

export const COLUMN_LABELS: Record<TeamlistColumn, string> = {
  name: 'Name',
  phone: 'Phone',
  birthday: 'Birthday',
  billDate: 'Bill Date',
  upline: 'Upline',
};

/** The columns the list can sort on (spec section 2). */
export const SORTABLE_COLUMNS: readonly TeamlistColumn[] = ['name', 'upline', 'birthday', 'billDate'];

export const isSortable = (column: TeamlistColumn): boolean => SORTABLE_COLUMNS.includes(column);

const isColumn = (value: unknown): value is TeamlistColumn => (TEAMLIST_COLUMNS as readonly unknown[]).includes(value);

/** Known columns only, each once, in the given order; the defaults when nothing is left. */
export function normalizeVisibleColumns(value: unknown): TeamlistColumn[] {
  if (!Array.isArray(value)) return [...DEFAULT_VISIBLE_COLUMNS];
  const seen = new Set<TeamlistColumn>();
  for (const item of value) if (isColumn(item)) seen.add(item);
  return seen.size ? [...seen] : [...DEFAULT_VISIBLE_COLUMNS];
}

/** Shows or hides a column; a shown column joins at the end; the last visible column stays. */
export function toggleColumn(visible: readonly TeamlistColumn[], column: TeamlistColumn): TeamlistColumn[] {
  if (visible.includes(column)) return visible.length > 1 ? visible.filter((c) => c !== column) : [...visible];
  return [...visible, column];
}

/** Moves `active` to where `over` is (the drag-and-drop result); unknown ids change nothing. */
export function moveColumn(visible: readonly TeamlistColumn[], active: string, over: string): TeamlistColumn[] {
  const from = visible.indexOf(active as TeamlistColumn);
  const to = visible.indexOf(over as TeamlistColumn);
  if (from < 0 || to < 0 || from === to) return [...visible];
  const next = [...visible];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function sameColumns(a: readonly TeamlistColumn[], b: readonly TeamlistColumn[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}
