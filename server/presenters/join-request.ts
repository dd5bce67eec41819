import type { JoinRequestAnswer, JoinRequestStatusAnswer } from '../../shared/schemas/sharing';
import type { JoinRequest } from '../models/join-request';

export interface JoinRequestRow {
  id: string;
  createdAt: Date | string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A pending request as the owner and moderators see it. */
export function presentJoinRequest(row: JoinRequestRow): JoinRequestAnswer {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    user: { firstName: row.firstName, lastName: row.lastName, email: row.email },
  };
}

/** The requester's own view of their request. */
export function presentJoinRequestStatus(request: JoinRequest): JoinRequestStatusAnswer {
  return { id: request.id, teamtreeId: request.teamtreeId, status: request.status };
}
