import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEAMLIST_PAGE_SIZE } from '@shared/domain/constants';
import type { FigureFilter } from '@shared/domain/figure-filters';
import { t } from '../../i18n/i18n';
import { nextSort } from '@shared/domain/profile-sort';
import { isCurrentAddress } from '../../lib/current-address';
import { readListState, writeListState, type ListUrlState } from '../../lib/url-view-state';
import { usePhoneLayout } from '../../lib/use-phone-layout';
import { useView } from '../../stores/view-store';
import { FilterChips } from '../../components/FilterChips';
import { PageFrame } from '../../components/PageFrame';
import type { TeamlistMeta } from './column-defs';
import { useHiddenFields } from '../../trees/hidden-fields';
import { ExportMenu } from '../../export/ExportMenu';
import { usePartnerDetails } from '../../stores/partner-details-store';
import { ColumnChooser } from './ColumnChooser';
import { moveColumn, offeredColumns, shownColumns, toggleColumn, type TeamlistColumnId } from './columns';
import { GenealogyView } from './GenealogyView';
import { Pagination } from './Pagination';
import { SortControl } from './SortControl';
import { TeamlistCards } from './TeamlistCards';
import { paginate } from './paging';
import { TeamlistSearch } from './TeamlistSearch';
import { TeamlistTable } from './TeamlistTable';
import type { TeamlistViewProps } from './teamlist-view';
import { useGenealogy } from './use-genealogy';
import { useTeamlistColumns } from './use-teamlist-columns';
import { useTeamlistExports } from './use-teamlist-exports';
import { useTeamlistRows } from './use-teamlist-rows';
import { useTeamlistView } from './use-teamlist-view';
import { TeamlistViewSwitch } from './TeamlistViewSwitch';
import { useVisibleProfiles } from '../../trees/use-visible-profiles';
import { useTeamlistFollowUps } from './use-teamlist-follow-ups';
import { useTeamlistFigures } from './use-teamlist-figures';
import { PeriodPicker } from '../../figures/PeriodPicker';

const NO_CATEGORIES: readonly string[] = [];

/** The chips of the figure filters that are on (none while the tree has no figures). */
function figureChips(filter: FigureFilter, autoshipAny: () => void, orderAny: () => void) {
  if (filter.period === null) return [];
  return [...(filter.autoshipOff ? [{ label: t('figures.views.autoshipOff'), off: autoshipAny }] : []), ...(filter.noOrder ? [{ label: t('figures.views.noOrder'), off: orderAny }] : [])];
}
const NO_ROWS: readonly { id: string }[] = [];

/**
 * The Teamlist (spec section 2): filtered, searchable, sortable, paged partners with chosen,
 * movable columns (the tree's categories among them); a row opens the partner's details (shown
 * by the shell's PartnerDetailsHost). On a
 * phone one card per partner, with the same search, filter, sort, columns and pages. Page, sort
 * and search live in the address, so Back and reload keep them. 'Genealogy' (the view switch, kept in
 * the user settings) shows the same partners in tree order with their uplines (GenealogyView).
 */
