import { FIGURE_COLUMNS } from '@shared/domain/constants';
import { flattenGenealogy, genealogyOf } from '@shared/domain/genealogy';
import { categoryColumn, type TeamlistColumnId } from '@shared/domain/teamlist-columns';
import type { ExportTable } from '@shared/export/export-table';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import type { MonthEntries } from '@shared/domain/figure-filters';
import { genealogyExportRows, genealogyTable } from '../screens/teamlist/export-columns';

/** The tree's columns in its table: the partner's contract fields and the tree's categories, then the month's figures. */
const TREE_COLUMNS: readonly TeamlistColumnId[] = ['name', 'upline', 'phone', 'birthday', 'billDate'];

/**
 * The tree's XLSX/CSV export (docs/figures.md "Teamlist, Teambars and tree"): every partner in
 * tree order (as the Teamlist's Genealogy writes it: 'Level' from the root first, 'Downline'
 * last), with the tree's categories and, while the tree has figures, the month picked in
 * 'Period' (`month`): PV, GV, Team volume, Rank, Paid rank, Autoship, Last order, the month in
 * their headings. Fields the owner hides from a READ member are empty, as the tree's answer has them.
 */
export function treeTable(tree: StatusTreeAnswer['teamtree'], linkedProfileId: string | null, month: MonthEntries | null): ExportTable {
  const genealogy = genealogyOf(tree.profiles);
  const rows = genealogyExportRows(genealogy, flattenGenealogy(genealogy, null, new Set()), tree.profiles, linkedProfileId, undefined, month);
  const columns = [...TREE_COLUMNS, ...tree.categories.map((c) => categoryColumn(c.name)), ...(month ? FIGURE_COLUMNS : [])];
  return genealogyTable(rows, columns, month?.period ?? null);
}
