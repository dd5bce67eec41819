import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/Icons';
import { NavItems, TeamSwitch } from './NavItems';
import { useTranslation } from 'react-i18next';

export const TOUCH_ICON_BUTTON =
  'flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The compact shell's navigation: a menu button opening a drawer from the left (a modal side
 * sheet: focus stays inside, Escape or the overlay closes it) with the sections and the All
 * Partners / My Team switch. Following a link closes it, and so does any navigation.
 */
export function NavDrawer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open for the page it was opened on: another page closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const close = () => setOpenAt(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenAt(next ? pathname : null)}>
      <Dialog.Trigger aria-label={t('shell.openNavigation')} className={TOUCH_ICON_BUTTON}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100vw-3rem)] flex-col overflow-y-auto border-r border-slate-200 bg-white shadow-2xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 pr-1.5 pl-3 dark:border-slate-800">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-sm font-bold text-white">
              {t('components.brandBadge')}
            </span>
            <Dialog.Title className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight">{t('shell.nav.teamtree')}</Dialog.Title>
            <Dialog.Close aria-label={t('shell.closeNavigation')} className={TOUCH_ICON_BUTTON}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <NavItems large onNavigate={close} />
          <div className="border-t border-slate-200 p-3 dark:border-slate-800">
            <TeamSwitch large />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
