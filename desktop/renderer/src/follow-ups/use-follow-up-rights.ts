import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@shared/domain/constants';
import type { Activity } from '@shared/schemas/activity';
import { fetchShare, keys, treeStatusQuery } from '../api/teamtree';
import { useAuth } from '../session/auth-store';

/** Who may log an activity or add a task (API.md additions of 2026-12-07): the owner, moderators and EDIT members. */
export const mayWriteFollowUps = (permission: Permission | null): boolean => permission !== null && permission !== 'READ';

/** Who may change or delete an activity: its author (while not READ), the owner and moderators. */
export function mayChangeActivity(permission: Permission | null, meId: string | null, activity: Pick<Activity, 'author'>): boolean {
  if (permission === 'OWNER' || permission === 'MODERATOR') return true;
  return mayWriteFollowUps(permission) && meId !== null && activity.author?.id === meId;
}

/** The signed-in user and their permission in the tree the page holds (read from the held tree, never fetched here). */
export function useFollowUpRights(teamtreeId: string) {
  const meId = useAuth((s) => s.me?.id ?? null);
  const { data: permission = null } = useQuery({ ...treeStatusQuery(teamtreeId), enabled: false, select: (answer) => answer.userMembership.permission });
  return { meId, permission, mayWrite: mayWriteFollowUps(permission) };
}

export interface TreeMember {
  userId: string;
  name: string;
}

/** Every member of the tree, the owner included (whom a task may be assigned to), by name. */
export function useTreeMembers(teamtreeId: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.share(teamtreeId),
    queryFn: () => fetchShare(teamtreeId),
    enabled,
    select: (answer): TreeMember[] => {
      const members = answer.members.map((m) => ({ userId: m.userId, name: `${m.user.firstName} ${m.user.lastName}`.trim() }));
      if (!members.some((m) => m.userId === answer.ownerId)) {
        members.unshift({ userId: answer.ownerId, name: `${answer.ownerUser.firstName} ${answer.ownerUser.lastName}`.trim() });
      }
      return members;
    },
  });
}
