import type { QueryClient } from '@tanstack/react-query';
import { keys } from '../api/teamtree';
import type { TreeAnswer } from '../realtime/tree-patch';
import { layPending } from './outbox-overlay';
import type { WriteDraft } from './write-drafts';

/** Whether the draft moves a partner under another upline (an update carrying `parentId`). */
const movesPartner = (draft: WriteDraft): boolean => draft.kind === 'update' && typeof draft.request.body?.parentId === 'string';

/**
 * A move is drawn the moment it is made, not after the server's answer: at 50,000 partners the
 * new layout is what the user waits for (issue 24: drawn on the mover's page within 200 ms).
 * The moved profile keeps the version it was made on, so the server's answer or event (one
 * version on) replaces it as any newer version does. Answers the way back for a refusal: the
 * profile as it was, unless the tree has moved on from the shown one meanwhile (a newer version
 * arrived: the server's word stands).
 */
export function showMoveAtOnce(queryClient: QueryClient, draft: WriteDraft, key: string): (() => void) | null {
  if (!movesPartner(draft)) return null;
  const treeKey = keys.tree(draft.teamtreeId);
  const held = queryClient.getQueryData<TreeAnswer>(treeKey);
  const before = held?.teamtree.profiles.find((p) => p.id === draft.profileId);
  if (!held || !before) return null;
  const moved = layPending(held, [{ ...draft, key, seq: 0, state: 'waiting', createdAt: new Date().toISOString() }]);
  // The profile as the cache holds it (the cache may copy what it is given).
  const shown = queryClient.setQueryData<TreeAnswer>(treeKey, moved)?.teamtree.profiles.find((p) => p.id === draft.profileId);
  return () =>
    queryClient.setQueryData<TreeAnswer>(treeKey, (now) => {
      if (!now || !shown || !now.teamtree.profiles.includes(shown)) return now;
      return { ...now, teamtree: { ...now.teamtree, profiles: now.teamtree.profiles.map((p) => (p === shown ? before : p)) } };
    });
}
