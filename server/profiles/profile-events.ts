import { maskProfile } from '../../shared/domain/read-privacy';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import { tellAssigneesTasksGone } from '../tasks/task-presence-events';
import { treeHiddenFields } from '../trees/tree-privacy';
import type { ProfileAnswer } from './profile-answer';

type Delivery = Pick<AppContext, 'db' | 'hub' | 'log'>;
export type ProfileChangeType = typeof UPDATE_TYPES.profileAdd | typeof UPDATE_TYPES.profileUpdate;

/**
 * Tells the tree's room about an added or changed profile; READ members get it with the fields
 * the tree hides from them emptied. Call after the commit (never throws).
 */
export function emitProfileChange(app: Delivery, type: ProfileChangeType, profile: ProfileAnswer): Promise<void> {
  return afterCommit(app.log, type, async () => {
    const hidden = await treeHiddenFields(app.db, profile.teamtreeId);
    const event = (data: ProfileAnswer) => ({ type, teamtreeId: profile.teamtreeId, profileId: profile.id, data });
    app.hub.toTree(profile.teamtreeId, event(profile), hidden.length > 0 ? event(maskProfile(profile, hidden)) : undefined);
  });
}

/** One `profile-delete` carrying every removed id (the profile and its whole subtree); never throws. */
export async function emitProfilesDeleted(app: Delivery, teamtreeId: string, profileId: string, ids: string[]): Promise<void> {
  await afterCommit(app.log, UPDATE_TYPES.profileDelete, () =>
    app.hub.toTree(teamtreeId, { type: UPDATE_TYPES.profileDelete, teamtreeId, profileId, data: { ids } }),
  );
  await afterCommit(app.log, UPDATE_TYPES.taskDelete, () => tellAssigneesTasksGone(app, teamtreeId, ids));
}
