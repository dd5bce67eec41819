import { CollapseIcon, ExpandIcon } from '../../components/Icons';
import { useView } from '../../stores/view-store';
import { NavItems, TeamSwitch } from './NavItems';
import { useTranslation } from 'react-i18next';

/** The wide shell's navigation: Today first, then the five views; collapsible to the 'TT' mark, and the team switch. */
export function Sidebar() {
  const { t } = useTranslation();
  const collapsed = useView((s) => s.sidebarCollapsed);
  const toggle = useView((s) => s.toggleSidebar);

  return (
    <aside
      aria-label={t('shell.sidebar')}
      className={`flex shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 dark:border-slate-800 dark:bg-slate-900 ${collapsed ? 'w-16' : 'w-56'}`}
    >
      <div className={`flex h-14 items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-800 ${collapsed ? 'justify-center' : ''}`}>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-sm font-bold text-white" aria-hidden={!collapsed}>
          {t('components.brandBadge')}
        </span>
        {!collapsed && <span className="text-lg font-semibold tracking-tight">{t('shell.nav.teamtree')}</span>}
      </div>
      <NavItems collapsed={collapsed} />
      <div className="space-y-2 border-t border-slate-200 p-2 dark:border-slate-800">
        <TeamSwitch collapsed={collapsed} />
        <button
          type="button"
          onClick={toggle}
          aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
          aria-expanded={!collapsed}
          className="flex w-full items-center justify-center rounded-lg py-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          {collapsed ? <ExpandIcon className="size-4" /> : <CollapseIcon className="size-4" />}
        </button>
      </div>
    </aside>
  );
}
