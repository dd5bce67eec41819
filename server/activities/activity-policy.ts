import type { Permission } from '../../shared/domain/constants';

/**
 * Who may do what with activities (API.md additions of 2026-12-07): the owner, moderators and
 * EDIT members log them; the author, the owner and moderators change or delete one.
 */
export function mayLogActivity(permission: Permission): boolean {
  return permission !== 'READ';
}

/** An author who has since become a READ member no longer changes their activities (they may not log any either). */
export function mayChangeActivity(permission: Permission, userId: string, authorId: string | null): boolean {
  if (permission === 'OWNER' || permission === 'MODERATOR') return true;
  return permission !== 'READ' && authorId !== null && authorId === userId;
}
