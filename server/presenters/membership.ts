import type { MembershipAnswer } from '../../shared/schemas/teamtree';
import type { Permission } from '../../shared/domain/constants';

/** A membership row joined with its user's names (see server/trees/memberships.ts). */
export interface MembershipRow {
  id: string;
  userId: string;
  teamtreeId: string;
  permission: Permission;
  linkedProfileId: string | null;
  firstName: string;
  lastName: string;
  email: string;
}

export function presentMembership(row: MembershipRow): MembershipAnswer {
  return {
    id: row.id,
    userId: row.userId,
    user: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    permission: row.permission,
    linkedProfileId: row.linkedProfileId,
    teamtreeId: row.teamtreeId,
  };
}
