import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ANNOUNCEMENTS_LIMIT_MAX, type Announcement } from '@shared/schemas/announcement';
import {
  changeAnnouncement,
  deleteAnnouncement,
  fetchAnnouncements,
  markAnnouncementRead,
  markReadHeld,
  postAnnouncement,
  readAnnouncementsAgain,
  type AnnouncementDraft,
} from './announcements-api';

/** At most this many read marks are sent at once by 'Mark all read'. */
const MARKS_AT_ONCE = 5;

/** The ids of the tree's unread announcements, all pages of them (the list may hold only the first). */
async function unreadIds(teamtreeId: string): Promise<string[]> {
  const ids: string[] = [];
  let before: string | null = null;
  do {
    const page = await fetchAnnouncements(teamtreeId, before, ANNOUNCEMENTS_LIMIT_MAX);
    ids.push(...page.announcements.filter((item) => !item.read).map((item) => item.id));
    before = page.next;
  } while (before);
  return ids;
}

/**
 * What the Broadcast page does with a tree's announcements: post, change, delete (each reads
 * the list again, the other members get the server's event), mark one read when it is opened,
 * and 'Mark all read'. Read marks show at once; a failed one reads the list again.
 */
export function useAnnouncementActions(teamtreeId: string) {
  const queryClient = useQueryClient();
  const again = useCallback(() => readAnnouncementsAgain(queryClient, teamtreeId), [queryClient, teamtreeId]);

  const markRead = useCallback(
    (item: Announcement) => {
      if (item.read) return;
      markReadHeld(queryClient, teamtreeId, [item.id]);
      markAnnouncementRead(item.id).catch(() => void again());
    },
    [queryClient, teamtreeId, again],
  );

  const markAllRead = useCallback(async () => {
    const ids = await unreadIds(teamtreeId);
    markReadHeld(queryClient, teamtreeId, ids);
    try {
      for (let i = 0; i < ids.length; i += MARKS_AT_ONCE) await Promise.all(ids.slice(i, i + MARKS_AT_ONCE).map((id) => markAnnouncementRead(id)));
    } finally {
      await again();
    }
  }, [queryClient, teamtreeId, again]);

  return useMemo(
    () => ({
      post: async (draft: AnnouncementDraft) => {
        const answer = await postAnnouncement(teamtreeId, draft);
        await again();
        return answer.announcement;
      },
      change: async (item: Announcement, draft: AnnouncementDraft) => {
        const answer = await changeAnnouncement(item, draft);
        await again();
        return answer.announcement;
      },
      remove: async (item: Announcement) => {
        await deleteAnnouncement(item.id);
        await again();
      },
      markRead,
      markAllRead,
    }),
    [teamtreeId, again, markRead, markAllRead],
  );
}
