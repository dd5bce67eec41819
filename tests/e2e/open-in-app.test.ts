import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/app';
import { plantTree } from './support/trees';
import { useApp } from './support/use-app';

const app = useApp({ clock: 'real', browser: {} });

describe("invites on the web offer 'Open in the TeamTree app'", () => {
  it('on the sign-in page an invitation leads to, before signing in', async () => {
    const { page } = app.browser;
    const token = crypto.randomBytes(32).toString('base64url');
    await page.goto(`${app.url}/join/${token}`);
    await page.waitForURL('**/auth/signin?returnUrl=*');
    const link = page.getByRole('link', { name: 'Open in the TeamTree app' });
    expect(await link.getAttribute('href')).toBe(`teamtree://join/${token}`);
  });

  it('beside Request to Join once signed in', async () => {
    const owner = await app.register({ firstName: 'Olga', lastName: 'Owner' });
    const { treeId } = await plantTree(app.api, owner, 'Invite Tree');
    const share = await app.api.post('/api/teamtree/share', { teamtreeId: treeId }, { token: owner.access });
    const token: string = share.body.shareLink.token;
    const guest = await app.register({ firstName: 'Gina', lastName: 'Guest' });
    const { page } = app.browser;
    await signInThroughUi(page, app.url, guest.email, guest.password);
    await page.goto(`${app.url}/join/${token}`);
    await page.getByTestId('join-tree-name').waitFor();
    await page.getByRole('button', { name: 'Request to Join' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open in the TeamTree app' }).getAttribute('href')).toBe(`teamtree://join/${token}`);
  });

  it('nowhere on pages that are not invitations', async () => {
    const { page } = app.browser;
    await page.context().clearCookies();
    await page.evaluate('localStorage.clear()');
    await page.goto(`${app.url}/auth/signin?returnUrl=%2Fdashboard`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open in the TeamTree app' }).count()).toBe(0);
  });
});
