import { NavLink } from 'react-router';
import { BarsIcon, BroadcastIcon, DashboardIcon, ListIcon, TodayIcon, TreeIcon } from '../../components/Icons';
import { useView, type TeamFilter } from '../../stores/view-store';
import { useTranslation } from 'react-i18next';
import { t as translate } from '../../i18n/i18n';

/** The app's sections in navigation order: Today first, on phones and desktop alike. */
export const NAV_ITEMS = [
  { to: '/today', key: 'today', Icon: TodayIcon },
  { to: '/dashboard', key: 'dashboard', Icon: DashboardIcon },
  { to: '/teamtree', key: 'teamtree', Icon: TreeIcon },
  { to: '/teamlist', key: 'teamlist', Icon: ListIcon },
  { to: '/teambars', key: 'teambars', Icon: BarsIcon },
  { to: '/broadcast', key: 'broadcast', Icon: BroadcastIcon },
] as const;

/** A section's name in the language shown. */
const navLabel = (key: (typeof NAV_ITEMS)[number]['key']) => translate(`shell.nav.${key}`);

/** The label of the section at `pathname` (the compact top bar names the page it shows). */
export function sectionLabel(pathname: string): string | undefined {
  const item = NAV_ITEMS.find((entry) => entry.to === pathname);
  return item && navLabel(item.key);
}

const TEAM_OPTIONS: Array<{ value: TeamFilter; label: 'shell.allPartners' | 'shell.myTeam' }> = [
  { value: 'all', label: 'shell.allPartners' },
  { value: 'myteam', label: 'shell.myTeam' },
];

/**
 * The section links. `collapsed`: icons only (named by aria-label); `onNavigate`: called when a
 * link is followed (the drawer closes). Touch-sized in the drawer.
 */
export function NavItems({ collapsed = false, large = false, onNavigate }: { collapsed?: boolean; large?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.main')} className="flex-1 space-y-1 p-2">
      {NAV_ITEMS.map(({ to, key, Icon }) => {
        const label = navLabel(key);
        return (
        <NavLink
          key={to}
          to={to}
          onClick={onNavigate}
          title={collapsed ? label : undefined}
          aria-label={collapsed ? label : undefined}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-lg px-3 font-medium transition-colors ${large ? 'min-h-12 text-base' : 'py-2 text-sm'} ${collapsed ? 'justify-center px-0' : ''} ${
              isActive
                ? 'bg-brand-50 text-brand-800 dark:bg-emerald-950/60 dark:text-emerald-300'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
            }`
          }
        >
          <Icon className="size-5 shrink-0" />
          {!collapsed && label}
        </NavLink>
        );
      })}
    </nav>
  );
}

/** All Partners / My Team: which partners the views show. */
export function TeamSwitch({ collapsed = false, large = false }: { collapsed?: boolean; large?: boolean }) {
  const { t } = useTranslation();
  const teamFilter = useView((s) => s.teamFilter);
  const setTeamFilter = useView((s) => s.setTeamFilter);
  return (
    <div role="radiogroup" aria-label={t('shell.partnersShown')} className={`flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800 ${collapsed ? 'flex-col' : ''}`}>
      {TEAM_OPTIONS.map((option) => {
        const checked = teamFilter === option.value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            title={t(option.label)}
            onClick={() => setTeamFilter(option.value)}
            className={`flex-1 rounded-md px-2 font-medium ${large ? 'min-h-11 text-sm' : 'py-1.5 text-xs'} ${
              checked ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-600 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {collapsed ? (option.value === 'all' ? t('shell.allShort') : t('shell.myShort')) : t(option.label)}
          </button>
        );
      })}
    </div>
  );
}
