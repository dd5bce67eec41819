import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { RealtimeHub } from '../realtime/hub';
import type { ProfileAnswer } from './tree-profiles';

/** The `teamtree-update` types of profile changes (API.md "Realtime"). */
export const PROFILE_EVENT = {
  add: UPDATE_TYPES.profileAdd,
  update: UPDATE_TYPES.profileUpdate,
  delete: UPDATE_TYPES.profileDelete,
} as const;

/** Tells the tree's room about an added or changed profile; call after the commit. */
export function emitProfileChange(
  hub: RealtimeHub,
  type: typeof PROFILE_EVENT.add | typeof PROFILE_EVENT.update,
  profile: ProfileAnswer,
): void {
  hub.toTree(profile.teamtreeId, { type, teamtreeId: profile.teamtreeId, profileId: profile.id, data: profile });
}

/** One `profile-delete` carrying every removed id (the profile and its whole subtree). */
export function emitProfilesDeleted(hub: RealtimeHub, teamtreeId: string, profileId: string, ids: string[]): void {
  hub.toTree(teamtreeId, { type: PROFILE_EVENT.delete, teamtreeId, profileId, data: { ids } });
}
