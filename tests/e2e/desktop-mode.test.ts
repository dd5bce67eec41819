import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingsStore } from '../../desktop/main/app-settings';
import { accountFor, KEYCHAIN_SERVICE } from '../../desktop/main/credential-store';
import { DesktopServices } from '../../desktop/main/desktop-services';
import { DESKTOP_CHANNELS } from '../../shared/desktop-api';
import { SERVER_ADDRESS_MESSAGES } from '../../shared/domain/server-address';
import { realKeychain } from '../desktop/keychain';
import { freshAccess, registerUser, type TestUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { allowCodeAgain, codeOf, turnOnTwoFactor } from '../support/two-factor';
import type { TestServer } from '../support/test-server';
import { startAppServer } from './support/app';
import { openBrowser, type TestBrowser } from './support/browser';
import { ensureDesktopBuild, hostDependencies, installDesktopHost, startRendererHost, tearDownDesktop, type RendererHost } from './support/desktop-host';

/**
 * The desktop renderer as the app runs it: the built renderer (electron-vite) served on its
 * own origin (http://localhost:A, like app://teamtree) under the app's CSP, against the API on
 * another site (http://127.0.0.1:B), with the real preload code over the real main-process
 * IPC handlers, session bridge, settings file and OS keychain. Only Electron itself is missing.
 */
const keychain = realKeychain();
const ACCESS_TTL_SECONDS = 5;

let host: RendererHost;
let server: TestServer;
let browser: TestBrowser;
let userData: string;
let services: DesktopServices;
let emit: (channel: string, payload: unknown) => Promise<void>;
const refreshes: number[] = [];
const corsErrors: string[] = [];
let user: TestUser;
let treeId: string;

/** An app start: main's services read the kept settings and the keychain again. */
async function startMain(): Promise<DesktopServices> {
  const started = new DesktopServices({ settings: appSettingsStore(userData), suggestedServer: 'https://teamtree.example', overrideServer: null, keychain, warn: () => {} });
  await started.start();
  return started;
}

async function storedCredential(): Promise<string | null> {
  return keychain!.getPassword(KEYCHAIN_SERVICE, accountFor(server.url));
}

const accessOf = (page: Page) => page.evaluate<string | null>("localStorage.getItem('teamtree.access')");
const expiryOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;

beforeAll(async () => {
  if (!keychain) return;
  ensureDesktopBuild();
  userData = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-userdata-'));
  host = await startRendererHost(() => services?.serverUrl() ?? null);
  server = await startAppServer({ DESKTOP_ORIGINS: host.origin, ACCESS_TOKEN_TTL: String(ACCESS_TTL_SECONDS) });
  browser = await openBrowser();
  services = await startMain();
  // Every refresh through main is recorded.
  const recordedSession = () => {
    const bridge = services.session();
    const refresh = () => {
      refreshes.push(Date.now());
      return bridge.refresh();
    };
    return { ...bridge, refresh };
  };
  emit = await installDesktopHost(browser.page, host.origin, hostDependencies(() => services, { session: recordedSession }));
  browser.page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Access-Control|Content Security Policy/i.test(message.text())) corsErrors.push(message.text());
  });
  user = await registerUser(new ApiClient(server.url));
}, 180_000);

afterAll(async () => {
  if (keychain) await tearDownDesktop({ keychain, server, browser, host, userData });
});

