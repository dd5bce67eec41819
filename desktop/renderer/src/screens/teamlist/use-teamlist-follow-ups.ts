import { useMemo } from 'react';
import type { SortState } from '@shared/domain/profile-sort';
import { useView } from '../../stores/view-store';
import { useSeesActivities } from '../../trees/sees-activities';
import type { TeamlistColumnId } from './columns';
import { followUpsById } from './follow-up-figures';
import { useFollowUpSummary } from './use-follow-up-summary';

const needsFollowUps = (column: TeamlistColumnId | undefined) => column === 'lastContact' || column === 'nextFollowUp';

/**
 * The Teamlist's follow-ups (docs/follow-ups.md "On the Teamlist"): the summary, read while a
 * follow-up column, the sort or the filter needs it; the filter 'No contact for 30 days', on
 * only where the viewer sees the contacts; and whether the owner hides them from the viewer.
 */
export function useTeamlistFollowUps(teamtreeId: string | null, columns: readonly TeamlistColumnId[], sort: SortState | null) {
  const seesActivities = useSeesActivities();
  const noContact = useView((s) => s.noContact) && seesActivities;
  const setNoContact = useView((s) => s.setNoContact);
  const wanted = noContact || needsFollowUps(sort?.column) || columns.some(needsFollowUps);
  const summary = useFollowUpSummary(teamtreeId, wanted).data;
  const figures = useMemo(() => followUpsById(summary), [summary]);
  return { summary, figures, noContact, noContactOff: () => setNoContact(false), lastContactHidden: !seesActivities };
}
