import { useMemo } from 'react';
import { rankPlaces } from '@shared/domain/figure-filters';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { useMonthFigures, usePeriod } from '../../figures/use-figures';
import type { RankSource } from './grouping';

/**
 * What Teambars by rank reads (`wanted`: that grouping is chosen): each partner's rank in the
 * month picked in 'Period' and the tree's rank plan order. A tree without figures has no month:
 * everyone is in 'No rank'.
 */
export function useBarRanks(teamtreeId: string | null, status: StatusTreeAnswer | null | undefined, wanted: boolean): { source: RankSource | undefined; loading: boolean } {
  const { period } = usePeriod(wanted ? teamtreeId : null);
  const { month, isPending } = useMonthFigures(teamtreeId, wanted ? period : null);
  const plan = status?.teamtree.rankPlan;
  const source = useMemo<RankSource | undefined>(() => {
    if (!wanted) return undefined;
    const places = rankPlaces(plan);
    return { rankOf: (id) => month?.byProfile.get(id)?.figures?.rank ?? null, places };
  }, [wanted, plan, month]);
  return { source, loading: wanted && period !== null && isPending };
}
