import { useLocation } from 'react-router';
import { useAppConfig } from '../../api/config';
import { ExternalIcon, MenuIcon, SearchIcon, ShareIcon } from '../../components/Icons';
import { platform } from '../../platform';
import { useModals } from '../../stores/modal-store';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { useBarsGrouping } from '../../lib/use-bars-grouping';
import { FilterMenu } from './FilterMenu';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';
import { ThemeToggle } from '../../components/ThemeToggle';
import { ViewModeSwitch } from './ViewModeSwitch';

const iconButton = 'flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

function GroupingSelect() {
  const [grouping, setGrouping] = useBarsGrouping();
  const { status } = useActiveTreeStatus();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="bars-grouping" className="text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
        Group by
      </label>
      <select id="bars-grouping" name="grouping" value={grouping} onChange={(e) => setGrouping(e.target.value)} className="input w-36 py-1.5">
        <option value="upline">Upline</option>
        <option value="billdate">Bill Date</option>
        {(status?.teamtree.categories ?? []).map((c) => (
          <option key={c.id} value={`category:${c.name}`}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function SearchBox() {
  const search = useView((s) => s.search);
  const setSearch = useView((s) => s.setSearch);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="dashboard-search" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Search
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
        <input id="dashboard-search" name="search" type="search" placeholder="Search..." value={search} onChange={(e) => setSearch(e.target.value)} className="input w-48 py-1.5 pl-8 xl:w-64" />
      </div>
    </div>
  );
}

/** The top bar: sidebar toggle, the page's own controls, then Share, social link, theme, bell, profile. */
export function TopBar() {
  const { pathname } = useLocation();
  const toggleSidebar = useView((s) => s.toggleSidebar);
  const collapsed = useView((s) => s.sidebarCollapsed);
  const openShare = useModals((s) => s.openShare);
  const { activeTreeId } = useActiveTreeStatus();
  const socialUrl = useAppConfig().data?.socialUrl;

  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3 dark:border-slate-800 dark:bg-slate-900">
      <button type="button" onClick={toggleSidebar} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!collapsed} className={iconButton}>
        <MenuIcon />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {['/teamtree', '/teamlist', '/teambars'].includes(pathname) && <FilterMenu />}
        {pathname === '/teambars' && <GroupingSelect />}
        {['/teamtree', '/teamlist', '/teambars', '/dashboard'].includes(pathname) && <ViewModeSwitch />}
        {pathname === '/dashboard' && <SearchBox />}
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={openShare}
          disabled={!activeTreeId}
          className="mr-1 flex items-center gap-2 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50"
        >
          <ShareIcon className="size-4" /> Share
        </button>
        {socialUrl && (
          <a
            href={socialUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Community (opens in a new tab)"
            className={iconButton}
            onClick={(e) => {
              if (platform().kind === 'desktop') {
                e.preventDefault();
                platform().openExternal(socialUrl);
              }
            }}
          >
            <ExternalIcon />
          </a>
        )}
        <ThemeToggle />
        <NotificationBell />
        <div className="ml-1">
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
