import { lazy, Suspense, useState } from 'react';
import type { Permission } from '@shared/domain/constants';
import { isTreeAdmin } from '@shared/domain/policies';
import type { HistoryEntry } from '@shared/schemas/history';
import { useAuth } from '../session/auth-store';
import { useNotice } from '../stores/notice-store';
import { ownChangeNotice } from './entry-text';
import type { HistoryActions } from './HistoryMenu';
import { useHistoryLive, useUndo } from './use-history';
import { useNameOf } from './use-name-of';
import { useUndoShortcut } from './use-undo-shortcut';

const ActivityPanel = lazy(async () => ({ default: (await import('./ActivityPanel')).ActivityPanel }));
const TrashDialog = lazy(async () => ({ default: (await import('./TrashDialog')).TrashDialog }));

/** How long the toast after one's own change offers 'Undo'. */
export const UNDO_SECONDS = 10;

/**
 * The tree page's history: the 'History' menu's actions and the panel they open, the live
 * reading of the tree's history lists, the 'Undo' toast after one's own change and Ctrl/Cmd+Z.
 *
 * One's own just-made entry is found from the `history-entry` event whose user is the signed-in
 * user (docs/history.md "In the app" says why this rather than reading the history after the save).
 */
export function useTreeHistory({ teamtreeId, permission, profiles }: { teamtreeId: string; permission: Permission; profiles: ReadonlyArray<{ id: string; name: string }> }) {
  const [open, setOpen] = useState<'activity' | 'trash' | null>(null);
  const nameOf = useNameOf(profiles);
  const myId = useAuth((s) => s.me?.id ?? null);
  const { undo } = useUndo(teamtreeId);
  useHistoryLive(teamtreeId, (entry: HistoryEntry) => {
    // A change of this user's made elsewhere (another window, not looked at) offers nothing here.
    if (!myId || entry.user?.id !== myId || document.visibilityState !== 'visible') return;
    const text = ownChangeNotice(entry);
    if (text) useNotice.getState().show(text, { label: 'Undo', run: () => undo(entry.id), seconds: UNDO_SECONDS });
  });
  useUndoShortcut(teamtreeId, myId, undo);
  const close = () => setOpen(null);
  const menu: HistoryActions = { onActivity: () => setOpen('activity'), onTrash: isTreeAdmin(permission) ? () => setOpen('trash') : undefined };
  const panels = (
    <Suspense fallback={null}>
      {open === 'activity' && <ActivityPanel teamtreeId={teamtreeId} nameOf={nameOf} onClose={close} />}
      {open === 'trash' && <TrashDialog teamtreeId={teamtreeId} onClose={close} />}
    </Suspense>
  );
  return { menu, panels };
}
