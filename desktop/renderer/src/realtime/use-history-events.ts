import { useEffect, useRef } from 'react';
import type { HistoryEntry } from '@shared/schemas/history';
import { onHistoryEntry } from './socket';

/**
 * Calls `handler` with every `history-entry` of the tree (docs/history.md "Live") that reaches
 * the page's tree socket, whichever socket that is now or later.
 */
export function useHistoryEvents(teamtreeId: string | null, handler: (entry: HistoryEntry) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!teamtreeId) return;
    return onHistoryEntry((event) => {
      if (event.teamtreeId === teamtreeId) latest.current(event.entry);
    });
  }, [teamtreeId]);
}
