import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { keys } from '../api/teamtree';
import { useView } from '../stores/view-store';
import { offlineStateText } from './kept-time';
import { useReachability } from './reachability';

/**
 * While the server cannot be reached: 'Offline – showing the state of <time>', the time the shown
 * tree (else the tree list) was last read from the server (issue 23 item 1). Gone once it answers.
 */
export function OfflineStateBanner() {
  // The text follows the language shown.
  useTranslation();
  const reachable = useReachability((s) => s.reachable);
  const activeTreeId = useView((s) => s.activeTreeId);
  const queryClient = useQueryClient();
  if (reachable) return null;
  const readAt = (activeTreeId ? queryClient.getQueryState(keys.tree(activeTreeId))?.dataUpdatedAt : 0) || queryClient.getQueryState(keys.trees)?.dataUpdatedAt || null;
  return (
    <p
      role="status"
      data-testid="offline-state"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
    >
      {offlineStateText(readAt)}
    </p>
  );
}
