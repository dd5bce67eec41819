import { lazy, Suspense, useState } from 'react';
import type { Permission } from '@shared/domain/constants';
import { isTreeAdmin } from '@shared/domain/policies';
import type { HistoryActions } from './HistoryMenu';
import { useHistoryLive } from './use-history';
import { useNameOf } from './use-name-of';

const ActivityPanel = lazy(async () => ({ default: (await import('./ActivityPanel')).ActivityPanel }));

/**
 * The tree page's history: the 'History' menu's actions and the panel they open, and the live
 * reading of the tree's history lists.
 */
export function useTreeHistory({ teamtreeId, permission, profiles }: { teamtreeId: string; permission: Permission; profiles: ReadonlyArray<{ id: string; name: string }> }) {
  const [open, setOpen] = useState<'activity' | 'trash' | null>(null);
  const nameOf = useNameOf(profiles);
  useHistoryLive(teamtreeId);
  const close = () => setOpen(null);
  const menu: HistoryActions = { onActivity: () => setOpen('activity'), onTrash: isTreeAdmin(permission) ? () => setOpen('trash') : undefined };
  const panels = <Suspense fallback={null}>{open === 'activity' && <ActivityPanel teamtreeId={teamtreeId} nameOf={nameOf} onClose={close} />}</Suspense>;
  return { menu, panels };
}
