import type { Permission } from './constants';

/**
 * Who may do what in a TeamTree (spec section 6). Pure: the server decides with these, the UI
 * uses the same rules to hide and explain. `null` means "not a member".
 */

export type ProfileAction = 'add' | 'edit' | 'delete';

export const PERMISSION_LABELS: Record<Permission, string> = {
  OWNER: 'Administrator',
  MODERATOR: 'Moderator',
  EDIT: 'can edit',
  READ: 'can read',
};

export const ROOT_EDIT_DENIED = 'Only the TeamTree owner can edit the root profile.';
export const ROOT_DELETE_DENIED = 'Only the owner can delete the root profile.';

export function profileActionDenied(action: ProfileAction): string {
  return `You do not have permission to ${action} profiles.`;
}

/** OWNER, MODERATOR and EDIT may add, edit and delete profiles. */
export function canWriteProfiles(permission: Permission | null): boolean {
  return permission === 'OWNER' || permission === 'MODERATOR' || permission === 'EDIT';
}

/**
 * Why a member may not do this to a profile, or `null` when allowed. A READ member gets the
 * permission text; an EDIT or MODERATOR member touching the root gets the root text.
 */
export function profileDenial(permission: Permission | null, action: ProfileAction, isRoot: boolean): string | null {
  if (!canWriteProfiles(permission)) return profileActionDenied(action);
  if (isRoot && permission !== 'OWNER') {
    if (action === 'edit') return ROOT_EDIT_DENIED;
    if (action === 'delete') return ROOT_DELETE_DENIED;
  }
  return null;
}

/** The owner and moderators manage members, share links and join requests. */
export function canManageMembers(permission: Permission | null): boolean {
  return permission === 'OWNER' || permission === 'MODERATOR';
}

/** A moderator counts as an admin of the tree: join-request counts and events reach them. */
export const isTreeAdmin = canManageMembers;

/** Changing a member's permission: managers only, and never the owner's membership. */
export function canChangePermission(actor: Permission | null, target: Permission): boolean {
  return canManageMembers(actor) && target !== 'OWNER';
}

/** Removing a member: managers (never the owner), or any non-owner member leaving. */
export function canRemoveMember(actor: Permission | null, target: Permission, isSelf: boolean): boolean {
  if (target === 'OWNER') return false;
  return isSelf || canManageMembers(actor);
}
