import { describe, expect, it } from 'vitest';
import { notificationContent, notificationWay, type NotificationState } from '../../../../desktop/renderer/src/announcements/system-notification';

const browser: NotificationState = { permission: 'granted', background: true, desktop: false, workerControls: true };

describe("an announcement's system notification", () => {
  it('comes only where the user allowed notifications, and only while the app is in the background', () => {
    expect(notificationWay(browser)).toBe('worker');
    expect(notificationWay({ ...browser, permission: 'default' })).toBeNull();
    expect(notificationWay({ ...browser, permission: 'denied' })).toBeNull();
    expect(notificationWay({ ...browser, permission: null })).toBeNull();
    expect(notificationWay({ ...browser, background: false })).toBeNull();
  });

  it("goes through the service worker in a browser it controls, else the page's own; the desktop app's always the page's", () => {
    expect(notificationWay({ ...browser, workerControls: false })).toBe('page');
    expect(notificationWay({ ...browser, desktop: true, workerControls: false })).toBe('page');
    expect(notificationWay({ ...browser, desktop: true, workerControls: true })).toBe('page');
  });

  it('says the title and at most 180 characters of the message', () => {
    expect(notificationContent({ id: 'a1', title: 'Kick-off', body: 'Friday, 7 pm.' })).toEqual({ title: 'New announcement: Kick-off', body: 'Friday, 7 pm.', tag: 'teamtree-announcement-a1' });
    const long = notificationContent({ id: 'a2', title: 'Long', body: 'x'.repeat(500) }).body;
    expect(long).toHaveLength(180);
    expect(long.endsWith('…')).toBe(true);
  });
});
