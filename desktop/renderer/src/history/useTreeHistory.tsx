import { lazy, Suspense, useState } from 'react';
import type { Permission } from '@shared/domain/constants';
import { isTreeAdmin } from '@shared/domain/policies';
import { useAuth } from '../session/auth-store';
import type { HistoryActions } from './HistoryMenu';
import { useHistoryLive, useUndo } from './use-history';
import { useNameOf } from './use-name-of';
import { useUndoShortcut } from './use-undo-shortcut';

const ActivityPanel = lazy(async () => ({ default: (await import('./ActivityPanel')).ActivityPanel }));
const TrashDialog = lazy(async () => ({ default: (await import('./TrashDialog')).TrashDialog }));

/**
 * The tree page's history: the 'History' menu's actions and the panel they open, the live
 * reading of the tree's history lists and Ctrl/Cmd+Z (the 'Undo' toast after one's own change
 * is the shell's, on every page: use-own-change-undo.ts).
 */
export function useTreeHistory({ teamtreeId, permission, profiles }: { teamtreeId: string; permission: Permission; profiles: ReadonlyArray<{ id: string; name: string }> }) {
  const [open, setOpen] = useState<'activity' | 'trash' | null>(null);
  const nameOf = useNameOf(profiles);
  const myId = useAuth((s) => s.me?.id ?? null);
  const { undo } = useUndo(teamtreeId);
  useHistoryLive(teamtreeId);
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
