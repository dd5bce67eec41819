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

/** How a notification is shown: by the service worker, by the page itself, or not at all. */
export type NotificationWay = 'worker' | 'page' | null;

export interface NotificationState {
  /** `Notification.permission`; null where there are no notifications. */
  permission: NotificationPermission | null;
  /** The user would not see it in the app now (page hidden, window not focused). */
  background: boolean;
  /** The desktop app (no service worker; Electron shows the page's as the system's). */
  desktop: boolean;
  /** A service worker controls the page. */
  workerControls: boolean;
}

/**
 * Only where the user allowed notifications (the desktop app allows them; a browser only after
 * the Broadcast page's button) and only while the app is in the background; in a browser through
 * the service worker when one controls the page (the only way on phones), else the page's own.
 */
export function notificationWay(state: NotificationState): NotificationWay {
  if (state.permission !== 'granted' || !state.background) return null;
  return !state.desktop && state.workerControls ? 'worker' : 'page';
}

/** The notification's words: the title, and the message cut to a notification's length. */
export function notificationContent(item: Pick<Announcement, 'id' | 'title' | 'body'>): { title: string; body: string; tag: string } {
  return {
    title: t('broadcast.notificationTitle', { title: item.title }),
    body: item.body.length > BODY_MAX ? `${item.body.slice(0, BODY_MAX - 1)}…` : item.body,
    tag: `teamtree-announcement-${item.id}`,
  };
}

/** A system notification of a new announcement, when `notificationWay` says so; a click opens the announcement. */
export function showAnnouncementNotification(item: Announcement, open: () => void): void {
  const workers = !desktopHost() && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  const way = notificationWay({
    permission: notificationsSupported() ? Notification.permission : null,
    background: inBackground(),
    desktop: desktopHost() !== null,
    workerControls: Boolean(workers?.controller),
  });
  if (!way) return;
  const { title, body, tag } = notificationContent(item);
  if (way === 'worker' && workers) {
    void workers.ready.then((registration) => registration.showNotification(title, { body, tag, data: { kind: 'teamtree-announcement', url: announcementHref(item) } })).catch(() => undefined);
    return;
  }
  const shown = new Notification(title, { body, tag });
  shown.onclick = () => {
    window.focus();
    open();
    shown.close();
  };
}
