import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { todayIn } from '@shared/domain/calendar-date';
import { dueWindow, joinDue, profileDue, type DueItem } from '@shared/domain/due-dates';
import { newestChange } from '@shared/domain/newest-change';
import { reuseByItem } from '../../../lib/reuse-by-item';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { changesAmong, readSeen, writeSeen } from './seen-changes';

type Profile = StatusTreeAnswer['teamtree']['profiles'][number];

/** At most this many entries per list; the rest is counted. */
export const BELL_LIST_LIMIT = 50;

/**
 * The bell's entries for the active tree: what is due from today through 7 days (and reminders
 * left open past their date), and what changed since the bell was last opened. `opened(tree)` is
 * called when the bell opens, `looked()` when it closes: what was shown counts as seen.
 */
export function useBellItems(status: StatusTreeAnswer | null) {
  const treeId = status?.teamtree.id ?? null;
  const profiles = status?.teamtree.profiles;
  const today = todayIn();
  // Each profile's entries are kept for the day: a live change computes the changed profile's only.
  const duePerProfile = useMemo(() => {
    const window = dueWindow(today);
    return reuseByItem((profile: Profile) => profileDue(profile, window));
  }, [today]);
  const due: DueItem[] = useMemo(() => (profiles ? joinDue(duePerProfile(profiles)) : []), [profiles, duePerProfile]);

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
