import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { UPDATE_TYPES } from '@shared/schemas/realtime';
import type { TreeSummary } from '@shared/schemas/teamtree';
import { keys } from '../api/teamtree';
import { t } from '../i18n/i18n';
import { onReconnected, onResync, onTreeUpdate } from '../realtime/socket';
import { useAuth } from '../session/auth-store';
import { useNotice } from '../stores/notice-store';
import { useView } from '../stores/view-store';
import { announcementHref, isAnnouncementHref } from './announcement-href';
import { announcementKeys, readAnnouncementsAgain } from './announcements-api';
import { showAnnouncementNotification } from './system-notification';

/** How long the notice of a new announcement offers 'Open'. */
const NOTICE_SECONDS = 60;

/**
 * Announcements live, on every page of the shell: each `announcement-*` event (the server sends
 * it to every member's own room) reads the lists and the bell's count again; a new one by
 * someone else shows a notice with 'Open' (not on the Broadcast page of its own tree, which
 * shows it in its list), and a system notification while the app is in the background. A
 * reconnection or the server's `resync` reads them again (events may have been missed). A click
 * on the service worker's notification (public/sw-announcements.js) opens the announcement here.
 */
export function useLiveAnnouncements(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useAuth((s) => s.me);
  const where = useRef(location.pathname);
  where.current = location.pathname;
  const meId = me?.id;

  useEffect(() => {
    const again = () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
    const offReconnected = onReconnected((kind) => kind === 'global' && again());
    const offResync = onResync((kind) => kind === 'global' && again());
    const offUpdate = onTreeUpdate((event) => {
      if (event.type !== UPDATE_TYPES.announcementAdd && event.type !== UPDATE_TYPES.announcementUpdate && event.type !== UPDATE_TYPES.announcementDelete) return;
      void readAnnouncementsAgain(queryClient, event.teamtreeId);
      if (event.type !== UPDATE_TYPES.announcementAdd || !('title' in event.data)) return;
      const item = event.data;
      if (item.author?.id === meId) return;
      const tree = queryClient.getQueryData<{ teamtrees: TreeSummary[] }>(keys.trees)?.teamtrees.find((known) => known.id === item.teamtreeId);
      const open = () => void navigate(announcementHref(item));
      showAnnouncementNotification(item, open);
      const reading = where.current === '/broadcast' && useView.getState().activeTreeId === item.teamtreeId;
      if (!reading) useNotice.getState().show(t('broadcast.noticeNew', { tree: tree?.name ?? 'TeamTree', title: item.title }), { label: t('broadcast.open'), run: open, seconds: NOTICE_SECONDS });
    });
    return () => {
      offReconnected();
      offResync();
      offUpdate();
    };
  }, [queryClient, navigate, meId]);

  useEffect(() => {
    const workers = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!workers) return;
    const follow = (event: MessageEvent<{ type?: string; path?: unknown }>) => {
      if (event.data?.type === 'teamtree-open' && isAnnouncementHref(event.data.path)) void navigate(event.data.path);
    };
    workers.addEventListener('message', follow);
    return () => workers.removeEventListener('message', follow);
  }, [navigate]);
}
