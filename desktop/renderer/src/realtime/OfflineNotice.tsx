import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useReachability } from '../offline/reachability';
import { connectionState, onConnectionState } from './socket';

/** A small notice while the live connection is lost; gone once it is back. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(onConnectionState, connectionState);
  // While no request reaches the server either, the shell's offline banner says it (offline/OfflineStateBanner.tsx).
  const reachable = useReachability((s) => s.reachable);
  if (state !== 'reconnecting' || !reachable) return null;
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="pointer-events-none fixed bottom-4 left-4 z-50 flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 shadow dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-amber-500" />
      {t('controls.offlineReconnecting')}
    </div>
  );
}
