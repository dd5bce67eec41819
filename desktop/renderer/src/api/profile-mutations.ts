import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { CreateProfileRequest, ProfileAnswerShape, UpdateProfileRequest } from '@shared/schemas/profile';
import { isStatus } from './errors';
import { submitWrite } from '../outbox/outbox-runtime';
import { createDraft, deleteDraft, updateDraft } from '../outbox/write-drafts';
import { treeSyncOf } from '../realtime/tree-sync';

/**
 * The profile changes as React Query mutations, every one through the outbox
 * (outbox/outbox-runtime.ts): sent at once with its Idempotency-Key and its answer applied to the
 * held tree (by id and version, like the realtime events), or, when the server cannot be
 * reached, kept and shown at once. A 409 (someone else changed the profile first) means our copy
 * missed a change: one re-read.
 *
 * The mutations never pause while the browser is offline (`networkMode: 'always'`): a write is
 * kept by the outbox or fails, never resumed later behind the user's back. `abort()` (the
 * dialog's Cancel) stops a write on its way; an aborted write is neither kept nor retried.
 */

export type SaveProfile =
  | { kind: 'create'; input: Omit<CreateProfileRequest, 'teamtreeId'> }
  /** `base`: the profile as the edit began (what a merge compares with). */
  | { kind: 'update'; input: UpdateProfileRequest; base?: ProfileAnswerShape };

/** One AbortController per mutation hook: `abort` stops the write on its way. */
function useAbortable() {
  const current = useRef<AbortController | null>(null);
  const next = useCallback(() => (current.current = new AbortController()).signal, []);
  const abort = useCallback(() => current.current?.abort(), []);
  return { next, abort };
}

export function useSaveProfile(teamtreeId: string) {
  const queryClient = useQueryClient();
  const { next, abort } = useAbortable();
  const mutation = useMutation({
    networkMode: 'always',
    retry: false,
    mutationFn: (save: SaveProfile) =>
      submitWrite(save.kind === 'create' ? createDraft(teamtreeId, save.input) : updateDraft(teamtreeId, save.input, save.base), next()),
    onError: (err) => {
      if (isStatus(err, 409)) treeSyncOf(queryClient).catchUp(teamtreeId);
    },
  });
  return { ...mutation, abort };
}

export interface DeleteProfile {
  id: string;
  name: string;
  mode?: 'placeholder';
  /** The version the user saw: the placeholder is applied only onto that one. */
  version: number;
}

export function useDeleteProfile(teamtreeId: string) {
  const queryClient = useQueryClient();
  const { next, abort } = useAbortable();
  const mutation = useMutation({
    networkMode: 'always',
    retry: false,
    mutationFn: ({ mode, ...profile }: DeleteProfile) => submitWrite(deleteDraft(teamtreeId, profile, mode), next()),
    // The spec only logs a failed delete; what the tree now holds is unknown: read it once.
    onError: () => treeSyncOf(queryClient).catchUp(teamtreeId),
  });
  return { ...mutation, abort };
}
