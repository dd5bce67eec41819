import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts';
import { authorizeAtProvider, googleFlowCookieOf, startGoogleSignIn, visit } from '../support/google-sign-in';
import { cookieAttributes, countRows, refreshSetCookie } from '../support/sessions';
import { useGoogleServer } from './google-fixtures';

/** API.md "Additions (2026-11-24)", Google sign-in: the flow is bound to the browser that started it. */

const CLIENT = { clientId: 'teamtree-csrf-client.apps.example', clientSecret: 'csrf-client-secret' };
const google = useGoogleServer(CLIENT);
const { backend, api } = google;

function asGoogleUser() {
  google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail('gmail'), givenName: 'Ada', familyName: 'Attacker' };
  return google.provider.identity;
}

/** What a sign-in leaves behind: accounts and sessions. */
async function signedInState() {
  const db = backend.server.context.db;
  return { users: await countRows(db, 'users'), sessions: await countRows(db, 'refresh_families') };
}

describe('GET /api/auth/google sets the flow cookie', () => {
  it('HttpOnly, SameSite=Lax, 10 minutes, only for the Google routes, holding the flow', async () => {
    const res = await api.get('/api/auth/google');
    expect(res.status).toBe(302);
    const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith('tt_google='))!;
    const attributes = cookieAttributes(line);
    expect(attributes.get('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('max-age')).toBe('600');
    expect(attributes.get('path')).toBe('/api/auth/google');
    expect(attributes.has('secure')).toBe(false);
    const state = new URL(res.headers.get('location')!).searchParams.get('state');
    expect(googleFlowCookieOf(res.headers)).toBe(`tt_google=${state}`);
  });
});

describe('a callback in a browser that did not start the flow (login CSRF)', () => {
  it("signs nobody in: the attacker's callback link opened by a victim goes to the sign-in page with error=google", async () => {
    asGoogleUser();
    // The attacker starts the flow and signs in at Google in their own browser, but stops before our callback.
    const callbackUrl = await authorizeAtProvider(await startGoogleSignIn(api));
    const before = await signedInState();

    // The victim's browser follows the link: it holds no cookie of that flow.
    const res = await visit(api, callbackUrl, { foreign: true });

    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/signin?error=google');
    expect(refreshSetCookie(res.headers)).toBeNull();
    expect(await signedInState()).toEqual(before);
  });

  it('refuses too when the victim has a Google flow of their own going', async () => {
    asGoogleUser();
    const attackerCallback = await authorizeAtProvider(await startGoogleSignIn(api));
    const victimStart = await api.get('/api/auth/google');
    const victimCookie = googleFlowCookieOf(victimStart.headers)!;
    const before = await signedInState();

    const res = await api.get(attackerCallback.pathname + attackerCallback.search, { headers: { cookie: victimCookie } });

    expect(res.headers.get('location')).toBe('/auth/signin?error=google');
    expect(refreshSetCookie(res.headers)).toBeNull();
    expect(await signedInState()).toEqual(before);
  });

  it('refuses a desktop flow too: no code goes to a loopback port named by someone else', async () => {
    asGoogleUser();
    const challenge = crypto.createHash('sha256').update('v'.repeat(43)).digest('base64url');
    const start = await api.get(`/api/auth/google?desktopPort=51234&challenge=${challenge}`);
    const callbackUrl = await authorizeAtProvider(new URL(start.headers.get('location')!));
    const res = await visit(api, callbackUrl, { foreign: true });
    expect(res.headers.get('location')).toBe('/auth/signin?error=google');
  });
});

describe('the browser that started the flow', () => {
  it('is signed in as before, and its flow cookie is cleared', async () => {
    asGoogleUser();
    const res = await visit(api, await authorizeAtProvider(await startGoogleSignIn(api)));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).not.toContain('error=');
    expect(refreshSetCookie(res.headers)).toMatch(/^tt_refresh=[A-Za-z0-9_-]{43};/);
    expect(cookieAttributes(res.headers.getSetCookie().find((line) => line.startsWith('tt_google='))!).get('max-age')).toBe('0');
  });
});

describe('with an https PUBLIC_URL', () => {
  const secure = useGoogleServer(CLIENT, { PUBLIC_URL: 'https://teamtree.example' });

  it('the flow cookie is Secure', async () => {
    const res = await secure.api.get('/api/auth/google');
    expect(cookieAttributes(res.headers.getSetCookie().find((line) => line.startsWith('tt_google='))!).has('secure')).toBe(true);
  });
});
