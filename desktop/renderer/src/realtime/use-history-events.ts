import { useEffect, useRef } from 'react';
import type { HistoryEntry } from '@shared/schemas/history';
import type { RealtimeClient } from './realtime-client';
import { currentTreeSocket } from './socket';

/**
 * Calls `handler` with every `history-entry` of the tree (docs/history.md "Live") that reaches
 * the page's tree socket. The socket opens after the page and is made anew when the tree changes,
 * so the hook looks for the current one every second and listens on it.
 */
export function useHistoryEvents(teamtreeId: string | null, handler: (entry: HistoryEntry) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!teamtreeId) return;
    let socket: RealtimeClient | null = null;
    let unsubscribe: (() => void) | null = null;
    const attach = () => {
      const current = currentTreeSocket();
      if (current === socket) return;
      unsubscribe?.();
      socket = current;
      unsubscribe =
        current?.on('history-entry', (event) => {
          if (event.teamtreeId === teamtreeId) latest.current(event.entry);
        }) ?? null;
    };
    attach();
    const timer = window.setInterval(attach, 1000);
    return () => {
      window.clearInterval(timer);
      unsubscribe?.();
    };
  }, [teamtreeId]);
}
