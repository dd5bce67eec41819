import type { ListColumn } from '@shared/domain/constants';
import { categoryOfColumn, categoryValueOf } from '@shared/domain/teamlist-columns';
import { exportTable, type ExportColumn, type ExportTable } from '@shared/export/export-table';
import { COLUMN_LABELS, type ListProfile, type TeamlistColumnId } from './columns';

/** Each Teamlist column as exported: the header the table shows, the cell as its column reads it. */
const EXPORT_COLUMNS: Record<ListColumn, ExportColumn<ListProfile>> = {
  name: { header: COLUMN_LABELS.name, kind: 'text', value: (p) => p.name },
  phone: { header: COLUMN_LABELS.phone, kind: 'text', value: (p) => p.phone },
  birthday: { header: COLUMN_LABELS.birthday, kind: 'date', value: (p) => p.birthday },
  billDate: { header: COLUMN_LABELS.billDate, kind: 'date', value: (p) => p.billDate },
  upline: { header: COLUMN_LABELS.upline, kind: 'text', value: (p) => p.parentName },
  teamSize: { header: COLUMN_LABELS.teamSize, kind: 'number', value: (p) => p.teamSize },
  largestLeg: { header: COLUMN_LABELS.largestLeg, kind: 'number', value: (p) => p.largestLeg },
  // A partner not below the viewer has no level: an empty cell where the table shows '–'.
  level: { header: COLUMN_LABELS.level, kind: 'number', value: (p) => p.level },
};

/** A column as exported; a category column holds the partner's value for it (empty for none). */
function exportColumn(column: TeamlistColumnId): ExportColumn<ListProfile> {
  const category = categoryOfColumn(column);
  if (category === null) return EXPORT_COLUMNS[column as ListColumn];
  return { header: category, kind: 'text', value: (p) => categoryValueOf(p.categories, category) || null };
}

/** The Teamlist as the user sees it: its searched, filtered, sorted partners (every page) in the shown columns and order. */
export function teamlistTable(rows: readonly ListProfile[], columns: readonly TeamlistColumnId[]): ExportTable {
  return exportTable(rows, columns.map(exportColumn));
}
