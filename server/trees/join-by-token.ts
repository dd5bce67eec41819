import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { ALREADY_MEMBER, JOIN_REQUEST_PENDING, SHARE_LINK_INVALID, type JoinRequestAnswer } from '../../shared/schemas/sharing';
import { enforceRateLimit, RATE_RULES } from '../auth/rate-limit';
import { conflict, notFound } from '../http/errors';
import { JoinRequest } from '../models/join-request';
import type { User } from '../models/user';
import { presentJoinRequest } from '../presenters/join-request';
import { findMembership } from './membership-access';
import { findLiveLinkByToken, isUniqueViolation } from './share-links';

export const JOIN_LIMITED = 'Too many join requests. Please try again later.';

export interface JoinResult {
  teamtreeId: string;
  requestId: string;
  /** The new request as the owner and moderators see it (the realtime event's data). */
  request: JoinRequestAnswer;
}

function pendingConflict(teamtreeId: string, requestId: string) {
  return conflict(JOIN_REQUEST_PENDING, { teamtreeId, requestId, status: 'PENDING', code: 'request-pending' });
}

function findPending(db: Knex, teamtreeId: string, userId: string) {
  return JoinRequest.query(db).findOne({ teamtree_id: teamtreeId, user_id: userId, status: 'PENDING' });
}

/**
 * Asks to join the tree a share token names. Every attempt counts against the user's join
 * limit (30 an hour), so tokens cannot be guessed in bulk either. 404 for an unknown or revoked
 * token, 409 when already a member or a request is pending; otherwise a PENDING request.
 */
export async function requestToJoin(db: Knex, user: User, token: string): Promise<JoinResult> {
  await enforceRateLimit(db, RATE_RULES.joinRequest, user.id, JOIN_LIMITED);

  const link = await findLiveLinkByToken(db, token);
  if (!link) throw notFound(SHARE_LINK_INVALID);
  const teamtreeId = link.teamtreeId;
  if (await findMembership(db, teamtreeId, user.id)) throw conflict(ALREADY_MEMBER, { teamtreeId, status: 'MEMBER', code: 'already-member' });
  const pending = await findPending(db, teamtreeId, user.id);
  if (pending) throw pendingConflict(teamtreeId, pending.id);

  try {
    const request = await JoinRequest.query(db).insertAndFetch({
      id: crypto.randomUUID(),
      teamtreeId,
      userId: user.id,
      status: 'PENDING',
    });
    return {
      teamtreeId,
      requestId: request.id,
      request: presentJoinRequest({
        id: request.id,
        createdAt: request.createdAt,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
      }),
    };
  } catch (err) {
    // A concurrent request of the same user won the one-pending index.
    if (!isUniqueViolation(err)) throw err;
    const winner = await findPending(db, teamtreeId, user.id);
    if (!winner) throw err;
    throw pendingConflict(teamtreeId, winner.id);
  }
}
