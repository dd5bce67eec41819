import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../support/accounts';
import { signInWithGoogle, startGoogleSignIn } from '../support/google-sign-in';
import { TestOidcProvider } from '../support/oidc-provider';
import { accessClaims, cookieAttributes, countRows, login, refreshSetCookie, refreshWithCookie } from '../support/sessions';
import { useGoogleServer } from './google-fixtures';

const CLIENT = { clientId: 'teamtree-test-client.apps.example', clientSecret: 'test-client-secret' };
const ADMIN = `google-admin-${Date.now().toString(36)}@example.com`;

const google = useGoogleServer(CLIENT, { ADMIN_EMAILS: ADMIN.toUpperCase() });
const { backend, api } = google;

function newGoogleIdentity(overrides: Partial<TestOidcProvider['identity']> = {}) {
  google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail('gmail'), givenName: 'Gina', familyName: 'Google', ...overrides };
  return google.provider.identity;
}

const usersWithEmail = (email: string) => backend.server.context.db('users').where({ email_lower: email.toLowerCase() });

describe('GET /api/auth/google', () => {
  it("redirects to the issuer's authorization endpoint with code flow, PKCE S256, state and nonce", async () => {
    const url = await startGoogleSignIn(api);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.provider.issuer}/authorize`);
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT.clientId);
    expect(params.get('redirect_uri')).toBe(`${backend.url}/api/auth/google/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(params.get('nonce')!.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps state, nonce and the verifier of that challenge on the server, fresh for every start', async () => {
    const [a, b] = [await startGoogleSignIn(api), await startGoogleSignIn(api)];
    expect(a.searchParams.get('state')).not.toBe(b.searchParams.get('state'));
    expect(a.searchParams.get('nonce')).not.toBe(b.searchParams.get('nonce'));
    expect(a.searchParams.get('code_challenge')).not.toBe(b.searchParams.get('code_challenge'));
    const row = await backend.server.context.db('oauth_states').where({ state: a.searchParams.get('state') }).first();
    expect(row.nonce).toBe(a.searchParams.get('nonce'));
    const challenge = crypto.createHash('sha256').update(row.code_verifier).digest('base64url');
    expect(challenge).toBe(a.searchParams.get('code_challenge'));
  });
});

describe('Google routes with another method', () => {
  it.each(['/api/auth/google', '/api/auth/google/callback'])('answers POST %s with 405 {error}', async (path) => {
    const res = await api.post(path, {});
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ error: expect.any(String), code: 'method-not-allowed' });
  });
});

