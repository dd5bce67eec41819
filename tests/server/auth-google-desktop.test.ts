import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../support/accounts';
import { desktopSignInUntilLoopback, pkcePair } from '../support/desktop-google-sign-in';
import { StandInBrowser } from '../support/stand-in-browser';
import { accessClaims, countRows, DESKTOP, refreshSetCookie } from '../support/sessions';
import { useGoogleServer } from './google-fixtures';

const CLIENT = { clientId: 'teamtree-desktop-test.apps.example', clientSecret: 'desktop-test-secret' };
const google = useGoogleServer(CLIENT);
const { backend, api } = google;
const db = () => backend.server.context.db;

const PORT = 49_152 + crypto.randomInt(10_000);
const hashOf = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

function newGoogleIdentity(email = uniqueEmail('desk')) {
  google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email, givenName: 'Dora', familyName: 'Desk' };
  return google.provider.identity;
}

/** A sign-in up to the loopback redirect: its code and the verifier that proves it. */
async function loopbackCode(): Promise<{ code: string; verifier: string }> {
  const { verifier, challenge } = pkcePair();
  const { code } = await desktopSignInUntilLoopback(backend.url, PORT, challenge);
  if (!code) throw new Error('the callback did not redirect to the loopback listener');
  return { code, verifier };
}

const exchange = (body: unknown, headers: Record<string, string> = DESKTOP) => api.post('/api/auth/google/desktop', body, { headers });

