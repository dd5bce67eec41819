import type { ListColumn } from '@shared/domain/constants';
import { categoryOfColumn, categoryValueOf } from '@shared/domain/teamlist-columns';
import { exportTable, type ExportColumn, type ExportTable } from '@shared/export/export-table';
import type { Genealogy, GenealogyRows } from '@shared/domain/genealogy';
import { COLUMN_LABELS, type ListProfile, type TeamlistColumnId } from './columns';
import { teamFigures, withTeamFigures } from './team-figures';

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

/** A row of the Genealogy view as exported: the partner with its level counted from the tree's root (the root 0). */
export interface GenealogyExportRow extends ListProfile {
  treeLevel: number;
}

/** The Genealogy's own columns: its level first, its downline (every partner below) last. */
export const GENEALOGY_LEVEL_HEADER = 'Level';
export const GENEALOGY_DOWNLINE_HEADER = 'Downline';

/**
 * The Genealogy view as the user sees it: its rows in tree order (uplines shown for a match and
 * folded teams left out, as on screen), 'Level' from the tree's root, then the chosen columns,
 * then 'Downline'. The list's own 'Level' (below the viewer) and 'Team size' (the downline
 * again) give way to those two.
 */
export function genealogyTable(rows: readonly GenealogyExportRow[], columns: readonly TeamlistColumnId[]): ExportTable {
  const chosen = columns.filter((column) => column !== 'level' && column !== 'teamSize').map(exportColumn);
  const level: ExportColumn<GenealogyExportRow> = { header: GENEALOGY_LEVEL_HEADER, kind: 'number', value: (p) => p.treeLevel };
  const downline: ExportColumn<GenealogyExportRow> = { header: GENEALOGY_DOWNLINE_HEADER, kind: 'number', value: (p) => p.teamSize };
  return exportTable(rows, [level, ...chosen, downline]);
}

/** The Genealogy's rows as shown (in tree order), with their list figures and level, read when an export is chosen. */
export function genealogyExportRows<P extends Omit<ListProfile, 'teamSize' | 'level' | 'largestLeg'> & { parentId: string | null }>(
  genealogy: Genealogy,
  rows: GenealogyRows,
  profiles: readonly P[],
  linkedProfileId: string | null,
): GenealogyExportRow[] {
  const shown = Array.from(rows.at, (k) => profiles[genealogy.source[k]]);
  return withTeamFigures(shown, teamFigures(profiles, linkedProfileId)).map((row, r) => ({ ...row, treeLevel: genealogy.level[rows.at[r]] }));
}
