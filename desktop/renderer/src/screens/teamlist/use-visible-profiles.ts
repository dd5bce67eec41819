import { useMemo } from 'react';
import { todayIn } from '../../../../../shared/domain/bill-status';
import { visibleProfiles } from '../../../../../shared/domain/profile-filters';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';

/** The active tree's profiles after the team filter and the Filter dropdown, and today's date. */
export function useVisibleProfiles() {
  const tree = useActiveTreeStatus();
  const filters = useView((s) => s.filters);
  const scope = useView((s) => s.teamFilter);
  const today = todayIn();
  const status = tree.status;
  const profiles = useMemo(
    () =>
      status
        ? visibleProfiles(status.teamtree.profiles, { choice: filters, scope, linkedProfileId: status.userMembership.linkedProfileId ?? null, today })
        : [],
    [status, filters, scope, today],
  );
  return { ...tree, profiles, today };
}
