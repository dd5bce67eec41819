import { useMemo } from 'react';
import type { FigureFilter } from '@shared/domain/figure-filters';
import { rankPlaces } from '@shared/domain/figure-filters';
import type { SortState } from '@shared/domain/profile-sort';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { useMonthFigures, usePeriod } from '../../figures/use-figures';
import { useView } from '../../stores/view-store';
import { isFigureColumn, type TeamlistColumnId } from './columns';

/**
 * The Teamlist's figures (docs/figures.md "Teamlist, Teambars and tree"): the month picked in
 * 'Period' (null: the tree has no figures), its figures read only while a figure column, the
 * sort or a figure filter needs them, the filters 'Autoship off' and 'No order this month', and
 * the rank plan's order for sorting 'Rank'. `loading`: the month is wanted and not read yet (the
 * page says it is loading rather than show rows without their figures).
 */
export function useTeamlistFigures(teamtreeId: string | null, status: StatusTreeAnswer | null | undefined, columns: readonly TeamlistColumnId[], sort: SortState | null) {
  const { period } = usePeriod(teamtreeId);
  const autoshipOff = useView((s) => s.autoshipOff);
  const noOrder = useView((s) => s.noOrder);
  const setFigureFilter = useView((s) => s.setFigureFilter);
  const filter = useMemo<FigureFilter>(() => ({ autoshipOff, noOrder, period }), [autoshipOff, noOrder, period]);
  const wanted = period !== null && (autoshipOff || noOrder || isFigureColumn(sort?.column) || columns.some(isFigureColumn));
  const { month, isPending } = useMonthFigures(teamtreeId, wanted ? period : null);
  const plan = status?.teamtree.rankPlan;
  const places = useMemo(() => rankPlaces(plan), [plan]);
  return {
    period,
    hasFigures: period !== null,
    month,
    loading: wanted && isPending,
    filter,
    places,
    autoshipAny: () => setFigureFilter({ autoshipOff: false }),
    orderAny: () => setFigureFilter({ noOrder: false }),
  };
}
