import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TEAMLIST_PAGE_SIZE, type ListColumn } from '@shared/domain/constants';
import { nextSort, sortProfiles } from '@shared/domain/profile-sort';
import { readListState, writeListState, type ListUrlState } from '../../lib/url-view-state';
import { usePhoneLayout } from '../../lib/use-phone-layout';
import { useView } from '../../stores/view-store';
import { PageFrame } from '../../components/PageFrame';
import type { TeamlistMeta } from './column-defs';
import { useHiddenFields } from '../../trees/hidden-fields';
import { ExportMenu } from '../../export/ExportMenu';
import { tableChoices } from '../../export/table-choices';
import { ColumnChooser } from './ColumnChooser';
import { teamlistTable } from './export-columns';
import { Pagination } from './Pagination';
import { SortControl } from './SortControl';
import { TeamlistCards } from './TeamlistCards';
import { paginate } from './paging';
import { teamFigures, withTeamFigures } from './team-figures';
import { TeamlistTable } from './TeamlistTable';
import { useTeamlistColumns } from './use-teamlist-columns';
import { useVisibleProfiles } from '../../trees/use-visible-profiles';

/**
 * The Teamlist (spec section 2): filtered, sortable, paged partners with chosen, movable
 * columns; on a phone one card per partner, with the same filter, sort, columns and pages.
 * Page and sort live in the address, so Back and reload keep them.
 */
export function TeamlistPage() {
  const { profiles, hiddenByFilters, today, loading, activeTreeId, status } = useVisibleProfiles();
  const viewMode = useView((s) => s.viewMode);
  const resetFilters = useView((s) => s.resetFilters);
  const { columns, setColumns } = useTeamlistColumns();
  const [params, setParams] = useSearchParams();
  // The page shows its own state at once; the address follows it, and Back/Forward (the address changing by itself) lead it.
  const [{ page, sort }, setListState] = useState(() => readListState(params));
  const addressState = params.toString();
  useEffect(() => setListState(readListState(new URLSearchParams(addressState))), [addressState]);
  const top = useRef<HTMLDivElement>(null);
  const phone = usePhoneLayout();

  const all = status?.teamtree.profiles;
  const linkedProfileId = status?.userMembership.linkedProfileId ?? null;
  const figures = useMemo(() => teamFigures(all ?? [], linkedProfileId), [all, linkedProfileId]);
  const rows = useMemo(() => withTeamFigures(profiles, figures), [profiles, figures]);
  const sorted = useMemo(() => sortProfiles(rows, sort), [rows, sort]);
  const info = useMemo(() => paginate(sorted, page, TEAMLIST_PAGE_SIZE), [sorted, page]);
  const hidden = useHiddenFields();
  const meta = useMemo<TeamlistMeta>(() => ({ viewMode, today, teamtreeId: activeTreeId, hidden }), [viewMode, today, activeTreeId, hidden]);
  const treeName = status?.teamtree.name ?? 'Teamlist';
  const exports = useMemo(() => tableChoices(() => teamlistTable(sorted, columns), { tree: treeName, sheet: 'Teamlist' }), [sorted, columns, treeName]);
  const go = (next: ListUrlState) => {
    setListState(next);
    setParams(writeListState(params, next));
  };
  const onSort = (column: ListColumn) => go({ page: 0, sort: nextSort(sort, column) });
  const onPage = (next: number) => {
    go({ page: next, sort });
    // A new page starts at its first row, not where the last one ended.
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <PageFrame title="Teamlist">
      <div ref={top} className="flex scroll-mt-4 flex-wrap items-center justify-end gap-2">
        {phone && <SortControl sort={sort} onChange={(next) => go({ page: 0, sort: next })} />}
        <ColumnChooser columns={columns} onChange={setColumns} cards={phone} />
        <ExportMenu choices={exports} disabled={loading || !status} />
      </div>
      {loading ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading partners...
        </p>
      ) : (
        <>
          {phone ? (
            <TeamlistCards rows={info.rows} columns={columns} meta={meta} hiddenByFilters={hiddenByFilters} onResetFilters={resetFilters} />
          ) : (
            <TeamlistTable rows={info.rows} columns={columns} onColumnsChange={setColumns} sort={sort} onSort={onSort} meta={meta} hiddenByFilters={hiddenByFilters} onResetFilters={resetFilters} />
          )}
          <Pagination info={info} onPage={onPage} />
        </>
      )}
    </PageFrame>
  );
}
