import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followUpSummary } from '@shared/schemas/follow-up-summary';
import { ACTIVITY_UPDATE_TYPES, TASK_UPDATE_TYPES, UPDATE_TYPES } from '@shared/schemas/realtime';
import { api } from '../../api/instance';
import { onReconnected, onTreeUpdate } from '../../realtime/socket';

/** What changes a tree's follow-up figures: notes and tasks, and a partner coming back from the trash with theirs. */
const SUMMARY_EVENTS = new Set<string>([...ACTIVITY_UPDATE_TYPES, ...TASK_UPDATE_TYPES, UPDATE_TYPES.profileAdd]);

export const followUpSummaryKey = (teamtreeId: string) => ['follow-up-summary', teamtreeId] as const;

const fetchSummary = (teamtreeId: string) => api.get('/teamtree/follow-up-summary', { query: { teamtreeId }, schema: followUpSummary });

/**
 * Each partner's last contact and next follow-up in the active tree (`GET
 * /api/teamtree/follow-up-summary`, docs/follow-ups.md "On the Teamlist"), read only while
 * `wanted` (a follow-up column shown or the filter on), and again on the tree's `activity-*`,
 * `task-*` and `profile-add` events and after a reconnection (events may have been missed).
 */
export function useFollowUpSummary(teamtreeId: string | null, wanted: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!teamtreeId) return;
    const again = () => void queryClient.invalidateQueries({ queryKey: followUpSummaryKey(teamtreeId) });
    const offUpdate = onTreeUpdate((event) => {
      if (event.teamtreeId === teamtreeId && SUMMARY_EVENTS.has(event.type)) again();
    });
    const offReconnected = onReconnected(again);
    return () => {
      offUpdate();
      offReconnected();
    };
  }, [queryClient, teamtreeId]);
  return useQuery({
    queryKey: followUpSummaryKey(teamtreeId ?? ''),
    queryFn: () => fetchSummary(teamtreeId!),
    enabled: wanted && teamtreeId !== null,
  });
}
