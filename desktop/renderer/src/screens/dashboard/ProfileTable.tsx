import { flexRender, getCoreRowModel, useReactTable, type Row } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { billStatus, type BillStatus } from '@shared/domain/bill-status';
import { ariaSort, nextSort, sortMark, sortProfiles, type SortState } from '@shared/domain/profile-sort';
import { useListWindow } from '../../components/use-list-window';
import { ExportMenu } from '../../export/ExportMenu';
import { tableChoices } from '../../export/table-choices';
import { dashboardTable } from './export-columns';
import { highlightFirst, matchesHighlight, searchProfiles, type DashboardProfile, type DashboardSortColumn, type Highlight } from './dashboard-rows';
import { HighlightControl } from './HighlightControl';
import { useTranslation } from 'react-i18next';
import { CELL_CLASSES, HEADER_CLASSES, PROFILE_TABLE_COLUMNS, type ProfileTableColumn, type ProfileTableMeta } from './profile-table-columns';

const ROW_ACCENT: Record<BillStatus, string> = {
  safe: 'border-l-emerald-500',
  warning: 'border-l-amber-500',
  danger: 'border-l-red-500',
  none: 'border-l-slate-300 dark:border-l-slate-600',
};

/**
 * A row's height (px): padding, one line (the badge) and the border. Rows are not measured: every
 * row has this height, and a measured row would move the scroll position under a smooth
 * keyboard scroll (End, Page Down) and stop it half way.
 */
const ROW_HEIGHT = 38;
/** Up to this many rows the table renders whole; longer ones keep only the rows in view. */
const ROWS_WINDOW_FROM = 100;

/** Stands in for the rows above or below the window (aria-hidden: not a row of the table). */
function SpacerRow({ height }: { height: number }) {
  return height > 0 ? (
    <tr aria-hidden="true">
      <td colSpan={3} className="p-0" style={{ height }} />
    </tr>
  ) : null;
}

type Sort = SortState<DashboardSortColumn>;

/** A header: Name and Bill Date sort (an arrow on the sorted column only, ↕ on the other); Status does not. */
function HeaderCell({ column, sort, onSort }: { column: ProfileTableColumn; sort: Sort; onSort(column: DashboardSortColumn): void }) {
  const { t } = useTranslation();
  const label = t(`dashboard.columns.${column}`);
  const className = `px-3 py-2 text-left ${HEADER_CLASSES[column]}`;
  if (column === 'status') {
    return (
      <th scope="col" className={`${className} font-semibold`}>
        {label}
      </th>
    );
  }
  const state = ariaSort(sort, column);
  return (
    <th scope="col" aria-sort={state} className={className}>
      <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 rounded font-semibold whitespace-nowrap hover:text-slate-900 touch:min-h-11 dark:hover:text-white">
        {label}
        <span aria-hidden="true" className={state === 'none' ? 'opacity-40' : ''}>
          {sortMark(state)}
        </span>
      </button>
    </th>
  );
}

interface RowProps {
  row: Row<DashboardProfile>;
  index: number;
  status: BillStatus;
  dimmed: boolean;
  billView: boolean;
}

/** One partner; `aria-rowindex` says where it stands among all rows (the header row is 1). */
function PartnerRow({ row, index, status, dimmed, billView }: RowProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      data-dimmed={dimmed || undefined}
      className={`border-t border-slate-100 transition-opacity dark:border-slate-800 ${billView ? `border-l-4 ${ROW_ACCENT[status]}` : ''} ${dimmed ? 'opacity-35' : ''}`}
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={CELL_CLASSES[cell.column.id as ProfileTableColumn]} title={cell.column.id === 'name' ? row.original.name : undefined}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

interface Props {
  profiles: readonly DashboardProfile[];
  search: string;
  today: string;
  /** Bill Date view mode: rows carry a status colour stripe. */
  billView: boolean;
  /** The tree's name, for the export's file name. */
  treeName: string;
}

/**
 * Name, Bill Date and status (TanStack Table); sortable, filtered by the search text, the
 * highlight dims the rest. Only the rows in view are in the page (50,000 partners scroll
 * smoothly); `aria-rowcount` tells assistive technology how many there are.
 */
export function ProfileTable({ profiles, search, today, billView, treeName }: Props) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<Sort>({ column: 'name', direction: 'asc' });
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const data = useMemo(() => highlightFirst(sortProfiles(searchProfiles(profiles, search), sort), highlight, today), [profiles, search, sort, highlight, today]);
  const meta = useMemo<ProfileTableMeta>(() => ({ today }), [today]);
  const table = useReactTable({ data, columns: PROFILE_TABLE_COLUMNS, getCoreRowModel: getCoreRowModel(), getRowId: (p) => p.id, manualSorting: true, meta });
  const rows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const view = useListWindow({ count: rows.length, scroller, estimate: ROW_HEIGHT, windowFrom: ROWS_WINDOW_FROM });
  const onSort = (column: DashboardSortColumn) => setSort(nextSort(sort, column, 'flip'));
  const exports = useMemo(
    () => tableChoices(() => dashboardTable(data, today), { tree: treeName, sheet: t('dashboard.sheet') }),
    // The language: the export's headings follow it.
    [data, today, treeName, t, i18n.language],
  );

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-partners" className="text-lg font-semibold">
          {t('dashboard.overview')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <HighlightControl value={highlight} onChange={setHighlight} />
          <ExportMenu choices={exports} />
        </div>
      </div>
      {/* Focusable, so the keyboard scrolls the rows (arrows, Page Up/Down) like any scrolling box. */}
      <div ref={scroller} tabIndex={0} role="region" aria-label={t('dashboard.overviewRows')} className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table aria-labelledby="dashboard-partners" aria-rowcount={rows.length + 1} className="w-full text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} column={header.column.id as ProfileTableColumn} sort={sort} onSort={onSort} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            <SpacerRow height={view.before} />
            {view.indexes.map((index) => {
              const row = rows[index];
              const { billDate } = row.original;
              return <PartnerRow key={row.id} row={row} index={index} status={billStatus(billDate, today)} dimmed={!matchesHighlight(highlight, billDate, today)} billView={billView} />;
            })}
            <SpacerRow height={view.after} />
            {rows.length === 0 && (
              <tr>
                <td colSpan={3} className="px-3 py-6 text-center text-slate-600 dark:text-slate-400">
                  {t('dashboard.noPartners')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
