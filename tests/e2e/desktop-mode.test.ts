import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCredentialStore, type CredentialStore } from '../../desktop/main/credential-store';
import { createSessionBridge, type SessionBridge } from '../../desktop/main/session-bridge';
import { realKeychain } from '../desktop/keychain';
import { registerUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { signInThroughUi } from './support/app';
import { useAppInBrowser } from './support/use-app';

/**
 * The renderer in desktop mode: the page gets `window.teamtreeDesktop` as the preload would
 * give it, and its calls reach the real main-process session bridge (real server, real OS
 * keychain) through an exposed function — only Electron itself is missing.
 */
const keychain = realKeychain();
const app = useAppInBrowser();
const service = `TeamTree-e2e-${crypto.randomBytes(4).toString('hex')}`;

async function desktopPage(page: Page, apiBaseUrl: string): Promise<{ store: CredentialStore; bridge: SessionBridge }> {
  const store = createCredentialStore(keychain!, `refresh@${crypto.randomBytes(4).toString('hex')}`, service);
  const bridge = createSessionBridge({ apiBaseUrl, store });
  await page.exposeFunction('__teamtreeMain', (method: keyof SessionBridge, arg: never) => (bridge[method] as (a: never) => unknown)(arg));
  await page.addInitScript((base: string) => {
    const call = (globalThis as unknown as { __teamtreeMain(method: string, arg?: unknown): Promise<never> }).__teamtreeMain;
    const listeners = new Set<(link: unknown) => void>();
    (globalThis as unknown as Record<string, unknown>).__teamtreeOpenLink = (link: unknown) => listeners.forEach((l) => l(link));
    (globalThis as unknown as Record<string, unknown>).teamtreeDesktop = {
      platform: 'linux',
      apiBaseUrl: base,
      auth: {
        login: (input: unknown) => call('login', input),
        register: (input: unknown) => call('register', input),
        refresh: () => call('refresh'),
        logout: (access: string) => call('logout', access),
        hasCredential: () => call('hasCredential'),
      },
      onDeepLink: (listener: (link: unknown) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      openExternal: async () => true,
    };
  }, apiBaseUrl);
  return { store, bridge };
}

describe.skipIf(!keychain)('the renderer in desktop mode', () => {
  it('signs in through the main process: the credential is in the keychain, never in a cookie, and a restart signs in again', async () => {
    const user = await registerUser(new ApiClient(app.url));
    const { page, context } = app.browser;
    const { store } = await desktopPage(page, app.url);

    await signInThroughUi(page, app.url, user.email, user.password, true);
    await page.waitForURL('**/dashboard');
    expect(await store.get()).toEqual(expect.any(String));
    expect((await context.cookies()).filter((c) => c.name === 'tt_refresh')).toEqual([]);

    // A restart: the renderer forgets its access token; the keychain's credential brings the session back.
    await page.evaluate('localStorage.clear()');
    await page.reload();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation').first().waitFor();
    expect(page.url()).toContain('/dashboard');

    // Logout revokes the credential on the server and removes it from the keychain.
    const stored = await store.get();
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/signin');
    expect(await store.get()).toBeNull();
    const replay = await new ApiClient(app.url).post('/api/auth/refresh', { refresh: stored }, { headers: { 'x-teamtree-client': 'desktop' } });
    expect(replay.status).toBe(401);
  });

  it('opens a teamtree:// invitation link on the join request screen', async () => {
    const { page } = app.browser;
    await page.goto(`${app.url}/auth/signin`);
    const token = crypto.randomBytes(32).toString('base64url');
    await page.evaluate((t) => (globalThis as unknown as { __teamtreeOpenLink(link: unknown): void }).__teamtreeOpenLink({ kind: 'join', token: t }), token);
    // Signed out, the join screen sends the user to sign in and keeps the invitation as returnUrl.
    await page.waitForURL((url) => url.pathname.includes('/join/') || url.searchParams.get('returnUrl')?.includes(token) === true);
    expect(decodeURIComponent(page.url())).toContain(token);
  });
});
