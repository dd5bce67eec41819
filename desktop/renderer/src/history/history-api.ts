import { historyAnswer, restoreAnswer, restorePreviewAnswer, trashAnswer, undoAnswer, type HistoryAction } from '@shared/schemas/history';
import { api } from '../api/instance';

/** The history, undo and trash calls (API.md additions of 2026-11-27, "History, undo and restore"). */

/** React Query keys: every history list of a tree starts with `history(treeId)`, so one invalidation reaches them all. */
export const historyKeys = {
  history: (teamtreeId: string) => ['history', teamtreeId] as const,
  list: (teamtreeId: string, profileId: string | null, filter: HistoryFilter = {}) => ['history', teamtreeId, profileId ?? 'tree', filter] as const,
  trash: (teamtreeId: string) => ['trash', teamtreeId] as const,
};

export const HISTORY_PAGE = 20;

/** The Activity panel's filters, applied by the server: one member's entries, one kind of change. */
export interface HistoryFilter {
  userId?: string;
  action?: HistoryAction;
}

export const fetchHistory = (
  teamtreeId: string,
  options: { profileId?: string | null; filter?: HistoryFilter; before?: string | null; limit?: number; signal?: AbortSignal } = {},
) =>
  api.get('/teamtree/history', {
    query: {
      teamtreeId,
      profileId: options.profileId ?? undefined,
      userId: options.filter?.userId,
      action: options.filter?.action,
      before: options.before ?? undefined,
      limit: options.limit ?? HISTORY_PAGE,
    },
    schema: historyAnswer,
    signal: options.signal,
  });

export const undoEntry = (teamtreeId: string, entryId: string) => api.post('/teamtree/history/undo', { teamtreeId, entryId }, { schema: undoAnswer });

export const fetchTrash = (teamtreeId: string) => api.get('/teamtree/trash', { query: { teamtreeId }, schema: trashAnswer });

/** How many of the item's partners look like partners in the tree now (docs/history.md "Lookalikes"). */
export const previewRestore = (teamtreeId: string, id: string) => api.get('/teamtree/trash/restore-preview', { query: { teamtreeId, id }, schema: restorePreviewAnswer });

/** `skipDuplicates`: restore only the partners that do not look like partners in the tree. */
export const restoreTrashItem = (teamtreeId: string, id: string, skipDuplicates = false) =>
  api.post('/teamtree/trash/restore', skipDuplicates ? { teamtreeId, id, skipDuplicates } : { teamtreeId, id }, { schema: restoreAnswer });
