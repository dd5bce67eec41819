import { describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementsAnswer } from '../../../../shared/schemas/announcement';
import { newestUnread } from '../../../../desktop/renderer/src/announcements/newest-unread';

const item = (id: string, day: number, read: boolean, pinned = false): Announcement => ({
  id,
  teamtreeId: 't',
  title: id,
  body: 'Text',
  pinned,
  author: null,
  createdAt: `2026-12-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2026-12-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  version: 1,
  readCount: null,
  memberCount: null,
  read,
});
const page = (announcements: Announcement[], unread: number, next: string | null = 'more'): AnnouncementsAnswer => ({ announcements, unread, next });

describe("Today's newest unread announcement", () => {
  it('is none, and no page more is read, when nothing is unread', () => {
    expect(newestUnread([page([item('a', 5, true)], 0)])).toEqual({ item: null, done: true });
  });

  it('is the newest unread one, also when an older pinned one comes first', () => {
    const found = newestUnread([page([item('pinned', 1, false, true), item('read', 6, true), item('new', 5, false), item('old', 4, false)], 3)]);
    expect(found).toEqual({ item: expect.objectContaining({ id: 'new' }), done: true });
  });

  it('is a newer pinned one over the first unread one that is not pinned', () => {
    expect(newestUnread([page([item('pinned', 7, false, true), item('new', 5, false)], 5)]).item?.id).toBe('pinned');
  });

  it('reads on while only pinned ones were unread so far and more are counted', () => {
    const first = page([item('pinned', 1, false, true), item('read', 6, true)], 2);
    expect(newestUnread([first]).done).toBe(false);
    const found = newestUnread([first, page([item('later', 3, false)], 2, null)]);
    expect(found).toEqual({ item: expect.objectContaining({ id: 'later' }), done: true });
  });

  it('stops once every unread one counted is seen, and on the last page', () => {
    expect(newestUnread([page([item('pinned', 1, false, true), item('read', 6, true)], 1)]).done).toBe(true);
    expect(newestUnread([page([item('read', 6, true)], 1, null)])).toEqual({ item: null, done: true });
  });
});
