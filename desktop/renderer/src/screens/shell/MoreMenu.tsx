import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { MoonIcon, MoreIcon, SunIcon } from '../../components/Icons';
import { useView } from '../../stores/view-store';
import { TOUCH_ICON_BUTTON } from './NavDrawer';
import { hasPageControls, PageControls } from './PageControls';
import { CommunityLink, ShareButton } from './TopBarLinks';
import { flyoutPlacement } from '../../components/flyout';
import { useTranslation } from 'react-i18next';

const row =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-100 dark:hover:bg-slate-800';

/** The theme as a row of the overflow menu. */
function ThemeRow() {
  const { t } = useTranslation();
  const dark = useView((s) => s.theme === 'dark');
  const toggle = useView((s) => s.toggleTheme);
  return (
    <button type="button" onClick={toggle} className={row}>
      {dark ? <SunIcon className="size-4" /> : <MoonIcon className="size-4" />}
      {dark ? t('components.lightMode') : t('components.darkMode')}
    </button>
  );
}

/**
 * The compact top bar's overflow: what the wide bar shows beside the bell and the profile menu:
 * the page's own controls (Filter, Group by, Standard / Bill Date, Search), Share, the community
 * link and the theme. A panel rather than a menu, since it holds fields and switches.
 */
export function MoreMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open for the page it was opened on: another page closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const close = () => setOpenAt(null);
  return (
    <Popover.Root open={openAt === pathname} onOpenChange={(next) => setOpenAt(next ? pathname : null)}>
      <Popover.Trigger aria-label={t('shell.more')} className={TOUCH_ICON_BUTTON}>
        <MoreIcon strokeWidth={3} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t('shell.more')}
          align="end"
          {...flyoutPlacement}
          className="z-50 max-h-[calc(100dvh-5rem)] w-[min(20rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          {hasPageControls(pathname) && (
            <div className="space-y-3 border-b border-slate-200 p-1 pb-3 dark:border-slate-700">
              <PageControls stacked />
            </div>
          )}
          <div className="space-y-1 pt-2">
            <ShareButton onOpen={close} className={row} />
            <CommunityLink className={row}>{t('shell.community')}</CommunityLink>
            <ThemeRow />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
