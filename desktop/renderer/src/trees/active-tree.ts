import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { TreeSummary } from '@shared/schemas/teamtree';
import { fallbackTree, pickActiveTree } from './active-tree-rules';
import { keys, useTreeList, useTreeStatus } from '../api/teamtree';
import { ApiError } from '../api/errors';
import { treeLossNotice, useNotice, type TreeLossReason } from '../stores/notice-store';
import { useView } from '../stores/view-store';

/**
 * Whether a query is still waiting for its first answer: being read, or paused because the
 * server cannot be reached (offline/reachability.ts); a paused read is not an empty answer.
 */
const waitingForFirstAnswer = (query: { isPending: boolean; fetchStatus: string }): boolean => query.isPending && query.fetchStatus !== 'idle';

/** The active tree id and the tree list, keeping the stored choice valid. */
export function useActiveTree() {
  const list = useTreeList();
  const activeTreeId = useView((s) => s.activeTreeId);
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const trees = list.data?.teamtrees;

  const fetching = list.isFetching;
  useEffect(() => {
    // Only a fresh list may overrule the choice (a tree joined a moment ago may be missing from a stale one).
    if (!trees || fetching) return;
    // The choice as it is now, not as this render saw it: a page's own effect (the tree named in
    // the address) may have set it a moment ago in the same commit, and runs before this one.
    const current = useView.getState().activeTreeId;
    const next = pickActiveTree(trees, current);
    if (next !== current) setActiveTreeId(next);
  }, [trees, fetching, activeTreeId, setActiveTreeId]);

  const valid = trees && !fetching ? pickActiveTree(trees, activeTreeId) : activeTreeId;
  return { trees: trees ?? [], loading: waitingForFirstAnswer(list), activeTreeId: valid, activeTree: trees?.find((t) => t.id === valid) ?? null };
}

/** The active tree's full status; a 404/403 switches to the first other tree or bare /teamtree. */
export function useActiveTreeStatus() {
  const { trees, activeTreeId, loading } = useActiveTree();
  const status = useTreeStatus(activeTreeId);
  const lose = useLoseTree();
  const error = status.error;
  useEffect(() => {
    if (activeTreeId && error instanceof ApiError && (error.status === 404 || error.status === 403)) void lose(activeTreeId, 'unavailable');
  }, [error, activeTreeId, lose]);
  return { trees, activeTreeId, loading: loading || waitingForFirstAnswer(status), status: status.data ?? null, error };
}

/** Forget a tree the user cannot see any more, say why, and move on (spec section 4). */
export function useLoseTree() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const showNotice = useNotice((s) => s.show);
  return useCallback(async (lost: string, reason: TreeLossReason) => {
    const known = queryClient.getQueryData<{ teamtrees: TreeSummary[] }>(keys.trees)?.teamtrees.find((t) => t.id === lost);
    // Told once: a second word about the same loss (event and answer) finds the tree gone already.
    if (known) showNotice(treeLossNotice(reason, known.name));
    queryClient.setQueryData<{ teamtrees: TreeSummary[] }>(keys.trees, (list) => (list ? { teamtrees: list.teamtrees.filter((t) => t.id !== lost) } : list));
    queryClient.removeQueries({ queryKey: keys.tree(lost) });
    await queryClient.invalidateQueries({ queryKey: keys.trees });
    const trees = queryClient.getQueryData<{ teamtrees: TreeSummary[] }>(keys.trees)?.teamtrees ?? [];
    const next = fallbackTree(trees, lost);
    setActiveTreeId(next);
    if (window.location.pathname === '/teamtree') navigate(next ? `/teamtree?teamtreeId=${encodeURIComponent(next)}` : '/teamtree', { replace: true });
  }, [queryClient, navigate, setActiveTreeId, showNotice]);
}
