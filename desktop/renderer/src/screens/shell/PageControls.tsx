import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/Icons';
import { useBarsGrouping } from '../../lib/use-bars-grouping';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { FilterMenu } from './FilterMenu';
import { usePeriod } from '../../figures/use-figures';
import { RANK_GROUPING } from '../teambars/grouping';
import { ViewModeSwitch } from './ViewModeSwitch';

/** Teambars' 'Group by'. `stacked`: the label above a full-width select (the overflow menu). */
function GroupingSelect({ stacked }: { stacked: boolean }) {
  const { t } = useTranslation();
  const [grouping, setGrouping] = useBarsGrouping();
  const { status } = useActiveTreeStatus();
  // 'Rank' (of the month picked in 'Period') while the tree has figures, or while it is chosen.
  const ranks = usePeriod(status?.teamtree.id ?? null).period !== null || grouping === RANK_GROUPING;
  return (
    <div className={stacked ? 'space-y-1' : 'flex items-center gap-2'}>
      <label htmlFor="bars-grouping" className="block text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
        {t('controls.groupBy')}
      </label>
      <select id="bars-grouping" name="grouping" value={grouping} onChange={(e) => setGrouping(e.target.value)} className={`input py-1.5 ${stacked ? '' : 'w-36'}`}>
        <option value="upline">{t('controls.upline')}</option>
        <option value="billdate">{t('controls.billDate')}</option>
        {ranks && <option value={RANK_GROUPING}>{t('figures.views.groupRank')}</option>}
        {(status?.teamtree.categories ?? []).map((c) => (
          <option key={c.id} value={`category:${c.name}`}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The dashboard's search. `stacked`: the label above a full-width field (the overflow menu). */
function SearchBox({ stacked }: { stacked: boolean }) {
  const { t } = useTranslation();
  const search = useView((s) => s.search);
  const setSearch = useView((s) => s.setSearch);
  return (
    <div className={stacked ? 'space-y-1' : 'flex items-center gap-2'}>
      <label htmlFor="dashboard-search" className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('controls.search')}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id="dashboard-search"
          name="search"
          type="search"
          placeholder={t('controls.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={`input py-1.5 pl-8 ${stacked ? '' : 'w-48 xl:w-64'}`}
        />
      </div>
    </div>
  );
}

/** Whether the page at `pathname` has controls of its own in the top bar. */
export function hasPageControls(pathname: string): boolean {
  return ['/teamtree', '/teamlist', '/teambars', '/dashboard'].includes(pathname);
}

/**
 * The current page's own controls: Filter (tree, list, bars), Group by (bars), the Standard /
 * Bill Date switch, the dashboard's search. In a row in the wide top bar, one above the other
 * in the overflow menu (`stacked`).
 */
export function PageControls({ stacked = false }: { stacked?: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
      {['/teamtree', '/teamlist', '/teambars'].includes(pathname) && <FilterMenu wide={stacked} followUps={pathname === '/teamlist'} />}
      {pathname === '/teambars' && <GroupingSelect stacked={stacked} />}
      {hasPageControls(pathname) && <ViewModeSwitch wide={stacked} />}
      {pathname === '/dashboard' && <SearchBox stacked={stacked} />}
    </>
  );
}
