import { useLocation } from 'react-router';
import { OutboxButton } from '../../outbox/OutboxButton';
import { MoreMenu } from './MoreMenu';
import { NavDrawer } from './NavDrawer';
import { sectionLabel } from './NavItems';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';
import { useTranslation } from 'react-i18next';

/**
 * The top bar below the `lg` breakpoint: the navigation drawer's button, the section's name,
 * then the bell, the overflow menu (everything else of the wide bar) and the profile menu.
 */
export function CompactTopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="flex h-14 shrink-0 items-center gap-1 border-b border-slate-200 bg-white px-1.5 dark:border-slate-800 dark:bg-slate-900">
      <NavDrawer />
      <span className="min-w-0 flex-1 truncate px-1 text-base font-semibold tracking-tight">{sectionLabel(pathname) ?? t('shell.nav.teamtree')}</span>
      <OutboxButton />
      <NotificationBell />
      <MoreMenu />
      <ProfileMenu />
    </header>
  );
}
