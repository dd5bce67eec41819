import { useQuery } from '@tanstack/react-query';
import type { Announcement, AnnouncementsAnswer } from '@shared/schemas/announcement';
import { useIdleValue } from '../lib/use-idle-value';
import { announcementKeys, fetchAnnouncements } from './announcements-api';
import { newestUnread } from './newest-unread';

/** Announcements asked for at a time, and at most this many pages (the newest unread one is nearly always on the first). */
const PAGE = 25;
const MAX_PAGES = 8;

async function findNewestUnread(): Promise<Announcement | null> {
  const pages: AnnouncementsAnswer[] = [];
  let before: string | null = null;
  do {
    const page = await fetchAnnouncements(undefined, before, PAGE);
    pages.push(page);
    const found = newestUnread(pages);
    if (found.done) return found.item;
    before = page.next;
  } while (before && pages.length < MAX_PAGES);
  return newestUnread(pages).item;
}

/**
 * The newest announcement the user has not read, in any of their trees, or null (Today's card).
 * Asked once the page is idle, so it never competes with the page's own first requests; read
 * again with the bell's count (an `announcement-*` event, a reconnection, a read mark here).
 */
export function useNewestUnreadAnnouncement(): Announcement | null {
  const idle = useIdleValue(true, false, 3_000);
  const query = useQuery({ queryKey: announcementKeys.newestUnread, queryFn: findNewestUnread, enabled: idle, staleTime: 15_000, refetchOnWindowFocus: true });
  return query.data ?? null;
}
