import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import type { ProfileAnswer } from './profile-answer';

type Delivery = Pick<AppContext, 'hub' | 'log'>;
export type ProfileChangeType = typeof UPDATE_TYPES.profileAdd | typeof UPDATE_TYPES.profileUpdate;

/** Tells the tree's room about an added or changed profile; call after the commit (never throws). */
export function emitProfileChange(app: Delivery, type: ProfileChangeType, profile: ProfileAnswer): Promise<void> {
  return afterCommit(app.log, type, () =>
    app.hub.toTree(profile.teamtreeId, { type, teamtreeId: profile.teamtreeId, profileId: profile.id, data: profile }),
  );
}

/** One `profile-delete` carrying every removed id (the profile and its whole subtree); never throws. */
export function emitProfilesDeleted(app: Delivery, teamtreeId: string, profileId: string, ids: string[]): Promise<void> {
  return afterCommit(app.log, UPDATE_TYPES.profileDelete, () =>
    app.hub.toTree(teamtreeId, { type: UPDATE_TYPES.profileDelete, teamtreeId, profileId, data: { ids } }),
  );
}