describe('desktop Google sign-in: start', () => {
  it('keeps the loopback port and challenge with the state and sends the browser to the issuer', async () => {
    const { challenge } = pkcePair();
    const res = await api.get(`/api/auth/google?desktopPort=${PORT}&challenge=${challenge}`);
    expect(res.status).toBe(302);
    const authorize = new URL(res.headers.get('location')!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${google.provider.issuer}/authorize`);
    // The issuer sees our own PKCE challenge, never the app's.
    expect(authorize.searchParams.get('code_challenge')).not.toBe(challenge);
    const row = await db()('oauth_states').where({ state: authorize.searchParams.get('state') }).first();
    expect(row).toMatchObject({ desktop_port: PORT, desktop_challenge: challenge });
  });

  it.each([
    ['desktopPort below 1024', 'desktopPort=1023&challenge=C', /desktopPort/],
    ['desktopPort above 65535', 'desktopPort=65536&challenge=C', /desktopPort/],
    ['desktopPort 0', 'desktopPort=0&challenge=C', /desktopPort/],
    ['desktopPort not a number', 'desktopPort=80a0&challenge=C', /desktopPort/],
    ['desktopPort empty', 'desktopPort=&challenge=C', /desktopPort/],
    ['desktopPort twice', 'desktopPort=5000&desktopPort=5001&challenge=C', /desktopPort/],
    ['no challenge', 'desktopPort=5000', /challenge/],
    ['a challenge that is no SHA-256', 'desktopPort=5000&challenge=short', /challenge/],
    ['a challenge without desktopPort', 'challenge=C', /challenge/],
  ])('answers 400 {error} for %s and starts nothing', async (_what, query, message) => {
    const before = await countRows(db(), 'oauth_states');
    const res = await api.get(`/api/auth/google?${query.replace('challenge=C', `challenge=${pkcePair().challenge}`)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await countRows(db(), 'oauth_states')).toBe(before);
  });

  it('accepts the ends of the port range', async () => {
    for (const port of [1024, 65535]) {
      const res = await api.get(`/api/auth/google?desktopPort=${port}&challenge=${pkcePair().challenge}`);
      expect(res.status).toBe(302);
    }
  });
});

describe('desktop Google sign-in: callback', () => {
  it('redirects to the loopback listener with a one-time code, sets no cookie and stores only its hash', async () => {
    const identity = newGoogleIdentity();
    const { verifier, challenge } = pkcePair();
    const { trip, loopback, code } = await desktopSignInUntilLoopback(backend.url, PORT, challenge);
    expect(trip.response.status).toBe(302);
    expect(`${loopback!.origin}${loopback!.pathname}`).toBe(`http://127.0.0.1:${PORT}/callback`);
    expect([...loopback!.searchParams.keys()]).toEqual(['code']);
    expect(Buffer.from(code!, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(refreshSetCookie(trip.response.headers)).toBeNull();

    const user = await db()('users').where({ email_lower: identity.email.toLowerCase() }).first();
    const row = await db()('desktop_sign_in_codes').where({ code_hash: hashOf(code!) }).first();
    expect(row).toMatchObject({ user_id: user.id, challenge, stay: true, next: '/auth/signup/extra' });
    expect(JSON.stringify(await db()('desktop_sign_in_codes'))).not.toContain(code);
    expect(await countRows(db(), 'refresh_families', { user_id: user.id })).toBe(0);
    expect((await exchange({ code, verifier })).status).toBe(200);
  });

  it.each([
    ['the user says no at Google', () => void (google.provider.tamper = { deny: true }), 'Google sign-in was cancelled.'],
    ['an unverified Google email', () => void (google.provider.identity = { ...newGoogleIdentity(), emailVerified: false }), /verified/],
  ])('sends the refusal to the loopback listener as error when %s: no code, nobody signed in', async (_what, arrange, message) => {
    arrange();
    const codes = await countRows(db(), 'desktop_sign_in_codes');
    const { trip, loopback, code } = await desktopSignInUntilLoopback(backend.url, PORT, pkcePair().challenge);
    expect(trip.response.status).toBe(302);
    expect(code).toBeNull();
    expect(loopback!.searchParams.get('error')).toMatch(message);
    expect(refreshSetCookie(trip.response.headers)).toBeNull();
    expect(await countRows(db(), 'desktop_sign_in_codes')).toBe(codes);
  });

  it('leaves the web flow as it was: no desktopPort, the session cookie and a page of the web app', async () => {
    newGoogleIdentity();
    const trip = await new StandInBrowser().visit(`${backend.url}/api/auth/google`, { stopBefore: (url) => url.origin === backend.url && !url.pathname.startsWith('/api/') });
    expect(trip.response.status).toBe(302);
    expect(trip.response.headers.get('location')).toBe('/auth/signup/extra');
    expect(refreshSetCookie(trip.response.headers)).toMatch(/^tt_refresh=/);
    expect(await countRows(db(), 'oauth_states', { state: new URL(trip.hops[1]).searchParams.get('state') })).toBe(0);
  });
});

describe('POST /api/auth/google/desktop', () => {
  it('trades code and verifier for a persistent desktop session, with next for an incomplete profile', async () => {
    const identity = newGoogleIdentity();
    const { code, verifier } = await loopbackCode();
    const res = await exchange({ code, verifier });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String), refresh: expect.any(String), next: '/auth/signup/extra' });
    expect(refreshSetCookie(res.headers)).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');

    const me = await api.get('/api/auth/me', { token: res.body.access });
    expect(me.body.email).toBe(identity.email);
    const families = await db()('refresh_families').where({ user_id: me.body.id });
    expect(families).toHaveLength(1);
    expect(families[0]).toMatchObject({ user_id: me.body.id, stay: true, client: 'desktop' });
    const refreshed = await api.post('/api/auth/refresh', { refresh: res.body.refresh }, { headers: DESKTOP });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh).toEqual(expect.any(String));
  });

  it('answers no next for a complete profile', async () => {
    const existing = await registerUser(api);
    newGoogleIdentity(existing.email);
    const { code, verifier } = await loopbackCode();
    const res = await exchange({ code, verifier });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(accessClaims(res.body.access).sub).toBe(existing.id);
  });

  it('refuses a wrong verifier with 400, and the code is used up by the attempt', async () => {
    newGoogleIdentity();
    const { code, verifier } = await loopbackCode();
    const wrong = await exchange({ code, verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: expect.stringMatching(/invalid, was already used or has expired/), code: 'validation' });
    expect((await exchange({ code, verifier })).status).toBe(400);
  });

  it('refuses a reused code with 400', async () => {
    newGoogleIdentity();
    const { code, verifier } = await loopbackCode();
    expect((await exchange({ code, verifier })).status).toBe(200);
    const again = await exchange({ code, verifier });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: expect.any(String), code: 'validation' });
  });

  it('refuses a code older than 60 seconds with 400 and accepts a younger one', async () => {
    newGoogleIdentity();
    const old = await loopbackCode();
    await db()('desktop_sign_in_codes').where({ code_hash: hashOf(old.code) }).update({ created_at: new Date(Date.now() - 61_000) });
    expect((await exchange(old)).status).toBe(400);

    const young = await loopbackCode();
    await db()('desktop_sign_in_codes').where({ code_hash: hashOf(young.code) }).update({ created_at: new Date(Date.now() - 30_000) });
    expect((await exchange(young)).status).toBe(200);
  });

  it('refuses with 400 a request without the desktop header, and leaves the code for the app', async () => {
    newGoogleIdentity();
    const { code, verifier } = await loopbackCode();
    const res = await exchange({ code, verifier }, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/desktop app/);
    expect(refreshSetCookie(res.headers)).toBeNull();
    expect((await exchange({ code, verifier })).status).toBe(200);
  });

  it.each([
    ['an empty body', {}],
    ['no verifier', { code: 'abc' }],
    ['no code', { verifier: pkcePair().verifier }],
    ['a verifier too short', { code: 'abc', verifier: 'x'.repeat(42) }],
    ['a verifier with other characters', { code: 'abc', verifier: `${'x'.repeat(42)}/` }],
    ['a code that is not text', { code: 42, verifier: pkcePair().verifier }],
    ['a code too long', { code: 'c'.repeat(257), verifier: pkcePair().verifier }],
    ['an unknown code', { code: crypto.randomBytes(32).toString('base64url'), verifier: pkcePair().verifier }],
  ])('answers 400 {error} for %s', async (_what, body) => {
    const res = await exchange(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('answers 400 for a body that is not JSON and 405 for GET', async () => {
    const raw = await api.request('POST', '/api/auth/google/desktop', undefined, { raw: '{"code":', headers: { ...DESKTOP, 'content-type': 'application/json' } });
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual({ error: expect.any(String), code: 'validation' });
    const get = await api.get('/api/auth/google/desktop');
    expect(get.status).toBe(405);
  });
});
