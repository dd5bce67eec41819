import type { Announcement } from '@shared/schemas/announcement';

/** Where an announcement is read: its tree's Broadcast page, opened on it. */
export const announcementHref = (item: Pick<Announcement, 'teamtreeId' | 'id'>): string =>
  `/broadcast?teamtreeId=${encodeURIComponent(item.teamtreeId)}&open=${encodeURIComponent(item.id)}`;

/** Whether an address the service worker hands over is one of these (the app follows no other). */
export const isAnnouncementHref = (path: unknown): path is string => typeof path === 'string' && /^\/broadcast\?teamtreeId=[^&]+&open=[^&]+$/.test(path);
