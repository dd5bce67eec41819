import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okAnswer } from '@shared/schemas/common';
import {
  joinAnswer,
  joinInfoAnswer,
  joinRequestsAnswer,
  joinRequestStatusAnswer,
  shareAnswer,
  shareLinkAnswer,
  type DecideJoinRequest,
} from '@shared/schemas/sharing';
import { createTeamtreeAnswer, statusListAnswer, treeSettingsAnswer, type CreateTeamtreeRequest, type StatusTreeAnswer, type TreeSettings } from '@shared/schemas/teamtree';
import { treePrivacyAnswer } from '@shared/schemas/tree-privacy';
import type { ReadPrivacyChoice } from '@shared/domain/read-privacy';
import type { AssignablePermission } from '@shared/domain/constants';
import { ApiError } from './errors';
import { api } from './instance';
import { checkProfilesInSlices } from './profile-check';
import { queryClient } from './query-client';
import { readTree } from './tree-read';
import { withPending } from '../outbox/pending-overlay';

/** React Query keys of the tree data. */
export const keys = {
  trees: ['trees'] as const,
  tree: (id: string) => ['tree', id] as const,
  share: (id: string) => ['share', id] as const,
  joinRequests: (id: string) => ['join-requests', id] as const,
};

const ok = okAnswer.or(z.object({}).loose());

export const fetchTrees = () => api.get('/teamtree/status', { schema: statusListAnswer });

/** How many whole answers were read per tree: a late finding about an older one changes nothing (and holds no old answer). */
const readsOf = new Map<string, number>();
/** Trees whose latest whole answer broke the contract (found after it was drawn). */
const brokenTrees = new Set<string>();
const UNEXPECTED_TREE = 'Unexpected answer from GET /teamtree/status';

/**
 * A tree's full status: the whole tree when none is held, else only what changed since the last
 * read, merged into the held tree (api/tree-read.ts).
 *
 * A whole answer's envelope is checked at once and its profiles right after the tree is drawn
 * (api/profile-check.ts); a profile that does not match the contract then turns the tree's query
 * into the same error a mismatching answer always gave. Changes are few and checked at once.
 */
export async function fetchTree(teamtreeId: string): Promise<StatusTreeAnswer> {
  const read = await readTree(teamtreeId, () => queryClient.getQueryData<StatusTreeAnswer>(keys.tree(teamtreeId)));
  if (!read.whole) {
    // A read of the changes since, begun on the broken tree and landing after its check failed,
    // would bring the broken tree back as if it were fine.
    if (brokenTrees.has(teamtreeId)) throw new Error(UNEXPECTED_TREE);
    // What the outbox holds for the tree is shown over every answer (outbox/pending-overlay.ts).
    return withPending(read.answer);
  }
  brokenTrees.delete(teamtreeId);
  const count = (readsOf.get(teamtreeId) ?? 0) + 1;
  readsOf.set(teamtreeId, count);
  checkProfilesInSlices(read.answer.teamtree.profiles, (index) => {
    if (readsOf.get(teamtreeId) !== count) return;
    brokenTrees.add(teamtreeId);
    console.error(`Unexpected answer from GET /teamtree/status: profile ${index} does not match the contract`);
    const query = queryClient.getQueryCache().find({ queryKey: keys.tree(teamtreeId), exact: true });
    query?.setState({ data: undefined, dataUpdatedAt: 0, status: 'error', error: new Error(UNEXPECTED_TREE), fetchStatus: 'idle' });
  });
  return withPending(read.answer);
}

/** The tree list's query (also asked for at start-up: routes/warm-start.ts). */
export const treeListQuery = () => queryOptions({ queryKey: keys.trees, queryFn: fetchTrees });

/** One tree's status query (also asked for at start-up: routes/warm-start.ts). */
export const treeStatusQuery = (teamtreeId: string) =>
  queryOptions({
    queryKey: keys.tree(teamtreeId),
    queryFn: () => fetchTree(teamtreeId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    // Changes are applied by id and version, sharing every unchanged profile (realtime/tree-patch.ts);
    // comparing a whole tree deeply on every change would cost more than the change itself.
    structuralSharing: false,
  });

export function useTreeList(enabled = true) {
  return useQuery({ ...treeListQuery(), enabled });
}

export function useTreeStatus(teamtreeId: string | null | undefined) {
  return useQuery({ ...treeStatusQuery(teamtreeId ?? ''), enabled: !!teamtreeId });
}

export const createTree = (input: CreateTeamtreeRequest) => api.post('/teamtree', input, { schema: createTeamtreeAnswer });
export const renameTree = (teamtreeId: string, name: string) => api.put('/teamtree/name', { teamtreeId, name }, { schema: createTeamtreeAnswer });
export const changeTreeSettings = (teamtreeId: string, settings: TreeSettings) => api.put('/teamtree/settings', { teamtreeId, ...settings }, { schema: treeSettingsAnswer });
/** The owner chooses which fields READ members see (docs/privacy.md "What READ members see"). */
export const changeTreePrivacy = (teamtreeId: string, hideFromRead: readonly ReadPrivacyChoice[]) => api.put('/teamtree/privacy', { teamtreeId, hideFromRead }, { schema: treePrivacyAnswer });
export const joinByToken = (token: string) => api.put('/teamtree', { token }, { schema: joinAnswer });

export const fetchShare = (teamtreeId: string) => api.get('/teamtree/share', { query: { teamtreeId }, schema: shareAnswer });
export const createShareLink = (teamtreeId: string) => api.post('/teamtree/share', { teamtreeId }, { schema: shareLinkAnswer });
export const changePermission = (memberId: string, permission: AssignablePermission) =>
  api.put('/teamtree/share', { memberId, permission }, { schema: ok });
export const removeMember = (memberId: string) => api.delete('/teamtree/share', { query: { memberId }, schema: ok });
/** Revokes the live share link (its token then answers 404). */
export const revokeShareLink = (teamtreeId: string) => api.delete('/teamtree/share/link', { query: { teamtreeId }, schema: ok });

export const fetchJoinRequests = (teamtreeId: string) => api.get('/teamtree/join-requests', { query: { teamtreeId }, schema: joinRequestsAnswer });
export const decideJoinRequest = (input: DecideJoinRequest) => api.post('/teamtree/join-requests', input, { schema: ok });
export const fetchOwnJoinRequest = (requestId: string) =>
  api.get(`/teamtree/join-requests/${encodeURIComponent(requestId)}`, { schema: joinRequestStatusAnswer });

export const fetchJoinInfo = (token: string) =>
  api.get(`/teamtree/join/${encodeURIComponent(token)}/info`, { auth: false, schema: joinInfoAnswer });
export const requestJoin = (token: string) => api.post(`/teamtree/join/${encodeURIComponent(token)}`, {}, { schema: joinAnswer });

export const linkProfile = (teamtreeId: string, linkedProfileId: string) =>
  api.put('/teamtree/member', { teamtreeId, linkedProfileId }, { schema: ok });
