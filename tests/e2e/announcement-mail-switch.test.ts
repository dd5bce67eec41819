import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotThemes } from './support/browser';
import { useApp } from './support/use-app';

/** 'Email me announcements' on the account page (issue 39): kept in the user settings, across a reload, and nothing else changed. */
const app = useApp({ clock: 'real' });

const saved = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/user/settings') && r.request().method() === 'POST');

describe("the account page: 'Email me announcements'", () => {
  it('is on at first, turned off by a click and on by the keyboard, kept across a reload, with the other settings left as they are', async () => {
    const user = await app.register({ firstName: 'Maya' });
    const teamlist = { visibleCols: ['name', 'phone'], columns: ['name', 'phone'] };
    const before = { __v: 1, value: { teamlist, treeLayout: { [crypto.randomUUID()]: 'classic' }, laterKey: { kept: true } } };
    expect((await app.api.post('/api/user/settings', { settings: before }, { token: user.access })).status).toBe(200);
    const { page } = await app.signedIn(user);
    await page.goto(`${app.url}/account`);
    const mailSwitch = page.getByRole('switch', { name: 'Email me announcements' });
    await mailSwitch.and(page.locator(':enabled')).waitFor();
    expect(await mailSwitch.isChecked()).toBe(true);

    const off = saved(page);
    await page.getByText('Email me announcements').click();
    expect((await off).status()).toBe(200);
    expect(await mailSwitch.isChecked()).toBe(false);
    const stored = await app.api.get('/api/user/settings', { token: user.access });
    expect(stored.body.settings.value).toEqual({ ...before.value, announcementMail: false });

    await page.reload();
    await mailSwitch.and(page.locator(':enabled')).waitFor();
    expect(await mailSwitch.isChecked()).toBe(false);
    await mailSwitch.scrollIntoViewIfNeeded();
    await screenshotThemes(page, 'account-announcement-mail');

    const on = saved(page);
    await mailSwitch.focus();
    await page.keyboard.press('Space');
    expect((await on).status()).toBe(200);
    await page.reload();
    await mailSwitch.and(page.locator(':enabled')).waitFor();
    expect(await mailSwitch.isChecked()).toBe(true);
    expect((await app.api.get('/api/user/settings', { token: user.access })).body.settings.value).toEqual({ ...before.value, announcementMail: true });
  });
});
