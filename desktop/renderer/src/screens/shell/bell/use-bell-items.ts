import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newestChange } from '@shared/domain/newest-change';
import { bellSummary, todayList } from '@shared/domain/today';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { useCalendarToday } from '../../../lib/use-calendar-today';
import { reuseByItem } from '../../../lib/reuse-by-item';
import { useTreeDue } from '../../../trees/tree-due';
import { changesAmong, readSeen, writeSeen } from './seen-changes';

type Profile = StatusTreeAnswer['teamtree']['profiles'][number];

/** At most this many entries per list; the rest is counted. */
export const BELL_LIST_LIMIT = 50;

const NOTHING_DUE = bellSummary(todayList([]));

/**
 * The bell's entries for the active tree: what needs an action (reminders due today or before,
 * today's birthdays), the rest of the next 7 days as counts, and what changed since the bell
 * was last opened. `opened(tree)` is called when the bell opens, `looked()` when it closes:
 * what was shown counts as seen.
 */
export function useBellItems(status: StatusTreeAnswer | null) {
  const treeId = status?.teamtree.id ?? null;
  const profiles = status?.teamtree.profiles;
  const treeDue = useTreeDue(status, useCalendarToday());
  const due = useMemo(() => (treeDue ? bellSummary(treeDue.list) : NOTHING_DUE), [treeDue]);

  const [seen, setSeen] = useState<string | null>(null);
  // Read once per tree (not on every profile change). The first visit to a tree starts the
  // record: nothing before it counts as new.
  const loaded = profiles !== undefined;
  const profilesRef = useRef(profiles);
  profilesRef.current = profiles;
  useEffect(() => {
    if (!treeId || !loaded) return;
    const kept = readSeen(treeId);
    const start = kept ?? newestChange(profilesRef.current ?? []);
    if (!kept && start) writeSeen(treeId, start);
    setSeen(start);
  }, [treeId, loaded]);
  const changedPerProfile = useMemo(() => reuseByItem((profile: Profile) => seen !== null && profile.updatedAt > seen), [seen]);
  const { newest: changed, count: changedCount } = useMemo(
    () => (profiles ? changesAmong(profiles, changedPerProfile(profiles), BELL_LIST_LIMIT) : { count: 0, newest: [] }),
    [profiles, changedPerProfile],
  );

  const shownNewest = useRef<string | null>(null);
  /** The bell opens on `current`, the tree as it is now: its newest change is what the look will have seen. */
  const opened = useCallback((current: StatusTreeAnswer | null) => {
    shownNewest.current = current ? newestChange(current.teamtree.profiles) : null;
  }, []);
  const looked = useCallback(() => {
    if (!treeId || !shownNewest.current) return;
    writeSeen(treeId, shownNewest.current);
    setSeen(shownNewest.current);
  }, [treeId]);

  return { due, changed, changedCount, opened, looked };
}
