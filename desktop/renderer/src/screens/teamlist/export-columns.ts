import type { ListColumn } from '@shared/domain/constants';
import { dayOfMoment } from '@shared/domain/last-contact';
import { categoryOfColumn, categoryValueOf } from '@shared/domain/teamlist-columns';
import { exportTable, type ExportColumn, type ExportTable } from '@shared/export/export-table';
import type { Genealogy, GenealogyRows } from '@shared/domain/genealogy';
import { formatPeriod } from '../../i18n/formats';
import { currentLanguage, t } from '../../i18n/i18n';
import { fixedColumnLabel, isFigureColumn, type ListProfile, type TeamlistColumnId } from './columns';
import { followUpsById, withFollowUps } from './follow-up-figures';
import { teamFigures, withTeamFigures } from './team-figures';
import type { FollowUpSummary } from '@shared/schemas/follow-up-summary';
import type { FigureValues, MonthEntries } from '@shared/domain/figure-filters';
import { withMonthFigures } from './month-figures';

/** Each Teamlist column as exported: the cell as its column reads it (the header is the column's name in the language shown). */
const EXPORT_CELLS: Record<ListColumn, Omit<ExportColumn<ListProfile>, 'header'>> = {
  name: { kind: 'text', value: (p) => p.name },
  phone: { kind: 'text', value: (p) => p.phone },
  birthday: { kind: 'date', value: (p) => p.birthday },
  billDate: { kind: 'date', value: (p) => p.billDate },
  upline: { kind: 'text', value: (p) => p.parentName },
  teamSize: { kind: 'number', value: (p) => p.teamSize },
  largestLeg: { kind: 'number', value: (p) => p.largestLeg },
  // A partner not below the viewer has no level: an empty cell where the table shows '–'.
  level: { kind: 'number', value: (p) => p.level },
  // The day of the last contact in the device's zone, as the table shows it.
  lastContact: { kind: 'date', value: (p) => (p.lastContact ? dayOfMoment(p.lastContact) : null) },
  nextFollowUp: { kind: 'date', value: (p) => p.nextFollowUp },
  // The month picked in 'Period' (its name in the heading: figureHeader).
  pv: { kind: 'number', value: (p) => p.pv },
  gv: { kind: 'number', value: (p) => p.gv },
  teamVolume: { kind: 'number', value: (p) => p.teamVolume },
  rank: { kind: 'text', value: (p) => p.rank },
  paidRank: { kind: 'text', value: (p) => p.paidRank },
  // 'Yes' / 'No' as the table shows it, empty when the month says nothing of it.
  autoship: { kind: 'text', value: (p) => (p.autoship === null ? null : t(p.autoship ? 'figures.common.yes' : 'figures.common.no')) },
  lastOrder: { kind: 'date', value: (p) => p.lastOrder },
};

/** A figure column's heading names its month ('PV (November 2026)'), so the file says which month it holds. */
export function figureHeader(label: string, period: string | null): string {
  return period ? t('figures.views.headerOfMonth', { column: label, month: formatPeriod(period, currentLanguage()) }) : label;
}

/** A column as exported; a category column holds the partner's value for it (empty for none); a figure column's heading names `period`. */
function exportColumn(column: TeamlistColumnId, period: string | null = null): ExportColumn<ListProfile> {
  const category = categoryOfColumn(column);
  if (isFigureColumn(column)) return { header: figureHeader(fixedColumnLabel(column), period), ...EXPORT_CELLS[column] };
  if (category === null) return { header: fixedColumnLabel(column as ListColumn), ...EXPORT_CELLS[column as ListColumn] };
  return { header: category, kind: 'text', value: (p) => categoryValueOf(p.categories, category) || null };
}

/** The Teamlist as the user sees it: its searched, filtered, sorted partners (every page) in the shown columns and order (figures of `period`). */
export function teamlistTable(rows: readonly ListProfile[], columns: readonly TeamlistColumnId[], period: string | null = null): ExportTable {
  return exportTable(rows, columns.map((column) => exportColumn(column, period)));
}

/** A row of the Genealogy view as exported: the partner with its level counted from the tree's root (the root 0). */
export interface GenealogyExportRow extends ListProfile {
  treeLevel: number;
}

/**
 * The Genealogy view as the user sees it: its rows in tree order (uplines shown for a match and
 * folded teams left out, as on screen), 'Level' from the tree's root (the headings in the language shown), then the chosen columns,
 * then 'Downline'. The list's own 'Level' (below the viewer) and 'Team size' (the downline
 * again) give way to those two.
 */
export function genealogyTable(rows: readonly GenealogyExportRow[], columns: readonly TeamlistColumnId[], period: string | null = null): ExportTable {
  const chosen = columns.filter((column) => column !== 'level' && column !== 'teamSize').map((column) => exportColumn(column, period));
  const level: ExportColumn<GenealogyExportRow> = { header: t('teamlist.genealogy.level'), kind: 'number', value: (p) => p.treeLevel };
  const downline: ExportColumn<GenealogyExportRow> = { header: t('teamlist.genealogy.downline'), kind: 'number', value: (p) => p.teamSize };
  return exportTable(rows, [level, ...chosen, downline]);
}

/** The Genealogy's rows as shown (in tree order), with their list figures, follow-ups, month figures and level, read when an export is chosen. */
export function genealogyExportRows<P extends Omit<ListProfile, 'teamSize' | 'level' | 'largestLeg' | 'lastContact' | 'nextFollowUp' | keyof FigureValues> & { parentId: string | null }>(
  genealogy: Genealogy,
  rows: GenealogyRows,
  profiles: readonly P[],
  linkedProfileId: string | null,
  followUps?: FollowUpSummary,
  month: MonthEntries | null = null,
): GenealogyExportRow[] {
  const shown = Array.from(rows.at, (k) => profiles[genealogy.source[k]]);
  const figured = withMonthFigures(withFollowUps(withTeamFigures(shown, teamFigures(profiles, linkedProfileId)), followUpsById(followUps)), month);
  return figured.map((row, r) => ({ ...row, treeLevel: genealogy.level[rows.at[r]] }));
}
