import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProfileRequest, UpdateProfileRequest } from '@shared/schemas/profile';
import { isStatus } from './errors';
import { createProfile, deleteProfile, updateProfile } from './profiles';
import { keys } from './teamtree';
import { placeholderOf, subtreeIds, type TreeAnswer } from '../realtime/tree-patch';
import { treeSyncOf } from '../realtime/tree-sync';

/**
 * The tree page's profile changes as React Query mutations: each answer is applied to the held
 * tree (by id and version, like the realtime events), so no change reads the whole tree again.
 * A 409 (someone else changed the profile first) means our copy missed a change: one re-read.
 */

export type SaveProfile = { kind: 'create'; input: Omit<CreateProfileRequest, 'teamtreeId'> } | { kind: 'update'; input: UpdateProfileRequest };

export function useSaveProfile(teamtreeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveProfile) => (save.kind === 'create' ? createProfile({ ...save.input, teamtreeId }) : updateProfile(save.input)),
    onSuccess: ({ profile }, save) => treeSyncOf(queryClient).profileChanged(teamtreeId, profile, save.kind === 'create'),
    onError: (err) => {
      if (isStatus(err, 409)) treeSyncOf(queryClient).catchUp(teamtreeId);
    },
  });
}

export interface DeleteProfile {
  id: string;
  mode?: 'placeholder';
  /** The version the user saw: the placeholder is applied only onto that one. */
  version: number;
}

export function useDeleteProfile(teamtreeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mode }: DeleteProfile) => deleteProfile(id, mode),
    onSuccess: (_answer, { id, mode, version }) => {
      const sync = treeSyncOf(queryClient);
      const held = queryClient.getQueryData<TreeAnswer>(keys.tree(teamtreeId))?.teamtree.profiles;
      if (!held) return;
      if (mode !== 'placeholder') return sync.profilesDeleted(teamtreeId, subtreeIds(held, id));
      // The event may have come first (then the held version is already newer): nothing to do.
      const profile = held.find((p) => p.id === id);
      if (profile && profile.version === version) sync.profileChanged(teamtreeId, placeholderOf(profile), false);
    },
    // The spec only logs a failed delete; what the tree now holds is unknown: read it once.
    onError: () => treeSyncOf(queryClient).catchUp(teamtreeId),
  });
}
