import type { ListColumn } from '@shared/domain/constants';
import { exportTable, type ExportColumn, type ExportTable } from '@shared/export/export-table';
import { COLUMN_LABELS, type ListProfile } from './columns';

/** Each Teamlist column as exported: the header the table shows, the cell as its column reads it. */
const EXPORT_COLUMNS: Record<ListColumn, ExportColumn<ListProfile>> = {
  name: { header: COLUMN_LABELS.name, kind: 'text', value: (p) => p.name },
  phone: { header: COLUMN_LABELS.phone, kind: 'text', value: (p) => p.phone },
  birthday: { header: COLUMN_LABELS.birthday, kind: 'date', value: (p) => p.birthday },
  billDate: { header: COLUMN_LABELS.billDate, kind: 'date', value: (p) => p.billDate },
  upline: { header: COLUMN_LABELS.upline, kind: 'text', value: (p) => p.parentName },
  teamSize: { header: COLUMN_LABELS.teamSize, kind: 'number', value: (p) => p.teamSize },
  // A partner not below the viewer has no level: an empty cell where the table shows '–'.
  level: { header: COLUMN_LABELS.level, kind: 'number', value: (p) => p.level },
};

/** The Teamlist as the user sees it: its filtered, sorted partners (every page) in the chosen columns and order. */
export function teamlistTable(rows: readonly ListProfile[], columns: readonly ListColumn[]): ExportTable {
  return exportTable(
    rows,
    columns.map((column) => EXPORT_COLUMNS[column]),
  );
}
