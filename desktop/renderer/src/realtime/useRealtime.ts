import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileAnswer } from '@shared/schemas/profile';
import { TREE_DELETED, UPDATE_TYPES } from '@shared/schemas/realtime';
import { keys } from '../api/teamtree';
import { useAuth } from '../session/auth-store';
import { useActiveTree, useLoseTree } from '../trees/active-tree';
import { isLeaving } from '../trees/leaving';
import { connectRealtime, joinTreeRoom, onReconnected, onResync, onTreeJoined, onTreeJoinRefused, onTreeUpdate } from './socket';
import { treeSyncOf } from './tree-sync';

/**
 * Keeps the server cache current from realtime events while signed in: profile changes are
 * applied to the held tree (tree-sync.ts), never by reading the whole tree again. Each join of
 * the tree's room (on opening it, and after a lost connection) reads a tree held from before the
 * join once more, conditionally (304 when nothing changed), to catch up on changes that came as
 * no event; after a lost connection of the global socket, the lists it keeps are read again. The
 * server's `resync` (events may have been missed: docs/scaling.md) does the same for the socket
 * that got it, without a reconnection.
 */
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

  useEffect(() => onTreeJoined((teamtreeId) => treeSyncOf(queryClient).joined(teamtreeId)), [queryClient]);
  // Refused from the room (removed before the join, the removal's event then reached nobody): the
  // tree is read again, and its refusal takes the page off the tree as any lost tree does.
  useEffect(() => onTreeJoinRefused((teamtreeId) => treeSyncOf(queryClient).catchUp(teamtreeId)), [queryClient]);

  useEffect(() => {
    // What the global socket's events keep current.
    const readListsAgain = () => {
      void queryClient.invalidateQueries({ queryKey: keys.trees });
      if (activeTreeId) void queryClient.invalidateQueries({ queryKey: keys.share(activeTreeId) });
      if (activeTreeId) void queryClient.invalidateQueries({ queryKey: keys.joinRequests(activeTreeId) });
    };
    const offReconnected = onReconnected((kind) => {
      if (kind === 'global') readListsAgain();
    });
    const offResync = onResync((kind, teamtreeId) => {
      if (kind === 'global') readListsAgain();
      else if (teamtreeId) treeSyncOf(queryClient).resync(teamtreeId);
    });
    return () => {
      offReconnected();
      offResync();
    };
  }, [queryClient, activeTreeId]);

  useEffect(
    () =>
      onTreeUpdate((event) => {
        const id = event.teamtreeId;
        const sync = treeSyncOf(queryClient);
        switch (event.type) {
          case UPDATE_TYPES.joinRequestCreated:
            void queryClient.invalidateQueries({ queryKey: keys.joinRequests(id) });
            break;
          case UPDATE_TYPES.membershipApproved:
          case UPDATE_TYPES.membershipUpdated:
            void queryClient.invalidateQueries({ queryKey: keys.share(id) });
            void queryClient.invalidateQueries({ queryKey: keys.joinRequests(id) });
            if (event.affectedUserId === me?.id || event.data.userId === me?.id) {
              void queryClient.invalidateQueries({ queryKey: keys.trees });
              sync.membershipChanged(id, event.data);
            }
            break;
          case UPDATE_TYPES.membershipRemoved:
            if (event.affectedUserId === me?.id || event.data.userId === me?.id) {
              // The owner deleted their account and the tree with it: it is gone, not a removal.
              void lose(id, isLeaving(id) ? 'left' : event.data.reason === TREE_DELETED ? 'unavailable' : 'removed');
            }
            else void queryClient.invalidateQueries({ queryKey: keys.share(id) });
            break;
          case UPDATE_TYPES.profileAdd:
          case UPDATE_TYPES.profileUpdate: {
            // An import sends one event for its whole batch: the tree is read again once (docs/import-export.md).
            if ('batch' in event.data) {
              sync.catchUp(id);
              break;
            }
            // The event carries the profile as the routes present it (API.md "Realtime").
            const profile = profileAnswer.safeParse(event.data);
            if (profile.success) sync.profileChanged(id, profile.data, event.type === UPDATE_TYPES.profileAdd);
            else console.warn('A profile event that is not a profile was dropped', profile.error.issues[0]);
            break;
          }
          case UPDATE_TYPES.profileDelete:
            sync.profilesDeleted(id, event.data.ids);
            break;
          case UPDATE_TYPES.teamtreeRenamed:
            sync.treeRenamed(id, event.data.name);
            // The tree's own event also follows a change of its settings (the name then stays):
            // the held tree is read again for them (only what changed: api/tree-read.ts).
            sync.catchUp(id);
            break;
        }
      }),
    [queryClient, me?.id, lose],
  );
}
