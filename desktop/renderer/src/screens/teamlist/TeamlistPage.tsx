import { useMemo, useState } from 'react';
import { TEAMLIST_PAGE_SIZE, type TeamlistColumn } from '../../../../../shared/domain/constants';
import { useView } from '../../stores/view-store';
import { PageFrame } from '../PagePlaceholder';
import type { TeamlistMeta } from './column-defs';
import { ColumnChooser } from './ColumnChooser';
import { Pagination } from './Pagination';
import { paginate } from './paging';
import { nextSort, sortProfiles, type SortState } from './sorting';
import { TeamlistTable } from './TeamlistTable';
import { useTeamlistColumns } from './use-teamlist-columns';
import { useVisibleProfiles } from './use-visible-profiles';

/** The Teamlist (spec section 2): filtered, sortable, paged partners with chosen, movable columns. */
export function TeamlistPage() {
  const { profiles, today, loading } = useVisibleProfiles();
  const viewMode = useView((s) => s.viewMode);
  const { columns, setColumns } = useTeamlistColumns();
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(0);

  const sorted = useMemo(() => sortProfiles(profiles, sort), [profiles, sort]);
  const info = useMemo(() => paginate(sorted, page, TEAMLIST_PAGE_SIZE), [sorted, page]);
  const meta = useMemo<TeamlistMeta>(() => ({ viewMode, today }), [viewMode, today]);
  const onSort = (column: TeamlistColumn) => {
    setSort((current) => nextSort(current, column));
    setPage(0);
  };

  return (
    <PageFrame title="Teamlist">
      <div className="flex items-center justify-end">
        <ColumnChooser columns={columns} onChange={setColumns} />
      </div>
      {loading ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading partners...
        </p>
      ) : (
        <>
          <TeamlistTable rows={info.rows} columns={columns} onColumnsChange={setColumns} sort={sort} onSort={onSort} meta={meta} />
          <Pagination info={info} onPage={setPage} />
        </>
      )}
    </PageFrame>
  );
}
