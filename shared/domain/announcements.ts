import type { Permission } from './constants';
import { canManageMembers } from './policies';

/** Posting an announcement: the tree's owner and moderators (issue 39). */
export const canPostAnnouncement = (permission: Permission | null): boolean => canManageMembers(permission);

/** Changing or deleting one: its author (while a member), the owner and moderators. */
export const canChangeAnnouncement = (permission: Permission | null, isAuthor: boolean): boolean =>
  permission !== null && (isAuthor || canManageMembers(permission));

/** Who sees how many members have read an announcement: the owner and moderators. */
export const seesReadCounts = (permission: Permission | null): boolean => canManageMembers(permission);
