import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { UPDATE_TYPES } from '../../../../shared/schemas/realtime';
import { keys } from '../api/teamtree';
import { useAuth } from '../session/auth-store';
import { useActiveTree, useLoseTree } from '../trees/active-tree';
import { connectRealtime, joinTreeRoom, onTreeUpdate } from './socket';

/** Keeps the server cache fresh from realtime events while signed in. */
export function useRealtime() {
  const queryClient = useQueryClient();
  const me = useAuth((s) => s.me);
  const { activeTreeId } = useActiveTree();
  const lose = useLoseTree();

  useEffect(() => {
    void connectRealtime();
  }, [me?.id]);

  useEffect(() => {
    joinTreeRoom(activeTreeId);
  }, [activeTreeId]);

  useEffect(
    () =>
      onTreeUpdate((event) => {
        const id = event.teamtreeId;
        switch (event.type) {
          case UPDATE_TYPES.joinRequestCreated:
            void queryClient.invalidateQueries({ queryKey: keys.joinRequests(id) });
            break;
          case UPDATE_TYPES.membershipApproved:
          case UPDATE_TYPES.membershipUpdated:
            void queryClient.invalidateQueries({ queryKey: keys.share(id) });
            void queryClient.invalidateQueries({ queryKey: keys.joinRequests(id) });
            void queryClient.invalidateQueries({ queryKey: keys.trees });
            void queryClient.invalidateQueries({ queryKey: keys.tree(id) });
            break;
          case UPDATE_TYPES.membershipRemoved:
            if (event.affectedUserId === me?.id || event.data.userId === me?.id) void lose(id);
            else void queryClient.invalidateQueries({ queryKey: keys.share(id) });
            break;
          case UPDATE_TYPES.profileAdd:
          case UPDATE_TYPES.profileUpdate:
          case UPDATE_TYPES.profileDelete:
          case UPDATE_TYPES.teamtreeChange:
            void queryClient.invalidateQueries({ queryKey: keys.tree(id) });
            break;
        }
      }),
    [queryClient, me?.id, lose],
  );
}
