import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingsStore } from '../../desktop/main/app-settings';
import { accountFor, KEYCHAIN_SERVICE } from '../../desktop/main/credential-store';
import { DesktopServices } from '../../desktop/main/desktop-services';
import { createGoogleSignIn } from '../../desktop/main/google-sign-in';
import { realKeychain } from '../desktop/keychain';
import { ApiClient } from '../support/http';
import { useGoogleProvider } from '../support/google-sign-in';
import { StandInBrowser } from '../support/stand-in-browser';
import type { TestServer } from '../support/test-server';
import { startAppServer } from './support/app';
import { openBrowser, type TestBrowser } from './support/browser';
import { ensureDesktopBuild, hostDependencies, installDesktopHost, startRendererHost, tearDownDesktop, type RendererHost } from './support/desktop-host';

/**
 * 'Sign up with Google' in the desktop renderer (built, on its own origin, real preload and
 * IPC handlers) with the real main-process sign-in: the system browser is a stand-in that
 * follows the redirects through the test OpenID provider back to the app's loopback listener.
 */
const keychain = realKeychain();
const CLIENT = { clientId: 'teamtree-desktop-ui.apps.example', clientSecret: 'desktop-ui-secret' };
const google = useGoogleProvider(CLIENT);

let server: TestServer;
let host: RendererHost;
let browser: TestBrowser;
let userData: string;
let services: DesktopServices;
let focused = 0;
const opened: string[] = [];
/** What the stand-in system browser does with an address the app opens. */
let systemBrowser: (url: string) => Promise<unknown> = (url) => new StandInBrowser().visit(url);

const storedCredential = () => keychain!.getPassword(KEYCHAIN_SERVICE, accountFor(server.url));

const newGoogleIdentity = () => google.newIdentity('gdesk', 'Greta', 'Desk');

/** Signs the renderer and main out, as after 'Logout'. */
async function signOut(): Promise<void> {
  const access = await browser.page.evaluate<string | null>("localStorage.getItem('teamtree.access')");
  if (access) await services.session().logout(access);
  await browser.page.evaluate('localStorage.clear()');
}

beforeAll(async () => {
  if (!keychain) return;
  ensureDesktopBuild();
  userData = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-userdata-'));
  host = await startRendererHost(() => services?.serverUrl() ?? null);
  server = await startAppServer({ DESKTOP_ORIGINS: host.origin, ...google.serverEnv() });
  await appSettingsStore(userData).write({ serverUrl: server.url });
  services = new DesktopServices({ settings: appSettingsStore(userData), suggestedServer: server.url, overrideServer: null, keychain, warn: () => {} });
  await services.start();
  const googleSignIn = createGoogleSignIn({
    openExternal: async (url) => {
      opened.push(url);
      void systemBrowser(url).catch(() => undefined);
    },
    focusWindow: () => void (focused += 1),
  });
  browser = await openBrowser();
  await installDesktopHost(
    browser.page,
    host.origin,
    hostDependencies(() => services, { google: { signIn: () => googleSignIn.start(services.serverUrl(), services.session()), cancel: () => googleSignIn.cancel() } }),
  );
}, 180_000);

afterAll(async () => {
  if (keychain) await tearDownDesktop({ keychain, server, browser, host, userData });
});

describe.skipIf(!keychain)("the desktop renderer's Google sign-in", () => {
  it('signs a new user in through the system browser and continues to the complete-profile step', async () => {
    const identity = newGoogleIdentity();
    const { page, context } = browser;
    await page.goto(`${host.origin}/auth/signin`);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await page.waitForURL('**/auth/signup/extra');

    expect(new URL(opened.at(-1)!).origin).toBe(server.url);
    expect(focused).toBe(1);
    expect(await storedCredential()).toEqual(expect.any(String));
    expect(await context.cookies()).toEqual([]);
    const access = await page.evaluate<string>("localStorage.getItem('teamtree.access')");
    expect((await new ApiClient(server.url).get('/api/auth/me', { token: access })).body.email).toBe(identity.email);
  });

  it('takes a user with a complete profile to the page they wanted, like a password sign-in', async () => {
    const access = await browser.page.evaluate<string>("localStorage.getItem('teamtree.access')");
    const completed = await new ApiClient(server.url).post(
      '/api/auth/complete-profile',
      { firstName: 'Greta', lastName: 'Desk', phone: '+49 15112345678', company: 'Desk GmbH', country: 'Germany', stay: true, source: 'Search engine' },
      { token: access },
    );
    expect(completed.status).toBe(200);
    await signOut();

    const { page } = browser;
    await page.goto(`${host.origin}/auth/signin?returnUrl=${encodeURIComponent('/teamlist')}`);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await page.waitForURL('**/teamlist');
    expect(focused).toBe(2);
  });

  it('says to finish in the browser while it waits, and Cancel ends the wait without an error', async () => {
    await signOut();
    systemBrowser = () => new Promise(() => undefined); // the user never finishes in the browser
    const { page } = browser;
    await page.goto(`${host.origin}/auth/signin`);
    const button = page.getByRole('button', { name: 'Sign up with Google' });
    await button.click();
    const waiting = page.getByRole('status').filter({ hasText: 'Finish signing in with Google in your browser.' });
    await waiting.waitFor();
    expect(await button.isDisabled()).toBe(true);

    await waiting.getByRole('button', { name: 'Cancel' }).click();
    await waiting.waitFor({ state: 'detached' });
    expect(await button.isEnabled()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    const port = Number(new URL(opened.at(-1)!).searchParams.get('desktopPort'));
    await expect(fetch(`http://127.0.0.1:${port}/callback`)).rejects.toThrow();
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
  });
});
