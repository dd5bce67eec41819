import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { canDecideJoinRequests, MANAGE_MEMBERS_DENIED } from '../../shared/domain/policies';
import { isUuid } from '../../shared/schemas/common';
import type { JoinRequestAction, JoinRequestAnswer } from '../../shared/schemas/sharing';
import { conflict, forbidden, notFound } from '../http/errors';
import { JoinRequest } from '../models/join-request';
import { presentJoinRequest, type JoinRequestRow } from '../presenters/join-request';
import { requireMembership } from './membership-access';

export const JOIN_REQUEST_NOT_FOUND = 'Join request not found';
export const ALREADY_DECIDED = 'This join request has already been decided.';

/** The tree's pending requests, oldest first, with the requesters' names. */
export async function loadPendingRequests(db: Knex, teamtreeId: string): Promise<JoinRequestAnswer[]> {
  const rows = (await db('join_requests as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where({ 'r.teamtree_id': teamtreeId, 'r.status': 'PENDING' })
    .orderBy('r.created_at')
    .orderBy('r.id')
    .select('r.id', 'r.created_at as createdAt', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email')) as JoinRequestRow[];
  return rows.map(presentJoinRequest);
}

/** A request as its requester may read it; 404 for anyone else (and for malformed ids). */
export async function findOwnRequest(db: Knex, requestId: string, userId: string): Promise<JoinRequest> {
  const request = isUuid(requestId) ? await JoinRequest.query(db).findById(requestId) : undefined;
  if (!request || request.userId !== userId) throw notFound(JOIN_REQUEST_NOT_FOUND);
  return request;
}

export interface Decision {
  request: JoinRequest;
  /** The membership created by an approval. */
  membershipId: string | null;
}

/**
 * Approves or rejects a pending request, in one transaction with the request row locked:
 * only the tree's owner or a moderator may decide (403), a decided request gives 409, and an
 * approval creates a READ membership without a linked profile.
 */
export async function decideJoinRequest(db: Knex, actorId: string, requestId: string, action: JoinRequestAction): Promise<Decision> {
  return db.transaction(async (trx) => {
    const request = await JoinRequest.query(trx).findById(requestId).forUpdate();
    if (!request) throw notFound(JOIN_REQUEST_NOT_FOUND);
    const { membership } = await requireMembership(trx, request.teamtreeId, actorId);
    if (!canDecideJoinRequests(membership.permission)) throw forbidden(MANAGE_MEMBERS_DENIED);
    if (request.status !== 'PENDING') throw conflict(ALREADY_DECIDED);

    const decided = await request.$query(trx).patchAndFetch({
      status: action === 'approve' ? 'APPROVED' : 'REJECTED',
      decidedById: actorId,
      decidedAt: new Date(),
    });
    let membershipId: string | null = null;
    if (action === 'approve') {
      const inserted: { id: string }[] = await trx('memberships')
        .insert({ id: crypto.randomUUID(), teamtree_id: request.teamtreeId, user_id: request.userId, permission: 'READ', linked_profile_id: null })
        .onConflict(['teamtree_id', 'user_id'])
        .ignore()
        .returning('id');
      membershipId = inserted[0]?.id ?? null;
    }
    return { request: decided, membershipId };
  });
}
