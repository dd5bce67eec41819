import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { UPDATE_TYPES } from '@shared/schemas/realtime';
import { onMayHaveMissed, onTreeUpdate } from '../realtime/socket';
import { followUpKeys } from './follow-ups-api';

const TASK_TYPES = new Set<string>([UPDATE_TYPES.taskAdd, UPDATE_TYPES.taskUpdate, UPDATE_TYPES.taskDelete]);

/**
 * Keeps the follow-ups a screen shows live: a `teamtree-update` of an activity reads that
 * partner's timeline again, one of a task (or of partners deleted or restored, whose open tasks
 * go and come with them) every task list (the partner's, Today's); joining the tree's room and a
 * reconnection read them all again (events may have been missed meanwhile).
 */
export function useFollowUpEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offUpdate = onTreeUpdate((event) => {
      if (event.type === UPDATE_TYPES.activityAdd || event.type === UPDATE_TYPES.activityUpdate || event.type === UPDATE_TYPES.activityDelete) {
        if (event.profileId) void queryClient.invalidateQueries({ queryKey: followUpKeys.timeline(event.teamtreeId, event.profileId) });
      } else if (TASK_TYPES.has(event.type) || event.type === UPDATE_TYPES.profileDelete || event.type === UPDATE_TYPES.profileAdd) {
        // A partner deleted takes their open tasks into the trash, a restore brings them back.
        void queryClient.invalidateQueries({ queryKey: ['tasks'] });
      }
    });
    const again = () => {
      void queryClient.invalidateQueries({ queryKey: ['activities'] });
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    };
    const offMissed = onMayHaveMissed(again);
    return () => {
      offUpdate();
      offMissed();
    };
  }, [queryClient]);
}
