import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCredentialStore } from '../../desktop/main/credential-store';
import { createSessionBridge } from '../../desktop/main/session-bridge';
import { registerUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { realKeychain } from './keychain';

const keychain = realKeychain();
const service = `TeamTree-test-${crypto.randomBytes(4).toString('hex')}`;

describe.skipIf(!keychain)('desktop session bridge against the real server and keychain', () => {
  const backend = useTestServer();
  const { api } = backend;
  const store = createCredentialStore(keychain!, 'refresh@bridge', service);

  afterEach(() => store.clear());

  it('signs in with "Keep me logged in": the credential goes to the keychain, never to the renderer', async () => {
    const user = await registerUser(api);
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store });
    const result = await bridge.login({ email: user.email, password: user.password, stay: true });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ access: expect.any(String) });
    expect(await store.get()).toEqual(expect.any(String));
    expect(await bridge.hasCredential()).toBe(true);
  });

  it('refreshes after a restart from the keychain and rotates the stored credential', async () => {
    const user = await registerUser(api);
    await createSessionBridge({ apiBaseUrl: backend.url, store }).login({ email: user.email, password: user.password, stay: true });
    const first = await store.get();

    const restarted = createSessionBridge({ apiBaseUrl: backend.url, store });
    const refreshed = await restarted.refresh();
    expect(refreshed.status).toBe(200);
    const access = (refreshed.body as { access: string }).access;
    expect((await api.get('/api/auth/me', { token: access })).body.email).toBe(user.email);
    const second = await store.get();
    expect(second).not.toBe(first);
  });

  it('serialises concurrent refreshes so rotation never trips reuse detection', async () => {
    const user = await registerUser(api);
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store });
    await bridge.login({ email: user.email, password: user.password, stay: true });
    const results = await Promise.all([bridge.refresh(), bridge.refresh(), bridge.refresh()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await bridge.refresh()).status).toBe(200);
  });

  it('without "Keep me logged in" keeps the credential in memory only', async () => {
    const user = await registerUser(api);
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store });
    await bridge.login({ email: user.email, password: user.password, stay: false });
    expect(await store.get()).toBeNull();
    expect((await bridge.refresh()).status).toBe(200);
    const restarted = createSessionBridge({ apiBaseUrl: backend.url, store });
    expect((await restarted.refresh()).status).toBe(401);
  });

  it('logout revokes the family on the server and forgets the credential', async () => {
    const user = await registerUser(api);
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store });
    const login = await bridge.login({ email: user.email, password: user.password, stay: true });
    const stored = await store.get();
    await bridge.logout((login.body as { access: string }).access);
    expect(await store.get()).toBeNull();
    const replay = await api.post('/api/auth/refresh', { refresh: stored }, { headers: { 'x-teamtree-client': 'desktop' } });
    expect(replay.status).toBe(401);
  });

  it('passes the server errors through and stores nothing', async () => {
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store });
    const result = await bridge.login({ email: 'nobody@example.com', password: 'wrong password', stay: true });
    expect(result).toEqual({ status: 401, body: { error: 'Invalid email or password', code: 'invalid-credentials' } });
    expect(await store.get()).toBeNull();
  });

  it('answers 503 with a message when the server cannot be reached', async () => {
    const bridge = createSessionBridge({ apiBaseUrl: 'http://127.0.0.1:9', store });
    const result = await bridge.login({ email: 'a@b.cd', password: 'x', stay: true });
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ error: 'No connection to the server. Try again when you are online.', unreachable: true });
  });
});
