import type { HistoryEntry } from '@shared/schemas/history';
import { useHistoryEvents } from '../realtime/use-history-events';
import { useAuth } from '../session/auth-store';
import { t } from '../i18n/i18n';
import { useNotice } from '../stores/notice-store';
import { ownChangeNotice } from './entry-text';
import { useUndo } from './use-history';

/** How long the toast after one's own change offers 'Undo'. */
export const UNDO_SECONDS = 10;

/**
 * After one's own change of the active tree, on whichever page it was made (the tree, the
 * Teamlist, Today, a day of the calendar): the app's notice says what was done and offers
 * 'Undo' for 10 seconds. The change is found from the tree's `history-entry` event whose user is
 * the signed-in user (docs/history.md "In the app" says why this rather than reading the history
 * after the save); a change of this user's made in another window not looked at offers nothing.
 */
export function useOwnChangeUndo(teamtreeId: string | null): void {
  const myId = useAuth((s) => s.me?.id ?? null);
  const { undo } = useUndo(teamtreeId ?? '');
  useHistoryEvents(teamtreeId, (entry: HistoryEntry) => {
    if (!myId || entry.user?.id !== myId || document.visibilityState !== 'visible') return;
    const text = ownChangeNotice(entry);
    if (text) useNotice.getState().show(text, { label: t('history.undo'), run: () => undo(entry.id), seconds: UNDO_SECONDS });
  });
}
