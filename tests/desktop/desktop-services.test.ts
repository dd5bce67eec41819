import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingsStore } from '../../desktop/main/app-settings';
import { accountFor, KEYCHAIN_SERVICE } from '../../desktop/main/credential-store';
import { DesktopServices } from '../../desktop/main/desktop-services';
import { SERVER_ADDRESS_MESSAGES } from '../../shared/domain/server-address';
import { registerUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { startTestServer, type TestServer } from '../support/test-server';
import { realKeychain } from './keychain';

const keychain = realKeychain();
let first: TestServer;
let second: TestServer;
let userData: string;

beforeAll(async () => {
  [first, second] = await Promise.all([startTestServer(), startTestServer()]);
  userData = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-services-'));
}, 120_000);

afterAll(async () => {
  for (const server of [first, second]) await keychain?.deletePassword(KEYCHAIN_SERVICE, accountFor(server.url)).catch(() => undefined);
  await Promise.all([first?.close(), second?.close()]);
  await fs.rm(userData, { recursive: true, force: true });
});

const services = (keys = keychain) =>
  new DesktopServices({ settings: appSettingsStore(userData), suggestedServer: 'https://teamtree.example', overrideServer: null, keychain: keys, warn: () => {} });

describe.skipIf(!keychain)('the desktop app’s server and sessions', () => {
  it('knows no server on a first start and refuses to sign in until one is chosen', async () => {
    const main = services();
    await main.start();
    expect(main.serverInfo()).toEqual({ url: null, suggested: 'https://teamtree.example' });
    expect((await main.session().login({ email: 'a@b.cd', password: 'x', stay: true })).status).toBe(503);
  });

  it('keeps nothing when the check fails', async () => {
    const main = services();
    await main.start();
    expect(await main.useServer('http://teamtree.example.com', null)).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.https });
    expect(await main.useServer('http://127.0.0.1:1', null)).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.unreachable });
    expect(await appSettingsStore(userData).read()).toEqual({});
  });

  it('keeps the chosen server, signs in there with its own keychain entry, and a restart finds both', async () => {
    const main = services();
    await main.start();
    expect(await main.useServer(first.url, null)).toEqual({ ok: true, url: first.url });
    const user = await registerUser(new ApiClient(first.url));
    expect((await main.session().login({ email: user.email, password: user.password, stay: true })).status).toBe(200);
    expect(await keychain!.getPassword(KEYCHAIN_SERVICE, accountFor(first.url))).toEqual(expect.any(String));

    const restarted = services();
    await restarted.start();
    expect(restarted.serverUrl()).toBe(first.url);
    expect(await restarted.session().hasCredential()).toBe(true);
    expect((await restarted.session().refresh()).status).toBe(200);
  });

  it('changing the server signs out of the old one first', async () => {
    const main = services();
    await main.start();
    const refreshed = await main.session().refresh();
    const access = (refreshed.body as { access: string }).access;
    const oldCredential = await keychain!.getPassword(KEYCHAIN_SERVICE, accountFor(first.url));

    expect(await main.useServer(second.url, access)).toEqual({ ok: true, url: second.url });
    expect(await keychain!.getPassword(KEYCHAIN_SERVICE, accountFor(first.url))).toBeNull();
    const replay = await new ApiClient(first.url).post('/api/auth/refresh', { refresh: oldCredential }, { headers: { 'x-teamtree-client': 'desktop' } });
    expect(replay.status).toBe(401);
    expect(await main.session().hasCredential()).toBe(false);
    expect(await appSettingsStore(userData).read()).toEqual({ serverUrl: second.url });
  });

  it('without a keychain, sign-ins last for the session only', async () => {
    const main = services(null);
    await main.start();
    const user = await registerUser(new ApiClient(second.url));
    expect((await main.session().login({ email: user.email, password: user.password, stay: true })).status).toBe(200);
    expect(main.session().persistence()).toBe('session');
    expect(await main.session().hasCredential()).toBe(true);
    expect(await keychain!.getPassword(KEYCHAIN_SERVICE, accountFor(second.url))).toBeNull();
    const restarted = services(null);
    await restarted.start();
    expect(await restarted.session().hasCredential()).toBe(false);
  });

  it('reads a damaged settings file as none', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-settings-'));
    await fs.writeFile(path.join(dir, 'settings.json'), `{"serverUrl": ${crypto.randomInt(10)}`);
    expect(await appSettingsStore(dir).read()).toEqual({});
    await appSettingsStore(dir).write({ serverUrl: 'https://a.example' });
    expect((await fs.stat(path.join(dir, 'settings.json'))).mode & 0o777).toBe(0o600);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
