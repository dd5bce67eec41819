import { useMemo } from 'react';
import type { TreeLayout } from './tree/layout';
import { layoutDownlineCounts, levelsBelow, teamBadge } from './tree/team-sizes';

/**
 * Every partner's downline size, computed once per layout, and the badge that adds the level
 * below one's own profile. The levels are worked out on the badge's first use: the badges are
 * off until the user turns them on, and opening a large tree need not pay for them.
 */
export function useTeamSizes(layout: TreeLayout, linkedProfileId: string | null) {
  const counts = useMemo(() => layoutDownlineCounts(layout), [layout]);
  const me = linkedProfileId ? (layout.index.get(linkedProfileId) ?? -1) : -1;
  const badge = useMemo(() => {
    let levels: Int32Array | null = null;
    return (i: number) => teamBadge(counts, (levels ??= levelsBelow(layout, me)), i);
  }, [counts, layout, me]);
  return { counts, badge };
}
