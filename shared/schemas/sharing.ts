import { z } from 'zod';
import { ASSIGNABLE_PERMISSIONS } from '../domain/constants';
import { id } from './common';
import { membershipAnswer, QUERY_ID_MAX } from './teamtree';

/** A tree or member id in a query string: looked up as given (no such thing answers 404). */
const queryId = (name: string) =>
  z.string(`${name} is required`).min(1, `${name} is required`).max(QUERY_ID_MAX, `${name} is too long`);

export const treeQuery = z.object({ teamtreeId: queryId('teamtreeId') });
export const memberQuery = z.object({ memberId: queryId('memberId') });

export const createShareLinkRequest = z.object({ teamtreeId: id });

export const changePermissionRequest = z.object({
  memberId: id,
  permission: z.enum(ASSIGNABLE_PERMISSIONS, `permission must be one of: ${ASSIGNABLE_PERMISSIONS.join(', ')}`),
});
export type ChangePermissionRequest = z.input<typeof changePermissionRequest>;

export const JOIN_REQUEST_ACTIONS = ['approve', 'reject'] as const;
export type JoinRequestAction = (typeof JOIN_REQUEST_ACTIONS)[number];

export const decideJoinRequest = z.object({
  requestId: id,
  action: z.enum(JOIN_REQUEST_ACTIONS, 'action must be approve or reject'),
});
export type DecideJoinRequest = z.input<typeof decideJoinRequest>;

export const JOIN_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

const personRef = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

export const shareLinkAnswer = z.object({ shareLink: z.object({ token: z.string(), url: z.string() }) });
export type ShareLinkAnswer = z.infer<typeof shareLinkAnswer>;

export const shareAnswer = z.object({
  members: z.array(membershipAnswer),
  /** Empty for callers who may not manage members. */
  shareLinks: z.array(z.object({ token: z.string() })),
  ownerId: z.string(),
  ownerUser: personRef,
});
export type ShareAnswer = z.infer<typeof shareAnswer>;

/** A pending request as the owner and moderators see it (also the `join-request-created` data). */
export const joinRequestAnswer = z.object({ id: z.string(), createdAt: z.string(), user: personRef });
export type JoinRequestAnswer = z.infer<typeof joinRequestAnswer>;
export const joinRequestsAnswer = z.object({ requests: z.array(joinRequestAnswer) });

/** The requester's own view of a request. */
export const joinRequestStatusAnswer = z.object({
  id: z.string(),
  teamtreeId: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
});
export type JoinRequestStatusAnswer = z.infer<typeof joinRequestStatusAnswer>;

export const joinInfoAnswer = z.object({ name: z.string(), ownerName: z.string() });
export type JoinInfoAnswer = z.infer<typeof joinInfoAnswer>;

/** 201 of `POST /api/teamtree/join/{token}` (`PUT /api/teamtree` adds `teamtree: {id}`). */
export const joinAnswer = z.object({
  teamtreeId: z.string(),
  requestId: z.string(),
  status: z.literal('PENDING'),
  teamtree: z.object({ id: z.string() }).optional(),
});
export type JoinAnswer = z.infer<typeof joinAnswer>;

/** 409 of a join: already a member, or a request is pending. */
export const joinConflictAnswer = z.object({
  error: z.string(),
  teamtreeId: z.string(),
  requestId: z.string().optional(),
  status: z.enum(['MEMBER', 'PENDING']),
});
export type JoinConflictAnswer = z.infer<typeof joinConflictAnswer>;

export const SHARE_LINK_INVALID = 'This share link is invalid or has been revoked.';
export const ALREADY_MEMBER = 'You are already a member of this TeamTree.';
export const JOIN_REQUEST_PENDING = 'Your request to join this TeamTree is waiting for approval.';
