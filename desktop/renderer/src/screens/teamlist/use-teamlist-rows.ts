import { useMemo } from 'react';
import { categoryOrdersOf } from '@shared/domain/category-order';
import { profileSearchTexts, searchProfiles } from '@shared/domain/profile-search';
import { sortProfiles, type SortState } from '@shared/domain/profile-sort';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import type { ListProfile } from './columns';
import { withFollowUps, withoutContact, type FollowUpFigures } from './follow-up-figures';
import { teamFigures, withTeamFigures } from './team-figures';

/** The partners' follow-ups, and whether the filter 'No contact for 30 days' is on (counted from `today`). */
export interface FollowUpRows {
  figures: ReadonlyMap<string, FollowUpFigures>;
  noContact: boolean;
  today: string;
}

type Computed = 'teamSize' | 'level' | 'largestLeg' | 'lastContact' | 'nextFollowUp';

/**
 * The Teamlist's rows: the visible partners (team switch and Filter) with their team figures and
 * follow-ups, narrowed by 'No contact for 30 days' when it is on and by the search box, then
 * sorted (an ordered category's column in its order). The table's pages and the export both
 * read `sorted`; `hiddenByNoContact` counts the partners the follow-up filter took out.
 */
export function useTeamlistRows<P extends Omit<ListProfile, Computed>>(
  profiles: readonly P[],
  status: StatusTreeAnswer | null | undefined,
  query: string,
  sort: SortState | null,
  followUps: FollowUpRows,
) {
  const all = status?.teamtree.profiles;
  const linkedProfileId = status?.userMembership.linkedProfileId ?? null;
  const figures = useMemo(() => teamFigures(all ?? [], linkedProfileId), [all, linkedProfileId]);
  const { figures: contacts, noContact, today } = followUps;
  const withFigures = useMemo(() => withFollowUps(withTeamFigures(profiles, figures), contacts), [profiles, figures, contacts]);
  const rows = useMemo(() => (noContact ? withoutContact(withFigures, today) : withFigures), [withFigures, noContact, today]);
  // The search texts are made once per list; each keystroke only reads them.
  const texts = useMemo(() => profileSearchTexts(rows, { upline: true }), [rows]);
  const found = useMemo(() => searchProfiles(rows, texts, query), [rows, texts, query]);
  // An ordered category's column sorts in its order (category-order.ts).
  const treeCategories = status?.teamtree.categories;
  const orders = useMemo(() => categoryOrdersOf(treeCategories), [treeCategories]);
  const sorted = useMemo(() => sortProfiles(found, sort, orders), [found, sort, orders]);
  return { sorted, searching: query.trim() !== '', hiddenByNoContact: withFigures.length - rows.length };
}
