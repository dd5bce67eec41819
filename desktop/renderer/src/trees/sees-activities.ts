import { useQuery } from '@tanstack/react-query';
import { seesActivities } from '@shared/domain/read-privacy';
import { treeStatusQuery } from '../api/teamtree';
import { useView } from '../stores/view-store';

/**
 * Whether the signed-in member sees the active tree's activities (a READ member does not while
 * the owner hides them; docs/follow-ups.md): the Teamlist's 'Last contact' then says 'Hidden by
 * the owner' and its filter 'No contact for 30 days' is not offered. Only watches the tree the page holds.
 */
export function useSeesActivities(): boolean {
  const activeTreeId = useView((s) => s.activeTreeId) ?? '';
  const { data = true } = useQuery({
    ...treeStatusQuery(activeTreeId),
    enabled: false,
    select: (answer) => seesActivities(answer.userMembership.permission, answer.teamtree.privacy?.hideFromRead ?? []),
  });
  return data;
}
