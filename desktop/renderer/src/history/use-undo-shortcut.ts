import { useEffect, useRef } from 'react';
import { t } from '../i18n/i18n';
import { useNotice } from '../stores/notice-store';
import { fetchHistory } from './history-api';
import { historyErrorText } from './history-errors';

/** Whether a key press belongs to something that has its own undo (a field) or lies over the tree (a dialog). */
function typingOrOverTree(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Ctrl+Z (Cmd+Z on a Mac) on the tree page undoes the user's last change of the tree that may
 * still be undone: the newest entry of the user's own the server answers as `undoable` (one
 * page of the user's entries in the tree; an undone entry is no longer undoable, so the next press goes one
 * further back). Fields and dialogs keep the key for themselves.
 */
export function useUndoShortcut(teamtreeId: string, myId: string | null, undo: (entryId: string) => void): void {
  const latest = useRef({ myId, undo });
  useEffect(() => {
    latest.current = { myId, undo };
  });
  useEffect(() => {
    let busy = false;
    async function onKey(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      if (typingOrOverTree(event) || busy) return;
      event.preventDefault();
      busy = true;
      try {
        const myId = latest.current.myId;
        const { entries } = await fetchHistory(teamtreeId, { filter: myId ? { userId: myId } : {}, limit: 50 });
        const mine = entries.find((entry) => entry.undoable && entry.user?.id === myId);
        if (mine) latest.current.undo(mine.id);
        else useNotice.getState().show(t('history.nothingToUndo'));
      } catch (error) {
        useNotice.getState().show(historyErrorText(error));
      } finally {
        busy = false;
      }
    }
    const listener = (event: KeyboardEvent) => void onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [teamtreeId]);
}
