import { useMemo, useState } from 'react';
import { billStatus, type BillStatus } from '../../../../../shared/domain/bill-status';
import { HighlightControl } from './HighlightControl';
import { BillStatusBadge } from '../../components/BillStatusBadge';
import { ariaSort, nextSort, sortMark, sortProfiles, type SortState } from '../../../../../shared/domain/profile-sort';
import { highlightFirst, matchesHighlight, searchProfiles, type DashboardProfile, type DashboardSortColumn, type Highlight } from './dashboard-rows';
import { shortDate } from './german-labels';

const ROW_ACCENT: Record<BillStatus, string> = {
  safe: 'border-l-emerald-500',
  warning: 'border-l-amber-500',
  danger: 'border-l-red-500',
  none: 'border-l-slate-300 dark:border-l-slate-600',
};

type Sort = SortState<DashboardSortColumn>;

function SortHeader({ label, column, sort, onSort, className = '' }: { label: string; column: DashboardSortColumn; sort: Sort; onSort(column: DashboardSortColumn): void; className?: string }) {
  const state = ariaSort(sort, column);
  const active = state !== 'none';
  return (
    <th scope="col" aria-sort={state} className={`px-3 py-2 text-left ${className}`}>
      <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 rounded font-semibold whitespace-nowrap hover:text-slate-900 dark:hover:text-white">
        {label}
        <span aria-hidden="true" className={active ? '' : 'opacity-40'}>
          {sortMark(state)}
        </span>
      </button>
    </th>
  );
}

interface Props {
  profiles: readonly DashboardProfile[];
  search: string;
  today: string;
  /** Bill Date view mode: rows carry a status colour stripe. */
  billView: boolean;
}

/** Name, Bill Date and status; sortable, filtered by the search text, highlight dims the rest. */
export function ProfileTable({ profiles, search, today, billView }: Props) {
  const [sort, setSort] = useState<Sort>({ column: 'name', direction: 'asc' });
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const rows = useMemo(() => highlightFirst(sortProfiles(searchProfiles(profiles, search), sort), highlight, today), [profiles, search, sort, highlight, today]);

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-partners" className="text-lg font-semibold">
          Partner overview
        </h2>
        <HighlightControl value={highlight} onChange={setHighlight} />
      </div>
      <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table aria-labelledby="dashboard-partners" className="w-full text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <tr>
              {/* The name takes the room the date and the badge do not need. */}
              <SortHeader label="Name" column="name" sort={sort} onSort={(k) => setSort(nextSort(sort, k, 'flip'))} className="w-full" />
              <SortHeader label="Bill Date" column="billDate" sort={sort} onSort={(k) => setSort(nextSort(sort, k, 'flip'))} className="w-px" />
              <th scope="col" className="w-px px-3 py-2 text-left font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => {
              const status = billStatus(p.billDate, today);
              const dimmed = !matchesHighlight(highlight, p.billDate, today);
              return (
                <tr
                  key={p.id}
                  data-dimmed={dimmed || undefined}
                  className={`border-t border-slate-100 transition-opacity dark:border-slate-800 ${billView ? `border-l-4 ${ROW_ACCENT[status]}` : ''} ${dimmed ? 'opacity-35' : ''}`}
                >
                  <td className="max-w-0 truncate px-3 py-2 font-medium" title={p.name}>
                    {p.name}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{p.billDate ? shortDate(p.billDate) : '—'}</td>
                  <td className="px-3 py-2">
                    <BillStatusBadge status={status} />
                  </td>
                </tr>
              );
            })}
            {rows.length === 0 && (
              <tr>
                <td colSpan={3} className="px-3 py-6 text-center text-slate-600 dark:text-slate-400">
                  No partners
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
