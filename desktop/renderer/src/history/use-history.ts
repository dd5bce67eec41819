import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { HistoryEntry } from '@shared/schemas/history';
import { useHistoryEvents } from '../realtime/use-history-events';
import { t } from '../i18n/i18n';
import { useNotice } from '../stores/notice-store';
import { fetchHistory, historyKeys, undoEntry, type HistoryFilter } from './history-api';
import { historyErrorText } from './history-errors';

/** A tree's history (or one partner's: `profileId`; or what `filter` keeps), newest first, a page at a time ('Show more' asks for `next`). */
export function useHistoryList(teamtreeId: string, profileId: string | null, filter: HistoryFilter = {}) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(teamtreeId, profileId, filter),
    queryFn: ({ pageParam, signal }) => fetchHistory(teamtreeId, { profileId, filter, before: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // Whether an entry may be undone changes with every later write: always read anew when shown.
    staleTime: 0,
    gcTime: 60_000,
  });
}

/**
 * Keeps the tree's open history lists current: each `history-entry` reads them again (the event's
 * entry says `undoable: false` whoever asks, and an older entry may stop being undoable), and a
 * delete, restore or undo reads the trash again. `onEntry` sees every entry too.
 */
export function useHistoryLive(teamtreeId: string | null, onEntry?: (entry: HistoryEntry) => void): void {
  const queryClient = useQueryClient();
  useHistoryEvents(teamtreeId, (entry) => {
    if (!teamtreeId) return;
    void queryClient.invalidateQueries({ queryKey: historyKeys.history(teamtreeId) });
    if (entry.action === 'delete' || entry.action === 'restore' || entry.action === 'undo') void queryClient.invalidateQueries({ queryKey: historyKeys.trash(teamtreeId) });
    onEntry?.(entry);
  });
}

/** 'The change was undone.', in the language shown. */
const undoneText = () => t('history.undone');

/**
 * Undoes an entry. The outcome (or the server's reason, such as a 409's) becomes the app's
 * notice, or with `inline` is answered as `outcome` for the list to say itself: inside an open
 * dialog the app's notice is hidden from screen readers.
 */
export function useUndo(teamtreeId: string, { inline = false } = {}) {
  const queryClient = useQueryClient();
  const show = useNotice((s) => s.show);
  const mutation = useMutation({
    mutationFn: (entryId: string) => undoEntry(teamtreeId, entryId),
    onSuccess: () => !inline && show(undoneText()),
    onError: (error) => !inline && show(historyErrorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKeys.history(teamtreeId) }),
  });
  const { mutate } = mutation;
  const undo = useCallback((entryId: string) => mutate(entryId), [mutate]);
  const outcome = mutation.isSuccess ? { ok: true, text: undoneText() } : mutation.isError ? { ok: false, text: historyErrorText(mutation.error) } : null;
  return { undo, pending: mutation.isPending ? mutation.variables : null, outcome };
}
