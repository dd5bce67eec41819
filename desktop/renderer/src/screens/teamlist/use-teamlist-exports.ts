import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowUpSummary } from '@shared/schemas/follow-up-summary';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import type { ExportChoice } from '../../export/ExportMenu';
import { tableChoices } from '../../export/table-choices';
import type { ListProfile, TeamlistColumnId } from './columns';
import { genealogyExportRows, genealogyTable, teamlistTable } from './export-columns';
import type { GenealogyState } from './use-genealogy';
import type { MonthFigures } from '../../figures/use-figures';

/**
 * The Export menu's choices for the view shown: the List's searched, filtered, sorted rows, or
 * (with `genealogy`) the Genealogy's rows in tree order with their level. Rows are read only
 * when a choice is made; the headings are the columns' names in the language shown (a figure
 * column's names the month picked in 'Period', `figures`).
 */
export function useTeamlistExports(
  status: StatusTreeAnswer | null | undefined,
  sorted: readonly ListProfile[],
  columns: readonly TeamlistColumnId[],
  genealogy: GenealogyState | null,
  followUps: FollowUpSummary | undefined,
  figures: { period: string | null; month: MonthFigures | null },
): ExportChoice[] {
  const { t, i18n } = useTranslation();
  const sheet = genealogy ? t('teamlist.sheets.genealogy') : t('teamlist.sheets.list');
  const tree = status?.teamtree.name ?? sheet;
  const all = status?.teamtree.profiles;
  const linkedProfileId = status?.userMembership.linkedProfileId ?? null;
  const shape = genealogy?.genealogy;
  const rows = genealogy?.rows;
  const { period, month } = figures;
  return useMemo(
    () =>
      shape && rows
        ? tableChoices(() => genealogyTable(genealogyExportRows(shape, rows, all ?? [], linkedProfileId, followUps, month), columns, period), { tree, sheet })
        : tableChoices(() => teamlistTable(sorted, columns, period), { tree, sheet }),
    // The language too: the menu's entries (and the file's headings and sheet) are in the language shown.
    [shape, rows, all, linkedProfileId, followUps, month, period, sorted, columns, tree, sheet, i18n.language],
  );
}
