import { useCallback, useMemo } from 'react';
import type { TreeLayout } from './tree/layout';
import { downlineCounts, levelsBelow, teamBadge } from './tree/team-sizes';

/** Every partner's downline size and level below one's own profile, computed once per layout. */
export function useTeamSizes(layout: TreeLayout, linkedProfileId: string | null) {
  const counts = useMemo(() => downlineCounts(layout), [layout]);
  const me = linkedProfileId ? (layout.index.get(linkedProfileId) ?? -1) : -1;
  const levels = useMemo(() => levelsBelow(layout, me), [layout, me]);
  const badge = useCallback((i: number) => teamBadge(counts, levels, i), [counts, levels]);
  return { counts, levels, badge };
}
