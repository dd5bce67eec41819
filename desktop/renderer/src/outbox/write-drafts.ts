import type { CreateProfileRequest, ProfileAnswerShape, UpdateProfileRequest } from '@shared/schemas/profile';
import { baseOf, newTempId, PROFILE_PATH, type OutboxEntry } from './outbox-entry';

/** A profile write as the outbox keeps it, before it has a key and a place in the queue. */
export type WriteDraft = Pick<OutboxEntry, 'teamtreeId' | 'kind' | 'profileId' | 'request' | 'base' | 'label' | 'seenVersion'>;

type Shown = Pick<ProfileAnswerShape, 'id' | 'name' | 'phone' | 'birthday' | 'billDate' | 'reminders' | 'categories' | 'parentId' | 'version' | 'updatedAt'>;

/** A new partner: its temporary id names it until the server gives it one. */
export function createDraft(teamtreeId: string, input: Omit<CreateProfileRequest, 'teamtreeId'>): WriteDraft {
  return {
    teamtreeId,
    kind: 'create',
    profileId: newTempId(),
    request: { method: 'POST', path: PROFILE_PATH, body: { ...input, teamtreeId } },
    label: input.name,
  };
}

/** An edit or move of `shown` (the profile as the edit began: its values and version are the merge's base). */
export function updateDraft(teamtreeId: string, input: UpdateProfileRequest, shown: Shown | undefined): WriteDraft {
  return {
    teamtreeId,
    kind: 'update',
    profileId: input.id,
    request: { method: 'PUT', path: PROFILE_PATH, body: { ...input } },
    base: shown && baseOf(shown, input.version ?? shown.version),
    label: typeof input.name === 'string' ? input.name : (shown?.name ?? ''),
  };
}

/** A delete of the profile and its subtree, or (`placeholder`) its blanking. */
export function deleteDraft(teamtreeId: string, profile: { id: string; name: string; version: number }, mode?: 'placeholder'): WriteDraft {
  return {
    teamtreeId,
    kind: mode === 'placeholder' ? 'placeholder' : 'delete',
    profileId: profile.id,
    request: { method: 'DELETE', path: PROFILE_PATH, query: mode ? { id: profile.id, mode } : { id: profile.id } },
    label: profile.name,
    seenVersion: profile.version,
  };
}