export function TeamlistPage() {
  const { t } = useTranslation();
  const { profiles, hiddenByFilters, today, loading, activeTreeId, status } = useVisibleProfiles();
  const viewMode = useView((s) => s.viewMode);
  const resetFilters = useView((s) => s.resetFilters);
  const filters = useView((s) => s.filters);
  const setFilters = useView((s) => s.setFilters);
  const teamFilter = useView((s) => s.teamFilter);
  const setTeamFilter = useView((s) => s.setTeamFilter);
  const { columns: chosen, setColumns } = useTeamlistColumns();
  const [params, setParams] = useSearchParams();
  // The page shows its own state at once; the address follows it, and Back/Forward (the address changing by itself) lead it.
  const [state, setListState] = useState(() => readListState(params));
  const { page, sort, query } = state;
  const addressState = params.toString();
  useEffect(() => {
    const address = new URLSearchParams(addressState);
    // A stale copy of the address (a write of this page not yet applied) would take letters just typed back.
    if (isCurrentAddress(address)) setListState(readListState(address));
  }, [addressState]);
  const top = useRef<HTMLDivElement>(null);
  const phone = usePhoneLayout();

  const treeCategories = status?.teamtree.categories;
  const categories = useMemo(() => treeCategories?.map((c) => c.name) ?? NO_CATEGORIES, [treeCategories]);
  const { period, hasFigures, month, loading: figuresLoading, filter: figureFilter, places, autoshipAny, orderAny } = useTeamlistFigures(activeTreeId, status, chosen, sort);
  const columns = useMemo(() => shownColumns(chosen, categories, hasFigures), [chosen, categories, hasFigures]);
  const { view: shownView, setView } = useTeamlistView();
  const genealogyOn = shownView === 'genealogy';
  const { summary, figures: contacts, noContact, noContactOff, lastContactHidden } = useTeamlistFollowUps(activeTreeId, columns, sort);
  // The Genealogy keeps the tree's order: the found partners are not sorted for it.
  const { sorted, searching, hiddenByNoContact } = useTeamlistRows(profiles, status, query, genealogyOn ? null : sort, { figures: contacts, noContact, today }, { month, filter: figureFilter, places });
  const allProfiles = status?.teamtree.profiles;
  const teamTop = teamFilter === 'myteam' ? (status?.userMembership.linkedProfileId ?? null) : null;
  const genealogy = useGenealogy(genealogyOn ? allProfiles : undefined, genealogyOn ? sorted : NO_ROWS, teamTop, `${teamFilter}\n${query}\n${JSON.stringify(filters)}\n${noContact}\n${JSON.stringify(figureFilter)}`);
  const info = useMemo(() => paginate(sorted, page, TEAMLIST_PAGE_SIZE), [sorted, page]);
  const hidden = useHiddenFields();
  const meta = useMemo<TeamlistMeta>(() => ({ viewMode, today, teamtreeId: activeTreeId, hidden, lastContactHidden }), [viewMode, today, activeTreeId, hidden, lastContactHidden]);
  const exports = useTeamlistExports(status, sorted, columns, genealogyOn ? genealogy : null, summary, { period, month });
  const hiddenByAll = hiddenByFilters + hiddenByNoContact;
  const openDetails = usePartnerDetails((s) => s.open);
  const uplineName = (id: string) => status?.teamtree.profiles.find((p) => p.id === id)?.name ?? t('teamlist.uplineGone');

  const go = (next: ListUrlState, replace = false) => {
    setListState(next);
    setParams(writeListState(params, next), { replace });
  };
  const onSort = (column: TeamlistColumnId) => go({ ...state, page: 0, sort: nextSort(sort, column) });
  const onPage = (next: number) => {
    go({ ...state, page: next });
    // A new page starts at its first row, not where the last one ended.
    top.current?.scrollIntoView({ block: 'start' });
  };
  // Each keystroke replaces the address's search (Back leaves the list, not a letter).
  const onSearch = (next: string) => go({ ...state, page: 0, query: next }, true);
  const onMove = (active: string, over: string) => setColumns(moveColumn(chosen, active, over));
  const view: TeamlistViewProps = { rows: info.rows, columns, onOpen: (row) => openDetails(row.id), meta, hiddenByFilters: hiddenByAll, onResetFilters: resetFilters };

  return (
    <PageFrame title={t('teamlist.title')}>
      <div ref={top} className="flex scroll-mt-4 flex-wrap items-center justify-end gap-2">
        <TeamlistViewSwitch view={shownView} onChange={setView} />
        <PeriodPicker teamtreeId={activeTreeId} />
        <TeamlistSearch value={query} onChange={onSearch} found={searching && !loading ? sorted.length : null} />
        {phone && !genealogyOn && <SortControl sort={sort} categories={categories} figures={hasFigures} onChange={(next) => go({ ...state, page: 0, sort: next })} />}
        {!genealogyOn && <ColumnChooser columns={columns} offered={offeredColumns(categories, hasFigures)} onToggle={(column) => setColumns(toggleColumn(chosen, column))} onMove={onMove} cards={phone} />}
        <ExportMenu choices={exports} disabled={loading || !status} />
      </div>
      <FilterChips choice={filters} uplineName={uplineName} myTeam={teamFilter === 'myteam'} onChange={setFilters} onAllPartners={() => setTeamFilter('all')} noContact={noContact} onContactAny={noContactOff} more={figureChips(figureFilter, autoshipAny, orderAny)} />
      {loading || figuresLoading ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          {t('teamlist.loading')}
        </p>
      ) : genealogyOn ? (
        <GenealogyView state={genealogy} profiles={allProfiles ?? []} phone={phone} onOpen={(id) => openDetails(id)} hiddenByFilters={hiddenByAll} onResetFilters={resetFilters} />
      ) : (
        <>
          {phone ? (
            <TeamlistCards {...view} />
          ) : (
            <TeamlistTable {...view} categories={categories} onMoveColumn={onMove} sort={sort} onSort={onSort} />
          )}
          <Pagination info={info} onPage={onPage} />
        </>
      )}
    </PageFrame>
  );
}
