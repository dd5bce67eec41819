import { describe, expect, it } from 'vitest';
import { PHONES, expectFitsPhone } from './support/phone-layout';
import { useApp } from './support/use-app';

/** 'Where you are signed in' on the account page (issue 26 item 1). */
const app = useApp({ clock: 'real' });

describe('the account page: where you are signed in', () => {
  it('lists both browsers; one signs the other out, which lands on the sign-in page', async () => {
    const user = await app.register({ firstName: 'Sina' });
    const laptop = await app.signedIn(user);
    const other = await app.signedIn(user);
    await other.page.goto(`${app.url}/dashboard`);

    const { page } = laptop;
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    const list = page.getByRole('list', { name: 'Sessions' });
    // The registration's session (no browser) and the two browsers'.
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    await list.getByText('This device').waitFor();
    await expect.poll(() => list.getByText('Chrome on Linux').count()).toBe(2);
    expect(await list.getByText('Web · Signed in', { exact: false }).count()).toBe(3);

    const before = await app.api.get('/api/auth/sessions', { token: user.access });
    const otherSession = before.body.sessions.find((s: { current: boolean; userAgent: string | null }) => !s.current && s.userAgent?.includes('Chrome'));
    // The other browser's row: the one signed out that is not the registration's (no User-Agent).
    const otherRow = list.getByRole('listitem', { name: 'Chrome on Linux' }).filter({ has: page.getByRole('button', { name: /^Sign out/ }) });
    await otherRow.getByRole('button', { name: /^Sign out/ }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    const after = await app.api.get('/api/auth/sessions', { token: user.access });
    expect(after.body.sessions.map((s: { id: string }) => s.id)).not.toContain(otherSession.id);

    // The other browser's socket was ended with its session: it finds itself signed out.
    await other.page.waitForURL((url) => url.pathname.startsWith('/auth/signin'));
    await other.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });

  it("'Sign out everywhere else' ends every session but this one; the page fits a phone", async () => {
    const user = await app.register();
    const elsewhere = await app.signedIn(user);
    await elsewhere.page.goto(`${app.url}/dashboard`);
    const phone = await app.signedIn(user, PHONES[0]);
    const { page } = phone;
    await page.goto(`${app.url}/account`);
    const list = page.getByRole('list', { name: 'Sessions' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    await expectFitsPhone(page, 'the account page');
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByText('You are signed out everywhere else.').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await list.getByText('This device').waitFor();
    await elsewhere.page.waitForURL((url) => url.pathname.startsWith('/auth/signin'));
    expect((await app.api.get('/api/auth/me', { token: user.access })).status).toBe(401);
  });
});
