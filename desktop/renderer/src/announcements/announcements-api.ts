import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { okAnswer } from '@shared/schemas/common';
import { announcement, announcementReadersAnswer, announcementsAnswer, type Announcement, type AnnouncementsAnswer } from '@shared/schemas/announcement';
import { api } from '../api/instance';
import { whenIdle } from '../lib/when-idle';

/** React Query keys of the announcements: one list per tree, and the unread count of all the user's trees (the bell). */
export const announcementKeys = {
  all: ['announcements'] as const,
  tree: (teamtreeId: string) => ['announcements', 'tree', teamtreeId] as const,
  unread: ['announcements', 'unread'] as const,
  /** Today's card: the newest unread announcement (under `unread`, so whatever reads the count again reads it too). */
  newestUnread: ['announcements', 'unread', 'newest'] as const,
  /** Who has read one (a manager's), by the count the list gave: a new count reads them again. */
  readers: (id: string, readCount: number | null) => ['announcements', 'readers', id, readCount] as const,
};

const changed = z.object({ announcement });
const ok = okAnswer.or(z.object({}).loose());

export const fetchAnnouncements = (teamtreeId: string | undefined, before?: string | null, limit?: number) =>
  api.get('/announcements', { query: { teamtreeId, before, limit }, schema: announcementsAnswer });

export interface AnnouncementDraft {
  title: string;
  body: string;
  pinned: boolean;
}

export const postAnnouncement = (teamtreeId: string, draft: AnnouncementDraft) => api.post('/teamtree/announcement', { teamtreeId, ...draft }, { schema: changed });
export const changeAnnouncement = (item: Pick<Announcement, 'id' | 'version'>, draft: AnnouncementDraft) =>
  api.put('/teamtree/announcement', { id: item.id, version: item.version, ...draft }, { schema: changed });
export const deleteAnnouncement = (id: string) => api.delete('/teamtree/announcement', { query: { id }, schema: ok });
export const markAnnouncementRead = (id: string) => api.post('/announcement/read', { id }, { schema: ok });
export const fetchAnnouncementReaders = (id: string) => api.get('/announcement/readers', { query: { id }, schema: announcementReadersAnswer });

/** Who of the tree's members has read the announcement (its owner's and moderators'), asked for while `enabled` (the list is shown). */
export function useAnnouncementReaders(item: Pick<Announcement, 'id' | 'readCount'>, enabled: boolean) {
  return useQuery({ queryKey: announcementKeys.readers(item.id, item.readCount), queryFn: () => fetchAnnouncementReaders(item.id), enabled });
}

type Pages = InfiniteData<AnnouncementsAnswer, string | null>;

/** A tree's announcements, pinned first then newest, page by page ('Show older'). */
export function useTreeAnnouncements(teamtreeId: string | null) {
  return useInfiniteQuery({
    queryKey: announcementKeys.tree(teamtreeId ?? ''),
    queryFn: ({ pageParam }) => fetchAnnouncements(teamtreeId ?? undefined, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: teamtreeId !== null,
    staleTime: 15_000,
    // A member's read mark comes as no event: a manager who comes back to the page sees the counts as they are.
    refetchOnWindowFocus: true,
  });
}

/** Whether the browser has been idle once since the component came (at the latest after `timeoutMs`). */
function useIdleOnce(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}

/**
 * How many announcements the user has not read, across all their trees (the bell's number).
 * Asked once the page is idle, so it never competes with the first page's own requests.
 */
export function useUnreadAnnouncements(): number {
  const idle = useIdleOnce(3_000);
  const query = useQuery({ queryKey: announcementKeys.unread, queryFn: () => fetchAnnouncements(undefined, null, 1), enabled: idle, staleTime: 30_000 });
  return query.data?.unread ?? 0;
}

/** Marks announcements read in the held lists at once (the server is told separately), and the counts with them. */
export function markReadHeld(queryClient: QueryClient, teamtreeId: string, ids: readonly string[]): void {
  const marked = new Set(ids);
  let newlyRead = 0;
  queryClient.setQueryData<Pages>(announcementKeys.tree(teamtreeId), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      announcements: page.announcements.map((item) => {
        if (!marked.has(item.id) || item.read) return item;
        newlyRead++;
        return { ...item, read: true };
      }),
    }));
    const first = pages[0];
    if (first) pages[0] = { ...first, unread: Math.max(0, first.unread - newlyRead) };
    return { ...data, pages };
  });
  queryClient.setQueryData<AnnouncementsAnswer>(announcementKeys.unread, (data) => (data ? { ...data, unread: Math.max(0, data.unread - newlyRead) } : data));
  // Today's card leaves at once, and the next unread one is looked for when Today shows again.
  if (marked.has(queryClient.getQueryData<Announcement | null>(announcementKeys.newestUnread)?.id ?? '')) {
    queryClient.setQueryData(announcementKeys.newestUnread, null);
    void queryClient.invalidateQueries({ queryKey: announcementKeys.newestUnread, refetchType: 'none' });
  }
}

/** Reads every announcement list and count again (after a change, an event, a reconnection). */
export function readAnnouncementsAgain(queryClient: QueryClient, teamtreeId?: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: teamtreeId ? announcementKeys.tree(teamtreeId) : announcementKeys.all }).then(() =>
    teamtreeId ? queryClient.invalidateQueries({ queryKey: announcementKeys.unread }) : undefined,
  );
}
