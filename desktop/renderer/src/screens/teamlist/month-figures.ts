import { figureValuesOf, type FigureValues, type MonthEntries } from '@shared/domain/figure-filters';

/** The rows with the figures of the month shown (all empty while no month is read: the tree has none, or no figure is wanted). */
export function withMonthFigures<P extends { id: string }>(rows: readonly P[], month: MonthEntries | null): (P & FigureValues)[] {
  return rows.map((row) => ({ ...row, ...figureValuesOf(month?.byProfile.get(row.id)) }));
}
