import { useMemo } from 'react';
import { categoryOrdersOf } from '@shared/domain/category-order';
import { profileSearchTexts, searchProfiles } from '@shared/domain/profile-search';
import { sortProfiles, type SortState } from '@shared/domain/profile-sort';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import type { ListProfile } from './columns';
import { teamFigures, withTeamFigures } from './team-figures';

/**
 * The Teamlist's rows: the visible partners (team switch and Filter) with their team figures,
 * narrowed by the search box, then sorted (an ordered category's column in its order). The table's pages and the export both read `sorted`.
 */
export function useTeamlistRows<P extends Omit<ListProfile, 'teamSize' | 'level' | 'largestLeg'>>(profiles: readonly P[], status: StatusTreeAnswer | null | undefined, query: string, sort: SortState | null) {
  const all = status?.teamtree.profiles;
  const linkedProfileId = status?.userMembership.linkedProfileId ?? null;
  const figures = useMemo(() => teamFigures(all ?? [], linkedProfileId), [all, linkedProfileId]);
  const rows = useMemo(() => withTeamFigures(profiles, figures), [profiles, figures]);
  // The search texts are made once per list; each keystroke only reads them.
  const texts = useMemo(() => profileSearchTexts(rows, { upline: true }), [rows]);
  const found = useMemo(() => searchProfiles(rows, texts, query), [rows, texts, query]);
  // An ordered category's column sorts in its order (category-order.ts).
  const treeCategories = status?.teamtree.categories;
  const orders = useMemo(() => categoryOrdersOf(treeCategories), [treeCategories]);
  const sorted = useMemo(() => sortProfiles(found, sort, orders), [found, sort, orders]);
  return { sorted, searching: query.trim() !== '' };
}
