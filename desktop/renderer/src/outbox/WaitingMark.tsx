import { isProfileEntry } from './outbox-entry';
import { useOutbox } from './outbox-store';
import { waitingMark } from './outbox-labels';

/** 'Waiting to be sent' beside a partner with a change the server does not have yet (nothing otherwise). */
export function WaitingMark({ profileId }: { profileId: string }) {
  const waiting = useOutbox((s) => s.entries.some((e) => e.profileId === profileId && e.state !== 'refused' && isProfileEntry(e)));
  if (!waiting) return null;
  return <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">{waitingMark()}</p>;
}
