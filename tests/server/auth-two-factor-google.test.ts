import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mfaRequiredAnswer } from '../../shared/schemas/two-factor';
import { refreshCookieOf, registerUser, uniqueEmail } from '../support/accounts';
import { desktopSignInUntilLoopback, pkcePair } from '../support/desktop-google-sign-in';
import { signInWithGoogle } from '../support/google-sign-in';
import { accessClaims, DESKTOP, refreshSetCookie, refreshWithCookie } from '../support/sessions';
import { allowCodeAgain, codeOf, turnOnTwoFactor } from '../support/two-factor';
import { useGoogleServer } from './google-fixtures';

/** Google sign-in of an account with two-step sign-in asks for the code the way a password sign-in does. */

const CLIENT = { clientId: 'teamtree-2fa-test.apps.example', clientSecret: 'two-factor-test-secret' };
const google = useGoogleServer(CLIENT);
const { backend, api } = google;
const db = () => backend.server.context.db;
const PORT = 49_152 + crypto.randomInt(10_000);

/** A Google account that signed in once (its session's access token) and then turned two-step sign-in on. */
async function googleUserWithTwoFactor() {
  google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail('g2fa'), givenName: 'Gina', familyName: 'Gauss' };
  const first = await signInWithGoogle(api);
  const access: string = (await refreshWithCookie(api, first.refreshCookie!)).body.access;
  const userId = accessClaims(access).sub;
  const { secret } = await turnOnTwoFactor(api, access);
  await allowCodeAgain(db(), userId);
  return { userId, secret };
}

describe('Google sign-in with two-step sign-in', () => {
  it('on the web: the callback sets no cookie and sends the page to ask for the code, with the mfaToken in the fragment', async () => {
    const { secret } = await googleUserWithTwoFactor();
    const result = await signInWithGoogle(api);
    expect(result.callback.status).toBe(302);
    expect(result.refreshCookie).toBeNull();
    const location = new URL(result.callback.headers.get('location')!, backend.url);
    expect(location.pathname).toBe('/auth/signin/two-step');
    expect(location.search).toBe('');
    const mfaToken = new URLSearchParams(location.hash.slice(1)).get('mfaToken')!;

    const done = await api.post('/api/auth/login/2fa', { mfaToken, code: await codeOf(secret) });
    expect(done.status).toBe(200);
    // A new Google account still has its profile to complete: the second step keeps the sign-in's `next`.
    expect(done.body).toEqual({ access: expect.any(String), next: '/auth/signup/extra' });
    // A session cookie (no Max-Age), as a Google sign-in without the second step gets.
    expect(refreshSetCookie(done.headers)).not.toMatch(/max-age/i);
    expect((await refreshWithCookie(api, refreshCookieOf(done.headers)!)).status).toBe(200);
  });

  it('from the desktop app: the code exchange answers {mfaRequired, mfaToken}, the second step the credentials', async () => {
    const { userId, secret } = await googleUserWithTwoFactor();
    const { verifier, challenge } = pkcePair();
    const { code } = await desktopSignInUntilLoopback(backend.url, PORT, challenge);
    const exchanged = await api.post('/api/auth/google/desktop', { code, verifier }, { headers: DESKTOP });
    expect(exchanged.status).toBe(200);
    const { mfaToken } = mfaRequiredAnswer.parse(exchanged.body);
    expect(Object.keys(exchanged.body).sort()).toEqual(['mfaRequired', 'mfaToken']);

    const done = await api.post('/api/auth/login/2fa', { mfaToken, code: await codeOf(secret) }, { headers: DESKTOP });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ access: expect.any(String), refresh: expect.any(String), next: '/auth/signup/extra' });
    expect(accessClaims(done.body.access).sub).toBe(userId);
  });
});

describe('a Google-only account changing two-step sign-in', () => {
  const TOO_LONG_AGO = { error: 'Sign in again to change two-step sign-in.', code: 'sign-in-again' };
  /** Moves the sign-in of the session behind `access` `minutes` into the past. */
  const signedInAgo = (access: string, minutes: number) =>
    db()('refresh_families').where({ id: accessClaims(access).sid }).update({ created_at: new Date(Date.now() - minutes * 60_000) });

  it('needs a sign-in within the last 10 minutes for setup and for enable (403 after that)', async () => {
    google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail('g2fa-old'), givenName: 'Olga', familyName: 'Old' };
    const first = await signInWithGoogle(api);
    const access: string = (await refreshWithCookie(api, first.refreshCookie!)).body.access;

    await signedInAgo(access, 11);
    const staleSetup = await api.post('/api/auth/2fa/setup', {}, { token: access });
    expect([staleSetup.status, staleSetup.body]).toEqual([403, TOO_LONG_AGO]);
    // A password it does not have proves nothing either.
    expect((await api.post('/api/auth/2fa/setup', { password: 'anything at all' }, { token: access })).body).toEqual(TOO_LONG_AGO);

    await signedInAgo(access, 9);
    const setup = await api.post('/api/auth/2fa/setup', {}, { token: access });
    expect(setup.status).toBe(200);
    await signedInAgo(access, 11);
    const staleEnable = await api.post('/api/auth/2fa/enable', { code: await codeOf(setup.body.secret) }, { token: access });
    expect([staleEnable.status, staleEnable.body]).toEqual([403, TOO_LONG_AGO]);
    expect((await api.get('/api/auth/me', { token: access })).body.twoFactor).toBe(false);

    await signedInAgo(access, 9);
    expect((await api.post('/api/auth/2fa/enable', { code: await codeOf(setup.body.secret) }, { token: access })).status).toBe(200);
  });
});

describe('a Google sign-in that takes over an account whose email was never verified', () => {
  it('removes the second step whoever registered the address set up, and signs the owner in', async () => {
    const email = uniqueEmail('squat');
    const squatter = await registerUser(api, { email });
    await turnOnTwoFactor(api, squatter.access, squatter.password);
    google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email, givenName: 'Rita', familyName: 'Real' };
    const result = await signInWithGoogle(api);
    expect(result.callback.status).toBe(302);
    expect(result.callback.headers.get('location')).not.toContain('two-step');
    const access = (await refreshWithCookie(api, result.refreshCookie!)).body.access;
    expect(accessClaims(access).sub).toBe(squatter.id);
    expect((await api.get('/api/auth/me', { token: access })).body.twoFactor).toBe(false);
    expect(await db()('recovery_codes').where({ user_id: squatter.id }).first()).toBeUndefined();
  });
});
