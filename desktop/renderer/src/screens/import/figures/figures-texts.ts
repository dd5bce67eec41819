import type { FiguresReading } from '@shared/import/figures-cells';
import type { FigureMappingProblem } from '@shared/import/figures-mapping';
import type { PresetRenameProblem } from '@shared/import/figures-presets';
import type { FigureRole } from '@shared/import/figures-roles';
import type { CellProblem, FileRow, RowGivenTwice, UnmatchedRow } from '@shared/import/figures-rows';
import { RANK_MAX } from '@shared/schemas/figures';
import { t } from '../../../i18n/i18n';
import { dateFormatLabel } from '../import-texts';
import { rowLabel } from '../ImportReport';

/** The 'Monthly figures' import's words for what shared/import/figures-*.ts answer (as codes), in the language shown. */

export const figureRoleLabel = (role: FigureRole) => t(`figures.import.roles.${role}`);

export function mappingProblemText(problem: FigureMappingProblem): string {
  return problem.kind === 'twice' ? t('figures.import.problems.twice', { role: figureRoleLabel(problem.role) }) : t(`figures.import.problems.${problem.kind}`);
}

/** Why a preset cannot be given the name `name`. */
export function presetProblemText(problem: Exclude<PresetRenameProblem, 'gone'>, name: string): string {
  return problem === 'taken' ? t('figures.import.presets.nameTaken', { name: name.trim() }) : t('figures.import.presets.nameEmpty');
}

/** 'Row 4 (Nora Nobody, ID 555)', 'Row 4 (ID 555)', 'Row 4 (Nora Nobody)', 'Row 4'. */
export function fileRowLabel(row: FileRow): string {
  if (row.externalId === '') return rowLabel(row.rowNumber, row.name);
  return row.name ? t('figures.import.rowNamedId', { number: row.rowNumber, name: row.name, id: row.externalId }) : t('figures.import.rowId', { number: row.rowNumber, id: row.externalId });
}

function cellText(problem: CellProblem, reading: FiguresReading): string {
  const text = problem.text;
  switch (problem.field) {
    case 'pv':
    case 'gv':
      return t('figures.import.cell.volume', { text });
    case 'rank':
    case 'paidRank':
      return t('figures.import.cell.rank', { text, max: RANK_MAX });
    case 'autoship':
      return t('figures.import.cell.autoship', { text });
    case 'lastOrder':
      return reading.dateFormat === null ? t('figures.import.cell.noDateFormat', { text }) : t('figures.import.cell.date', { text, format: dateFormatLabel(reading.dateFormat) });
  }
}

/** 'Row 3 (Anna Adler), PV: “12,5 %” is not a number; left as it was.' split into the list's head and text. */
export const cellLine = (problem: CellProblem, reading: FiguresReading) => ({
  key: `${problem.rowNumber}:${problem.field}`,
  head: `${fileRowLabel(problem)}, ${problem.header}`,
  text: t('figures.import.cellLine', { problem: cellText(problem, reading) }),
});

export const twiceLine = (row: RowGivenTwice) => ({ key: row.rowNumber, head: fileRowLabel(row), text: t('figures.import.twiceLine', { later: row.laterRow }) });

export const unmatchedLine = (row: UnmatchedRow) => ({ key: row.rowNumber, head: fileRowLabel(row), text: t(`figures.import.unmatchedReasons.${row.reason}`) });
