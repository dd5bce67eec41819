import type { Permission, Role } from './constants';

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

/** Renaming a tree: its owner and moderators. */
export const canRenameTree = canManageMembers;
export const RENAME_DENIED = 'Only the TeamTree owner or a moderator can rename the TeamTree.';

/** The tree's settings (the country phones are dialled with): its owner only. */
export function canChangeTreeSettings(permission: Permission | null): boolean {
  return permission === 'OWNER';
}
export const TREE_SETTINGS_DENIED = 'Only the TeamTree owner can change the TeamTree settings.';

/** Changing a member's permission: managers only, and never the owner's membership. */
export function canChangePermission(actor: Permission | null, target: Permission): boolean {
  return canManageMembers(actor) && target !== 'OWNER';
}

/** Removing a member: managers (never the owner), or any non-owner member leaving. */
export function canRemoveMember(actor: Permission | null, target: Permission, isSelf: boolean): boolean {
  if (target === 'OWNER') return false;
  return isSelf || canManageMembers(actor);
}

/* ---------- Members, share links and join requests ---------- */

export const MANAGE_MEMBERS_DENIED = 'Only the TeamTree owner or a moderator can manage members.';
export const OWNER_UNCHANGEABLE = 'The TeamTree owner cannot be changed.';
export const OWNER_UNREMOVABLE = 'The TeamTree owner cannot be removed.';

/** Share links and the pending join requests are visible to the owner and moderators only. */
export const canManageShareLinks = canManageMembers;
export const canDecideJoinRequests = canManageMembers;

/** Any member (READ included) may link their own profile; non-members may not. */
export function canLinkOwnProfile(permission: Permission | null): boolean {
  return permission !== null;
}

/** Why the actor may not change the target's permission, or `null` when allowed. */
export function permissionChangeDenial(actor: Permission | null, target: Permission): string | null {
  if (!canManageMembers(actor)) return MANAGE_MEMBERS_DENIED;
  if (target === 'OWNER') return OWNER_UNCHANGEABLE;
  return null;
}

/** Why the actor may not remove the target membership (`isSelf`: leaving), or `null` when allowed. */
export function memberRemovalDenial(actor: Permission | null, target: Permission, isSelf: boolean): string | null {
  if (target === 'OWNER') return OWNER_UNREMOVABLE;
  if (actor === null) return MANAGE_MEMBERS_DENIED;
  if (!canRemoveMember(actor, target, isSelf)) return MANAGE_MEMBERS_DENIED;
  return null;
}

/* ---------- Operators (global roles) ---------- */

export const ADMIN_AREA_DENIED = 'Only operators can open the admin area.';
export const ADMIN_CHANGE_DENIED = 'Only administrators can change plans and roles.';
export const OWN_ROLE_DENIED = 'You cannot change your own role.';

/** ADMIN and MODERATOR (global roles) may list users. */
export function canListUsers(role: Role): boolean {
  return role === 'ADMIN' || role === 'MODERATOR';
}

/** Only ADMIN changes plans and roles. */
export function canChangeUsers(role: Role): boolean {
  return role === 'ADMIN';
}

/**
 * Why an operator may not make this change, or `null` when allowed. An admin may change
 * their own plan but not their own role (setting it to the role they already have is no change).
 */
export function userChangeDenial(actor: { id: string; role: Role }, target: { id: string; role: Role }, newRole: Role | undefined): string | null {
  if (!canChangeUsers(actor.role)) return ADMIN_CHANGE_DENIED;
  if (newRole !== undefined && actor.id === target.id && newRole !== target.role) return OWN_ROLE_DENIED;
  return null;
}

/**
 * Undoing a history entry (API.md "History, undo and restore"): the owner and moderators any
 * entry, EDIT members their own, READ members none.
 */
export function canUndoEntry(permission: Permission | null, ownEntry: boolean): boolean {
  if (permission === 'OWNER' || permission === 'MODERATOR') return true;
  return permission === 'EDIT' && ownEntry;
}

/** The trash (deleted partners, their restore): the owner and moderators. */
export const canManageTrash = canManageMembers;
