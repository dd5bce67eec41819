import { z } from 'zod';
import { joinByTokenRequest } from '@shared/schemas/teamtree';
import { ApiError, errorMessage } from '../../api/errors';
import { t } from '../../i18n/i18n';
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
  .superRefine(checkedBy(joinByTokenRequest, joinPayload, { text: (_issue, values) => (parseInviteToken(values.token) ? undefined : t('join.invalidLink')) }));

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
    return { kind: 'member', teamtreeId, message: errorMessage(err, t('join.alreadyMember')) };
  }
  if (err instanceof ApiError && err.status === 404) return { kind: 'failed', message: t('join.linkRevoked') };
  return { kind: 'failed', message: errorMessage(err, t('join.joinFailed')) };
}
