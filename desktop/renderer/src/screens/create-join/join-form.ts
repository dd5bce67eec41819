import { z } from 'zod';
import { joinByTokenRequest } from '@shared/schemas/teamtree';
import { ApiError, errorMessage } from '../../api/errors';
import { ALREADY_MEMBER, INVALID_SHARE_LINK, JOIN_FAILED, SHARE_LINK_INVALID } from '../../forms/messages';
import { checkedBy } from '../../forms/relabel';
import { parseInviteToken } from '../../lib/invite-token';

export interface JoinValues {
  /** The token or the whole invitation link, as pasted. */
  token: string;
}

/** The body of PUT /api/teamtree: the token out of what was pasted. */
export const joinPayload = (values: JoinValues) => ({ token: parseInviteToken(values.token) });

/** 'Join TeamTree': the join request's rules on the token; nothing usable is 'Invalid share link'. */
export const joinForm = z
  .custom<JoinValues>()
  .superRefine(checkedBy(joinByTokenRequest, joinPayload, { text: (_issue, values) => (parseInviteToken(values.token) ? undefined : INVALID_SHARE_LINK) }));

/** What a refused join means (spec sections 4 and 8). */
export type JoinRefusal =
  | { kind: 'pending'; teamtreeId: string; requestId?: string }
  | { kind: 'member'; teamtreeId: string; message: string }
  | { kind: 'failed'; message: string };

export function joinRefusal(err: unknown): JoinRefusal {
  const teamtreeId = err instanceof ApiError && err.status === 409 ? err.field('teamtreeId') : undefined;
  if (err instanceof ApiError && teamtreeId) {
    // A request already waiting goes to the waiting page; a member is shown the message, then the tree.
    if (err.field('status') === 'PENDING') return { kind: 'pending', teamtreeId, requestId: err.field('requestId') };
    return { kind: 'member', teamtreeId, message: errorMessage(err, ALREADY_MEMBER) };
  }
  if (err instanceof ApiError && err.status === 404) return { kind: 'failed', message: SHARE_LINK_INVALID };
  return { kind: 'failed', message: errorMessage(err, JOIN_FAILED) };
}
