import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCredentialStore } from '../../desktop/main/credential-store';
import { createGoogleSignIn } from '../../desktop/main/google-sign-in';
import { createSessionBridge } from '../../desktop/main/session-bridge';
import { uniqueEmail } from '../support/accounts';
import { StandInBrowser, type Visit } from '../support/stand-in-browser';
import { useTestServer } from '../support/use-test-server';
import { useGoogleServer } from '../server/google-fixtures';
import { realKeychain } from './keychain';

const keychain = realKeychain();
const service = `TeamTree-google-test-${crypto.randomBytes(4).toString('hex')}`;
const CLIENT = { clientId: 'teamtree-desktop-e2e.apps.example', clientSecret: 'desktop-e2e-secret' };

/** The loopback port the app put into the start address it opened. */
const loopbackPortOf = (url: string) => Number(new URL(url).searchParams.get('desktopPort'));

/** Whether anything still listens at 127.0.0.1:port. */
async function listening(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/callback`).then(
    () => true,
    () => false,
  );
}

describe.skipIf(!keychain)('desktop Google sign-in (loopback) against the real server, OIDC provider and keychain', () => {
  const google = useGoogleServer(CLIENT);
  const { backend, api } = google;
  const store = createCredentialStore(keychain!, 'refresh@google', service);
  afterEach(() => store.clear());

  /** The app's parts: a session bridge on the keychain, a stand-in browser, a window to focus. */
  function desktopApp(options: { browse?: (browser: StandInBrowser, url: string) => Promise<Visit>; timeoutMs?: number } = {}) {
    const browser = new StandInBrowser();
    const trips: Promise<Visit>[] = [];
    const opened: string[] = [];
    let focused = 0;
    const signIn = createGoogleSignIn({
      openExternal: async (url) => {
        opened.push(url);
        const trip = (options.browse ?? ((b, u) => b.visit(u)))(browser, url);
        trip.catch(() => undefined);
        trips.push(trip);
      },
      focusWindow: () => void (focused += 1),
      timeoutMs: options.timeoutMs,
    });
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store });
    return { browser, trips, opened, bridge, signIn, focused: () => focused, start: () => signIn.start(backend.url, bridge) };
  }

  function newGoogleIdentity() {
    google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail('loopback'), givenName: 'Lou', familyName: 'Pback' };
    return google.provider.identity;
  }

  it('signs in through the system browser: session in the keychain, access for the renderer, window focused', async () => {
    const identity = newGoogleIdentity();
    const app = desktopApp();
    const result = await app.start();

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ access: expect.any(String), next: '/auth/signup/extra' });
    const access = (result.body as { access: string }).access;
    expect((await api.get('/api/auth/me', { token: access })).body.email).toBe(identity.email);
    expect(app.focused()).toBe(1);

    // The browser went: our start address, the provider, our callback, the app's loopback page.
    const [opened] = app.opened;
    expect(new URL(opened).pathname).toBe('/api/auth/google');
    expect(new URL(opened).searchParams.get('challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const trip = await app.trips[0];
    const port = loopbackPortOf(opened);
    expect(trip.hops.map((hop) => `${hop.origin}${hop.pathname}`)).toEqual([
      `${backend.url}/api/auth/google`,
      `${google.provider.issuer}/authorize`,
      `${backend.url}/api/auth/google/callback`,
      `http://127.0.0.1:${port}/callback`,
    ]);
    expect(trip.response.status).toBe(200);
    expect(trip.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(trip.text).toMatch(/return to the TeamTree app/);
    expect(await listening(port)).toBe(false);

    // The refresh credential is in the keychain, never in the answer, and survives a restart.
    const stored = await store.get();
    expect(stored).toEqual(expect.any(String));
    const restarted = createSessionBridge({ apiBaseUrl: backend.url, store });
    const refreshed = await restarted.refresh();
    expect(refreshed.status).toBe(200);
    expect((await api.get('/api/auth/me', { token: (refreshed.body as { access: string }).access })).body.email).toBe(identity.email);
    expect(await store.get()).not.toBe(stored);
  });

  it('answers only GET /callback with a code: other paths, methods and a missing code are refused and it keeps waiting', async () => {
    newGoogleIdentity();
    const refusals: number[] = [];
    const app = desktopApp({
      browse: async (browser, url) => {
        const loopback = `http://127.0.0.1:${loopbackPortOf(url)}`;
        for (const path of ['/', '/other?code=abc', '/callback', '/callback?code=']) refusals.push((await fetch(`${loopback}${path}`)).status);
        refusals.push((await fetch(`${loopback}/callback?code=abc`, { method: 'POST' })).status);
        return browser.visit(url);
      },
    });
    const result = await app.start();
    expect(refusals).toEqual([404, 404, 400, 400, 405]);
    expect(result.status).toBe(200);
    expect(await store.get()).toEqual(expect.any(String));
  });

  it("stops waiting when the browser comes back with the server's refusal, and says why", async () => {
    google.provider.tamper = { deny: true };
    const app = desktopApp();
    const result = await app.start();
    // The desktop app's own answer (the browser came back without a code): no server error, so no code.
    expect(result).toEqual({ status: 400, body: { error: 'Google sign-in was cancelled.' } });
    expect((await app.trips[0]).text).toMatch(/did not complete/);
    expect(app.focused()).toBe(1);
    expect(await store.get()).toBeNull();
  });

  it('a code forged by another local process signs nobody in', async () => {
    const app = desktopApp({ browse: (browser, url) => browser.visit(`http://127.0.0.1:${loopbackPortOf(url)}/callback?code=forged`) });
    const result = await app.start();
    expect(result.status).toBe(400);
    // The server refused the code: its answer carries the code of the error.
    expect(result.body).toEqual({ error: expect.any(String), code: 'validation' });
    expect(await store.get()).toBeNull();
  });

  it('gives up when the browser never comes back, and closes the listener', async () => {
    const app = desktopApp({ browse: () => new Promise<Visit>(() => undefined), timeoutMs: 100 });
    const result = await app.start();
    expect(result.status).toBe(408);
    expect(result.body).toEqual({ error: expect.stringMatching(/not finished in time/) });
    expect(await listening(loopbackPortOf(app.opened[0]))).toBe(false);
    expect(app.focused()).toBe(0);
    expect(await store.get()).toBeNull();
  });

  it('does not open the browser when cancelled while the server is asked', async () => {
    const app = desktopApp();
    const started = app.signIn.start(backend.url, app.bridge);
    app.signIn.cancel();
    expect((await started).status).toBe(409);
    expect(app.opened).toEqual([]);
  });

  it('a second start ends the first one waiting; cancel ends the second', async () => {
    const app = desktopApp({ browse: () => new Promise<Visit>(() => undefined) });
    const first = app.start();
    await expect.poll(() => app.opened.length).toBe(1);
    const second = app.start();
    // The desktop app's own answer (a second start ends the first): no code.
    expect(await first).toEqual({ status: 409, body: { error: expect.any(String) } });
    expect(await listening(loopbackPortOf(app.opened[0]))).toBe(false);
    await expect.poll(() => app.opened.length).toBe(2);
    app.signIn.cancel();
    expect((await second).status).toBe(409);
    expect(await listening(loopbackPortOf(app.opened[1]))).toBe(false);
    expect(app.focused()).toBe(0);
  });
});

describe('desktop Google sign-in against a server without Google', () => {
  const backend = useTestServer();

  it('answers the server\'s refusal without opening the browser', async () => {
    const opened: string[] = [];
    const signIn = createGoogleSignIn({ openExternal: async (url) => void opened.push(url), focusWindow: () => undefined });
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store: { persistence: () => 'session', get: async () => null, set: async () => undefined, clear: async () => undefined } });
    const result = await signIn.start(backend.url, bridge);
    expect(result).toEqual({ status: 404, body: { error: 'Google sign-in is not configured', code: 'not-found' } });
    expect(opened).toEqual([]);
  });

  it('answers 503 when no server is chosen or it cannot be reached', async () => {
    const signIn = createGoogleSignIn({ openExternal: async () => undefined, focusWindow: () => undefined });
    const bridge = createSessionBridge({ apiBaseUrl: 'http://127.0.0.1:9', store: { persistence: () => 'session', get: async () => null, set: async () => undefined, clear: async () => undefined } });
    expect((await signIn.start(null, bridge)).status).toBe(503);
    expect((await signIn.start('http://127.0.0.1:9', bridge)).status).toBe(503);
  });
});
