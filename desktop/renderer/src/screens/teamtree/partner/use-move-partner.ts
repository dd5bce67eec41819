import { useEffect } from 'react';
import type { ProfileAnswerShape } from '@shared/schemas/profile';
import { useSaveProfile } from '../../../api/profile-mutations';

/**
 * Moving a partner under another upline ('Change upline…' and a drop on the canvas): an update
 * with `parentId` and the version the user saw, through the outbox like every profile change.
 * A request still running when the caller goes away is aborted.
 */
export function useMovePartner(teamtreeId: string) {
  const save = useSaveProfile(teamtreeId);
  const { abort } = save;
  useEffect(() => abort, [abort]);
  const move = (profile: ProfileAnswerShape, parentId: string, onDone: () => void) =>
    save.mutate({ kind: 'update', input: { id: profile.id, parentId, version: profile.version }, base: profile }, { onSuccess: onDone });
  return { move, busy: save.isPending || save.isSuccess, error: save.error };
}
