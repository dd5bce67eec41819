import { useMemo } from 'react';
import { dueWindow, joinDue, profileDue, sameDue, type DueItem, type ProfileDue } from '@shared/domain/due-dates';
import { todayList, type TodayList } from '@shared/domain/today';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { reuseByItem } from '../lib/reuse-by-item';

type Profile = StatusTreeAnswer['teamtree']['profiles'][number];

/** What is due in a tree: the bell's and the Today page's one source. */
export interface TreeDue {
  /** Overdue reminders, then the window's entries by date (`joinDue`). */
  items: readonly DueItem[];
  /** The same, split the Today page's way. */
  list: TodayList;
  /** The profiles with something due, by id (their phones, versions and reminders); made when first asked (the Today page), not on every change. */
  readonly profileOf: ReadonlyMap<string, Profile>;
}

interface Day {
  today: string;
  parts: (profiles: readonly Profile[]) => readonly ProfileDue[];
  answers: WeakMap<readonly Profile[], TreeDue>;
  /** The parts of the latest answer, and its joined entries. */
  last: { parts: readonly ProfileDue[]; items: readonly DueItem[]; list: TodayList } | null;
}

let current: Day | null = null;

function dayOf(today: string): Day {
  if (current?.today !== today) {
    const window = dueWindow(today);
    current = { today, parts: reuseByItem((profile: Profile) => profileDue(profile, window)), answers: new WeakMap(), last: null };
  }
  return current;
}

/**
 * What is due in a tree's profiles on `today`, worked out once per version of the held tree
 * (the bell and the Today page read the same answer) and, after a live change, only for the
 * profile that changed: each profile's part is kept for the day.
 */
export function treeDue(profiles: readonly Profile[], today: string): TreeDue {
  const day = dayOf(today);
  const kept = day.answers.get(profiles);
  if (kept) return kept;
  const parts = day.parts(profiles);
  let profileOf: Map<string, Profile> | null = null;
  // A move or a rename of someone with nothing due changes no entry: the joined and sorted list stays.
  const last = day.last && sameParts(day.last.parts, parts) ? day.last : null;
  const items = last ? last.items : joinDue(parts);
  const list = last ? last.list : todayList(items);
  day.last = { parts, items, list };
  const answer: TreeDue = {
    items,
    list,
    get profileOf() {
      return (profileOf ??= profilesWithDue(profiles, parts));
    },
  };
  day.answers.set(profiles, answer);
  return answer;
}

// Loops over every profile in functions of their own, each loop last (see tree/layout.ts).

function profilesWithDue(profiles: readonly Profile[], parts: readonly ProfileDue[]): Map<string, Profile> {
  const profileOf = new Map<string, Profile>();
  for (let i = 0; i < parts.length; i++) if (parts[i].overdue.length || parts[i].upcoming.length) profileOf.set(profiles[i].id, profiles[i]);
  return profileOf;
}

function sameParts(a: readonly ProfileDue[], b: readonly ProfileDue[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameDue(a[i], b[i])) return false;
  return true;
}

/** `treeDue` of a held tree, null while there is none. */
export function useTreeDue(status: StatusTreeAnswer | null, today: string): TreeDue | null {
  const profiles = status?.teamtree.profiles;
  return useMemo(() => (profiles ? treeDue(profiles, today) : null), [profiles, today]);
}
