import { MenuIcon } from '../../components/Icons';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useWideShell } from '../../lib/use-media-query';
import { OutboxButton } from '../../outbox/OutboxButton';
import { useView } from '../../stores/view-store';
import { CompactTopBar } from './CompactTopBar';
import { NotificationBell } from './NotificationBell';
import { PageControls } from './PageControls';
import { ProfileMenu } from './ProfileMenu';
import { CommunityLink, ShareButton } from './TopBarLinks';
import { useTranslation } from 'react-i18next';

const iconButton = 'flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The wide top bar: sidebar toggle, the page's own controls, then Share, social link, theme, bell, profile. */
function WideTopBar() {
  const { t } = useTranslation();
  const toggleSidebar = useView((s) => s.toggleSidebar);
  const collapsed = useView((s) => s.sidebarCollapsed);
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3 dark:border-slate-800 dark:bg-slate-900">
      <button type="button" onClick={toggleSidebar} aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')} aria-expanded={!collapsed} className={iconButton}>
        <MenuIcon />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PageControls />
      </div>
      <div className="flex items-center gap-1">
        <OutboxButton />
        <ShareButton className="mr-1 flex items-center gap-2 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50" />
        <CommunityLink className={iconButton} />
        <ThemeToggle />
        <NotificationBell />
        <div className="ml-1">
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}

/** The top bar: in full from the `lg` breakpoint on, compact (menu, bell, more, profile) below it. */
export function TopBar() {
  return useWideShell() ? <WideTopBar /> : <CompactTopBar />;
}