describe.skipIf(!keychain)('the desktop renderer on its own origin', () => {
  it('asks for the server on a first start, checks it and keeps it in the app settings', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/`);
    await page.getByRole('heading', { name: 'Connect to TeamTree' }).waitFor();
    const field = page.getByLabel('Server address');
    expect(await field.inputValue()).toBe('https://teamtree.example');

    await field.fill('http://teamtree.example.com');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText(SERVER_ADDRESS_MESSAGES.https).waitFor();

    await field.fill('http://127.0.0.1:1');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText(SERVER_ADDRESS_MESSAGES.unreachable).waitFor();

    await field.fill(server.url);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL('**/auth/signin');
    expect(JSON.parse(await fs.readFile(path.join(userData, 'settings.json'), 'utf8'))).toEqual({ serverUrl: server.url });
  });

  it("signs in through the main process, keeps the credential in the keychain only, and a restart with 'Keep me logged in' signs in again", async () => {
    const { page, context } = browser;
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation').first().waitFor();
    expect(await storedCredential()).toEqual(expect.any(String));
    expect(await context.cookies()).toEqual([]);

    // A restart of the app: main reads its settings and keychain again, the page starts over.
    services = await startMain();
    await page.evaluate('localStorage.clear()');
    await page.goto(`${host.origin}/dashboard`);
    await page.getByRole('navigation').first().waitFor();
    expect(page.url()).toBe(`${host.origin}/dashboard`);
  });

  it('opens the tree page and the share modal, and draws another member’s change live', async () => {
    const { page } = browser;
    const api = new ApiClient(server.url);
    // Tokens live 5 s on this server: each API step signs in anew rather than trusting an old one.
    const created = await api.post('/api/teamtree', { name: 'Desk Tree', phone: '', birthday: null, billDate: '2031-06-01', categories: [] }, { token: await freshAccess(api, user) });
    expect(created.status).toBe(201);
    treeId = created.body.teamtree.id;
    const status = await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: await freshAccess(api, user) });
    const rootId: string = status.body.teamtree.profiles[0].id;

    await page.goto(`${host.origin}/teamtree?teamtreeId=${treeId}`);
    await page.getByRole('button', { name: /^Select .* \(/ }).first().waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Generate Share Link' }).click();
    const link = dialog.getByRole('textbox', { name: 'Share link' });
    await link.waitFor();
    expect(await link.inputValue()).toContain('/join/');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const added = await api.post(
      '/api/teamtree/profile',
      { teamtreeId: treeId, parentId: rootId, name: 'Live Lena', phone: '', birthday: null, billDate: '2031-01-01', reminders: [], categories: [] },
      { token: await freshAccess(api, user) },
    );
    expect(added.status).toBe(201);
    await page.getByRole('button', { name: /^Select Live Lena \(/ }).waitFor({ state: 'attached' });
  });

  it('refreshes through the main process once the access token has expired, and keeps working', async () => {
    const { page } = browser;
    const token = await accessOf(page);
    expect(token).toEqual(expect.any(String));
    const before = refreshes.length;
    // Wait for the clock to pass the token's expiry (the condition, not a fixed delay).
    await expect.poll(() => Date.now() / 1000 > expiryOf(token!), { timeout: (ACCESS_TTL_SECONDS + 5) * 1000, interval: 250 }).toBe(true);

    await page.getByRole('link', { name: 'Teamlist' }).click();
    await page.getByRole('cell', { name: 'Live Lena' }).waitFor();
    expect(refreshes.length).toBeGreaterThan(before);
    const renewed = await accessOf(page);
    expect(renewed).not.toBe(token);
    expect(expiryOf(renewed!)).toBeGreaterThan(Date.now() / 1000);
  });

  it('keeps a change made while the server cannot be reached across a restart of the app, and sends it once the server answers', async () => {
    const { page } = browser;
    const api = new ApiClient(server.url);
    await page.goto(`${host.origin}/teamtree?teamtreeId=${treeId}`);
    await page.getByRole('button', { name: /^Select Live Lena \(/ }).waitFor({ state: 'attached' });
    // The dialog's code first (the renderer's own files stay reachable; the API does not).
    await page.getByRole('button', { name: /^Select Live Lena \(/ }).dispatchEvent('click');
    await page.getByRole('button', { name: 'Edit Live Lena' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Partner' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The API stops answering the renderer (the page still believes it is online).
    const apiRoute = `${server.url}/**`;
    await page.route(apiRoute, (route) => route.abort('connectionrefused'));
    try {
      await page.getByRole('button', { name: 'Edit Live Lena' }).click();
      await dialog.locator('input[name="name"]').fill('Kept Lena');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('No connection to the server. Your change is kept and will be sent when it is back.').waitFor();
      await page.getByRole('button', { name: '1 change waiting', exact: true }).waitFor();

      // A restart of the app while the server is still away: the kept tree and the kept change come back.
      services = await startMain();
      await page.goto(`${host.origin}/teamtree?teamtreeId=${treeId}`);
      await page.getByRole('button', { name: /^Select Kept Lena \(/ }).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: '1 change waiting', exact: true }).waitFor();
      await page.getByTestId('offline-state').waitFor();
      const lena = async () => (await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: await freshAccess(api, user) })).body.teamtree.profiles.find((p: { name: string }) => p.name.endsWith('Lena'));
      expect((await lena()).name).toBe('Live Lena');
    } finally {
      await page.unroute(apiRoute);
    }
    await page.getByRole('button', { name: '1 change waiting', exact: true }).waitFor({ state: 'detached', timeout: 60_000 });
    const landed = (await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: await freshAccess(api, user) })).body.teamtree.profiles.find((p: { name: string }) => p.name === 'Kept Lena');
    expect(landed).toMatchObject({ version: 2 });
  });

  it('logs out: the server revokes the credential and the keychain forgets it', async () => {
    const { page } = browser;
    const stored = await storedCredential();
    expect(stored).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/signin');
    expect(await storedCredential()).toBeNull();
    const replay = await new ApiClient(server.url).post('/api/auth/refresh', { refresh: stored }, { headers: { 'x-teamtree-client': 'desktop' } });
    expect(replay.status).toBe(401);
  });

  it('opens a teamtree:// invitation on the join request screen', async () => {
    const { page } = browser;
    const token = crypto.randomBytes(32).toString('base64url');
    await emit(DESKTOP_CHANNELS.deepLink, { kind: 'join', token });
    // Signed out, the join screen sends the user to sign in and keeps the invitation as returnUrl.
    await page.waitForURL((url) => url.searchParams.get('returnUrl')?.includes(token) === true);
  });

  it('signs in with two-step sign-in: the code goes through the main process, which keeps the credential', async () => {
    const { page, context } = browser;
    const api = new ApiClient(server.url);
    const { secret } = await turnOnTwoFactor(api, await freshAccess(api, user), user.password);
    await allowCodeAgain(server.context.db, user.id);
    await page.goto(`${host.origin}/auth/signin`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/auth/signin/two-step**');
    expect(await storedCredential()).toBeNull();
    await page.getByLabel('Code').fill(await codeOf(secret));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation').first().waitFor();
    expect(await storedCredential()).toEqual(expect.any(String));
    expect(await context.cookies()).toEqual([]);
  });

  it('met no CORS or CSP refusal on the way', () => {
    expect(corsErrors).toEqual([]);
  });
});
