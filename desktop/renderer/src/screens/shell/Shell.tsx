import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Alert';
import { NoticeToast } from '../../components/NoticeToast';
import { useOwnChangeUndo } from '../../history/use-own-change-undo';
import { OfflineStateBanner } from '../../offline/OfflineStateBanner';
import { OfflineNotice } from '../../realtime/OfflineNotice';
import { useRealtime } from '../../realtime/useRealtime';
import { useLiveAnnouncements } from '../../announcements/use-live-announcements';
import { useWideShell } from '../../lib/use-media-query';
import { useModals } from '../../stores/modal-store';
import { useActiveTree } from '../../trees/active-tree';
import { PartnerDetailsHost } from './PartnerDetailsHost';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const CreateJoinModal = lazy(async () => ({ default: (await import('../create-join/CreateJoinModal')).CreateJoinModal }));
const ShareModal = lazy(async () => ({ default: (await import('../share/ShareModal')).ShareModal }));

/**
 * The signed-in frame: sidebar, top bar, the page, and the app-wide dialogs. Below the `lg`
 * breakpoint the sidebar is a drawer of the compact top bar; the frame is never wider than the
 * window (pages scroll down inside `main`, and sideways only inside their own boxes).
 */
export function Shell() {
  const { t } = useTranslation();
  const wide = useWideShell();
  const createJoin = useModals((s) => s.createJoin);
  const share = useModals((s) => s.share);
  useRealtime();
  useLiveAnnouncements();
  useOwnChangeUndo(useActiveTree().activeTreeId);
  return (
    <div className="flex h-dvh overflow-hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[80] focus:rounded-lg focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-white focus:shadow-lg"
      >
        {t('controls.skipToContent')}
      </a>
      {wide && <Sidebar />}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <OfflineStateBanner />
        <VerifyEmailBanner />
        <main id="main" tabIndex={-1} className="min-h-0 flex-1 overflow-auto outline-none">
          <Suspense
            fallback={
              <div className="p-8">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Suspense fallback={null}>
        {createJoin && <CreateJoinModal />}
        {share && <ShareModal />}
      </Suspense>
      <PartnerDetailsHost />
      <OfflineNotice />
      <NoticeToast />
    </div>
  );
}
