import type { Announcement } from '@shared/schemas/announcement';
import { t } from '../i18n/i18n';
import { desktopHost } from '../platform';
import { announcementHref } from './announcement-href';

/** The longest message text a notification shows; the rest is on the Broadcast page. */
const BODY_MAX = 180;

/** Whether the user would not see a new announcement in the app now: the page is hidden, or the window is not focused. */
export function inBackground(): boolean {
  return document.visibilityState === 'hidden' || !document.hasFocus();
}

/** Whether this app can show system notifications at all. */
export const notificationsSupported = (): boolean => typeof Notification !== 'undefined';

/**
 * A system notification of a new announcement while the app is in the background, where the
 * user allowed notifications (the desktop app allows them; a browser only after the Broadcast
 * page's button). In a browser through the service worker when one controls the page (the only
 * way on phones, and it outlives the tab's sleep), else the page's own `Notification`; the
 * desktop app (no worker) through `Notification`, which Electron shows as the system's.
 * A click opens the announcement.
 */
export function showAnnouncementNotification(item: Announcement, open: () => void): void {
  if (!notificationsSupported() || Notification.permission !== 'granted' || !inBackground()) return;
  const title = t('broadcast.notificationTitle', { title: item.title });
  const body = item.body.length > BODY_MAX ? `${item.body.slice(0, BODY_MAX - 1)}…` : item.body;
  const tag = `teamtree-announcement-${item.id}`;
  const worker = !desktopHost() && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (worker) {
    void navigator.serviceWorker.ready
      .then((registration) => registration.showNotification(title, { body, tag, data: { kind: 'teamtree-announcement', url: announcementHref(item) } }))
      .catch(() => undefined);
    return;
  }
  const shown = new Notification(title, { body, tag });
  shown.onclick = () => {
    window.focus();
    open();
    shown.close();
  };
}
