import type { Announcement, AnnouncementsAnswer } from '@shared/schemas/announcement';

export interface NewestUnread {
  /** The newest (by posting time) unread announcement among the pages read so far. */
  item: Announcement | null;
  /** Whether no later page can hold a newer unread one. */
  done: boolean;
}

const newer = (a: Announcement, b: Announcement): boolean => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * The newest unread announcement of the pages of `GET /api/announcements` read so far (Today's
 * card). The list is pinned first, then newest: once an unread one that is not pinned has come,
 * every pinned one has been seen and the rest are older, so no later page matters; nor does one
 * once the pages hold as many unread ones as the answer's `unread` counts, or on the last page.
 */
export function newestUnread(pages: readonly AnnouncementsAnswer[]): NewestUnread {
  const total = pages[0]?.unread ?? 0;
  const unread = pages.flatMap((page) => page.announcements).filter((item) => !item.read);
  const item = unread.reduce<Announcement | null>((best, next) => (best === null || newer(next, best) ? next : best), null);
  const done = total === 0 || unread.length >= total || unread.some((one) => !one.pinned) || pages.at(-1)?.next === null;
  return { item: total === 0 ? null : item, done };
}