describe('GET /api/auth/google/callback', () => {
  it('creates the user on the first visit, sets the session cookie and sends them to /auth/signup/extra', async () => {
    const identity = newGoogleIdentity();
    const result = await signInWithGoogle(api);
    expect(result.callback.status).toBe(302);
    expect(result.callback.headers.get('location')).toBe('/auth/signup/extra');
    // The browser gets no access token from the redirect, only the refresh cookie.
    expect(result.callback.headers.get('location')).not.toMatch(/access|token/i);

    const attributes = cookieAttributes(refreshSetCookie(result.callback.headers)!);
    expect(attributes.get('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Strict');
    expect(attributes.get('path')).toBe('/api/auth');
    expect(attributes.has('max-age')).toBe(false);

    const [user] = await usersWithEmail(identity.email);
    expect(user).toMatchObject({
      email: identity.email,
      google_sub: identity.sub,
      password_hash: null,
      profile_complete: false,
      first_name: 'Gina',
      last_name: 'Google',
      role: 'USER',
      plan: 'BASIC',
    });

    const refreshed = await refreshWithCookie(api, result.refreshCookie!);
    expect(refreshed.status).toBe(200);
    expect(accessClaims(refreshed.body.access).sub).toBe(user.id);
    const me = await api.get('/api/auth/me', { token: refreshed.body.access });
    expect(me.body).toEqual({ id: user.id, role: 'USER', plan: 'BASIC', firstName: 'Gina', lastName: 'Google', name: 'Gina Google', email: identity.email, emailVerified: true, twoFactor: false, recoveryCodesLeft: null, hasPassword: false, language: 'en' });
  });

  it('signs the same user in again; /auth/signup/extra until the profile is complete, then /dashboard', async () => {
    const identity = newGoogleIdentity();
    const first = await signInWithGoogle(api);
    const userId = accessClaims((await refreshWithCookie(api, first.refreshCookie!)).body.access).sub;

    const second = await signInWithGoogle(api);
    expect(second.callback.headers.get('location')).toBe('/auth/signup/extra');
    const secondAccess = (await refreshWithCookie(api, second.refreshCookie!)).body.access;
    expect(accessClaims(secondAccess).sub).toBe(userId);

    const completed = await api.post(
      '/api/auth/complete-profile',
      { firstName: 'Gina', lastName: 'Google', phone: '+34 612345678', company: 'Sol', country: 'Spain', stay: true, source: 'Search engine' },
      { token: secondAccess },
    );
    expect(completed.status).toBe(200);

    const third = await signInWithGoogle(api);
    expect(third.callback.status).toBe(302);
    expect(third.callback.headers.get('location')).toBe('/dashboard');
    expect(accessClaims((await refreshWithCookie(api, third.refreshCookie!)).body.access).sub).toBe(userId);
    expect(await usersWithEmail(identity.email)).toHaveLength(1);
    expect((await usersWithEmail(identity.email))[0].source).toBe('Search engine');
  });

  it('makes the Google session persistent once complete-profile said stay', async () => {
    newGoogleIdentity();
    const result = await signInWithGoogle(api);
    const refreshed = await refreshWithCookie(api, result.refreshCookie!);
    const cookie = refreshSetCookie(refreshed.headers)!;
    expect(cookieAttributes(cookie).has('max-age')).toBe(false);
    const current = cookie.slice('tt_refresh='.length, cookie.indexOf(';'));
    await api.post(
      '/api/auth/complete-profile',
      { firstName: 'G', lastName: 'G', phone: '+49 1511234567', company: 'C', country: 'Germany', stay: true },
      { token: refreshed.body.access, headers: { cookie: `tt_refresh=${current}` } },
    );
    const persistent = await refreshWithCookie(api, current);
    expect(cookieAttributes(refreshSetCookie(persistent.headers)!).get('max-age')).toBe(String(30 * 24 * 3600));
  });

  it('links an existing account with the same verified email (any case) and keeps its password', async () => {
    const existing = await registerUser(api);
    // (An unverified one is taken over instead: auth-google-takeover.test.ts.)
    await backend.server.context.db('users').where({ id: existing.id }).update({ email_verified: true });
    newGoogleIdentity({ email: existing.email.toUpperCase() });
    const result = await signInWithGoogle(api);
    expect(result.callback.status).toBe(302);
    expect(result.callback.headers.get('location')).toBe('/dashboard');
    const access = (await refreshWithCookie(api, result.refreshCookie!)).body.access;
    expect(accessClaims(access).sub).toBe(existing.id);
    const [row] = await usersWithEmail(existing.email);
    expect(row.google_sub).toBe(google.provider.identity.sub);
    expect(row.email).toBe(existing.email);
    expect((await login(api, { email: existing.email, password: existing.password })).status).toBe(200);
  });

  it('finds the user by Google subject even when the Google email changed', async () => {
    const identity = newGoogleIdentity();
    const first = await signInWithGoogle(api);
    const userId = accessClaims((await refreshWithCookie(api, first.refreshCookie!)).body.access).sub;
    google.provider.identity = { ...identity, email: uniqueEmail('renamed') };
    const again = await signInWithGoogle(api);
    expect(accessClaims((await refreshWithCookie(api, again.refreshCookie!)).body.access).sub).toBe(userId);
    expect(await usersWithEmail(google.provider.identity.email)).toHaveLength(0);
  });

  it('refuses with 409 an email already linked to another Google account', async () => {
    const identity = newGoogleIdentity();
    await signInWithGoogle(api);
    google.provider.identity = { ...identity, sub: 'another-google-subject' };
    const result = await signInWithGoogle(api);
    expect(result.callback.status).toBe(409);
    expect(result.callback.body).toEqual({ error: expect.any(String), code: 'google-account-taken' });
    expect(result.refreshCookie).toBeNull();
  });

  it('applies ADMIN_EMAILS to a new Google user and at every Google sign-in', async () => {
    newGoogleIdentity({ email: ADMIN });
    await signInWithGoogle(api);
    const [row] = await usersWithEmail(ADMIN);
    expect(row.role).toBe('ADMIN');
    await backend.server.context.db('users').where({ id: row.id }).update({ role: 'USER' });
    const again = await signInWithGoogle(api);
    const access = (await refreshWithCookie(api, again.refreshCookie!)).body.access;
    expect((await api.get('/api/auth/me', { token: access })).body.role).toBe('ADMIN');
  });

  it('refuses an unverified Google email with 401 and creates nobody', async () => {
    const identity = newGoogleIdentity({ emailVerified: false });
    const result = await signInWithGoogle(api);
    expect(result.callback.status).toBe(401);
    expect(result.callback.body).toEqual({ error: expect.any(String), code: 'google-email-unverified' });
    expect(result.refreshCookie).toBeNull();
    expect(await countRows(backend.server.context.db, 'users', { email_lower: identity.email.toLowerCase() })).toBe(0);
  });

  it('creates one account when two first visits of the same person finish at once', async () => {
    const identity = newGoogleIdentity();
    const results = await Promise.all([signInWithGoogle(api), signInWithGoogle(api), signInWithGoogle(api)]);
    expect(results.map((r) => r.callback.status)).toEqual([302, 302, 302]);
    expect(await usersWithEmail(identity.email)).toHaveLength(1);
  });
});
