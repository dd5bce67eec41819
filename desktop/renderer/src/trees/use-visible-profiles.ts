import { useMemo } from 'react';
import { todayIn } from '@shared/domain/calendar-date';
import { NO_FILTER_CHOICE, visibleProfiles } from '@shared/domain/profile-filters';
import { useView } from '../stores/view-store';
import { useActiveTreeStatus } from './active-tree';

/** The active tree's profiles after the team filter and the Filter dropdown, and today's date. */
export function useVisibleProfiles() {
  const tree = useActiveTreeStatus();
  const filters = useView((s) => s.filters);
  const scope = useView((s) => s.teamFilter);
  const today = todayIn();
  const status = tree.status;
  const linkedProfileId = status?.userMembership.linkedProfileId ?? null;
  const inScope = useMemo(
    () => (status ? visibleProfiles(status.teamtree.profiles, { choice: NO_FILTER_CHOICE, scope, linkedProfileId, today }) : []),
    [status, scope, linkedProfileId, today],
  );
  const profiles = useMemo(
    () => (status ? visibleProfiles(status.teamtree.profiles, { choice: filters, scope, linkedProfileId, today }) : []),
    [status, filters, scope, linkedProfileId, today],
  );
  /** Partners of the team scope that the Filter menu hides. */
  const hiddenByFilters = inScope.length - profiles.length;
  return { ...tree, profiles, hiddenByFilters, today };
}
