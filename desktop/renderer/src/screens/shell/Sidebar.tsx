import { NavLink } from 'react-router';
import { BarsIcon, BroadcastIcon, CollapseIcon, DashboardIcon, ExpandIcon, ListIcon, TodayIcon, TreeIcon } from '../../components/Icons';
import { useView, type TeamFilter } from '../../stores/view-store';

const ITEMS = [
  { to: '/today', label: 'Today', Icon: TodayIcon },
  { to: '/dashboard', label: 'Dashboard', Icon: DashboardIcon },
  { to: '/teamtree', label: 'TeamTree', Icon: TreeIcon },
  { to: '/teamlist', label: 'Teamlist', Icon: ListIcon },
  { to: '/teambars', label: 'Teambars', Icon: BarsIcon },
  { to: '/broadcast', label: 'Broadcast', Icon: BroadcastIcon },
];

const TEAM_OPTIONS: Array<{ value: TeamFilter; label: string }> = [
  { value: 'all', label: 'All Partners' },
  { value: 'myteam', label: 'My Team' },
];

/** The navigation: Today first (on phones and desktop alike), then the five views; collapsible to the 'TT' mark, and the team switch. */
export function Sidebar() {
  const collapsed = useView((s) => s.sidebarCollapsed);
  const toggle = useView((s) => s.toggleSidebar);
  const teamFilter = useView((s) => s.teamFilter);
  const setTeamFilter = useView((s) => s.setTeamFilter);

  return (
    <aside
      aria-label="Sidebar"
      className={`flex shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 dark:border-slate-800 dark:bg-slate-900 ${collapsed ? 'w-16' : 'w-56'}`}
    >
      <div className={`flex h-14 items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-800 ${collapsed ? 'justify-center' : ''}`}>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-sm font-bold text-white" aria-hidden={!collapsed}>
          TT
        </span>
        {!collapsed && <span className="text-lg font-semibold tracking-tight">TeamTree</span>}
      </div>
      <nav aria-label="Main" className="flex-1 space-y-1 p-2">
        {ITEMS.map(({ to, label, Icon }) => (
          <NavLink
            key={to}
            to={to}
            title={collapsed ? label : undefined}
            aria-label={collapsed ? label : undefined}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${collapsed ? 'justify-center px-0' : ''} ${
                isActive
                  ? 'bg-brand-50 text-brand-800 dark:bg-emerald-950/60 dark:text-emerald-300'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
              }`
            }
          >
            <Icon className="size-5 shrink-0" />
            {!collapsed && label}
          </NavLink>
        ))}
      </nav>
      <div className="space-y-2 border-t border-slate-200 p-2 dark:border-slate-800">
        <div role="radiogroup" aria-label="Partners shown" className={`flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800 ${collapsed ? 'flex-col' : ''}`}>
          {TEAM_OPTIONS.map((option) => {
            const checked = teamFilter === option.value;
            return (
              <button
                key={option.value}
                type="button"
                role="radio"
                aria-checked={checked}
                title={option.label}
                onClick={() => setTeamFilter(option.value)}
                className={`flex-1 rounded-md px-2 py-1.5 text-xs font-medium ${
                  checked ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-600 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`}
              >
                {collapsed ? (option.value === 'all' ? 'All' : 'My') : option.label}
              </button>
            );
          })}
        </div>
        <button
          type="button"
          onClick={toggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          className="flex w-full items-center justify-center rounded-lg py-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          {collapsed ? <ExpandIcon className="size-4" /> : <CollapseIcon className="size-4" />}
        </button>
      </div>
    </aside>
  );
}
