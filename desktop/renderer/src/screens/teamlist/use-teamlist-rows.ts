import { useMemo } from 'react';
import { categoryOrdersOf } from '@shared/domain/category-order';
import { profileSearchTexts, searchProfiles } from '@shared/domain/profile-search';
import { sortProfiles, type SortState } from '@shared/domain/profile-sort';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import type { ListProfile } from './columns';
import { withFollowUps, withoutContact, type FollowUpFigures } from './follow-up-figures';
import { teamFigures, withTeamFigures } from './team-figures';
import { filterByFigures, type FigureFilter, type FigureValues } from '@shared/domain/figure-filters';
import type { MonthFigures } from '../../figures/use-figures';
import { withMonthFigures } from './month-figures';

/** The partners' follow-ups, and whether the filter 'No contact for 30 days' is on (counted from `today`). */
export interface FollowUpRows {
  figures: ReadonlyMap<string, FollowUpFigures>;
  noContact: boolean;
  today: string;
}

/** The month shown ('Period') with its filters, and the rank plan's order ('Rank' sorts by it). */
export interface FigureRows {
  month: MonthFigures | null;
  filter: FigureFilter;
  places: ReadonlyMap<string, number>;
}

type Computed = 'teamSize' | 'level' | 'largestLeg' | 'lastContact' | 'nextFollowUp' | keyof FigureValues;

/**
 * The Teamlist's rows: the visible partners (team switch and Filter) with their team figures and
 * follow-ups and the figures of the month shown, narrowed by 'No contact for 30 days', 'Autoship
 * off' and 'No order this month' when on and by the search box, then sorted (an ordered
 * category's column in its order, 'Rank' in the rank plan's). The table's pages and the export
 * both read `sorted`; `hiddenByNoContact` counts the partners those filters took out.
 */
export function useTeamlistRows<P extends Omit<ListProfile, Computed>>(
  profiles: readonly P[],
  status: StatusTreeAnswer | null | undefined,
  query: string,
  sort: SortState | null,
  followUps: FollowUpRows,
  monthFigures: FigureRows,
) {
  const all = status?.teamtree.profiles;
  const linkedProfileId = status?.userMembership.linkedProfileId ?? null;
  const figures = useMemo(() => teamFigures(all ?? [], linkedProfileId), [all, linkedProfileId]);
  const { figures: contacts, noContact, today } = followUps;
  const { month, filter, places } = monthFigures;
  const withFigures = useMemo(() => withMonthFigures(withFollowUps(withTeamFigures(profiles, figures), contacts), month), [profiles, figures, contacts, month]);
  const rows = useMemo(() => filterByFigures(noContact ? withoutContact(withFigures, today) : withFigures, filter), [withFigures, noContact, today, filter]);
  // The search texts are made once per list; each keystroke only reads them.
  const texts = useMemo(() => profileSearchTexts(rows, { upline: true }), [rows]);
  const found = useMemo(() => searchProfiles(rows, texts, query), [rows, texts, query]);
  // An ordered category's column sorts in its order (category-order.ts).
  const treeCategories = status?.teamtree.categories;
  const orders = useMemo(() => categoryOrdersOf(treeCategories), [treeCategories]);
  const sorted = useMemo(() => sortProfiles(found, sort, orders, places), [found, sort, orders, places]);
  return { sorted, searching: query.trim() !== '', hiddenByNoContact: withFigures.length - rows.length };
}
