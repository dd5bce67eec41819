import { useMemo } from 'react';
import type { OutboxEntry, OutboxKind } from './outbox-entry';
import { useOutbox } from './outbox-store';

/** The outbox's entries of one kind (of one partner, when given) still to be sent, oldest first. */
export function useWaiting(kind: OutboxKind, profileId?: string): OutboxEntry[] {
  const entries = useOutbox((s) => s.entries);
  return useMemo(() => entries.filter((e) => e.kind === kind && e.state !== 'refused' && (profileId === undefined || e.profileId === profileId)), [entries, kind, profileId]);
}
