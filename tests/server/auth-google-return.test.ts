import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts';
import { signInWithGoogle } from '../support/google-sign-in';
import { allowCodeAgain, turnOnTwoFactor } from '../support/two-factor';
import { accessClaims, refreshWithCookie } from '../support/sessions';
import { useGoogleServer } from './google-fixtures';

/**
 * A web Google sign-in goes back to the page that started it (`?returnUrl=`): the account page
 * after 'Sign in with Google again', a mail link that needs a session. Only same-site app paths
 * are kept; anything else ends on the usual page.
 */
const CLIENT = { clientId: 'teamtree-return-test.apps.example', clientSecret: 'return-test-secret' };
const google = useGoogleServer(CLIENT);
const { backend, api } = google;

/** A Google account whose profile is complete, so a sign-in has no `next` of its own. */
async function completeGoogleAccount() {
  google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail('gret'), givenName: 'Rita', familyName: 'Return' };
  const first = await signInWithGoogle(api);
  const access: string = (await refreshWithCookie(api, first.refreshCookie!)).body.access;
  await backend.server.context.db('users').where({ id: accessClaims(access).sub }).update({ profile_complete: true });
  return { access, userId: accessClaims(access).sub };
}

const startWith = (returnUrl: string) => `?returnUrl=${encodeURIComponent(returnUrl)}`;

describe('GET /api/auth/google?returnUrl=', () => {
  it('comes back to the page that started the sign-in', async () => {
    await completeGoogleAccount();
    const result = await signInWithGoogle(api, undefined, startWith('/account'));
    expect(result.callback.status).toBe(302);
    expect(result.callback.headers.get('location')).toBe('/account');
    expect(result.refreshCookie).not.toBeNull();
  });

  it('keeps the query of a mail link that needs a session', async () => {
    await completeGoogleAccount();
    const result = await signInWithGoogle(api, undefined, startWith('/auth/verify-email?token=abc'));
    expect(result.callback.headers.get('location')).toBe('/auth/verify-email?token=abc');
  });

  // Issue 33: decided on the path as a browser normalises it (`/.//host` once came back as `//host`).
  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '/auth/signin',
    'javascript:alert(1)',
    '/.//evil.example/phish',
    '/a/..//evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil',
    '/%2e%2e//evil',
    '\t//evil',
  ])('ignores %j and ends on /dashboard, never off-site', async (returnUrl) => {
    await completeGoogleAccount();
    const result = await signInWithGoogle(api, undefined, startWith(returnUrl));
    const location = result.callback.headers.get('location')!;
    expect(new URL(location, backend.url).origin).toBe(new URL(backend.url).origin);
    expect(location).toBe('/dashboard');
  });

  it('lets an incomplete profile be completed first (its own next wins)', async () => {
    google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail('gnew'), givenName: 'Nina', familyName: 'New' };
    const result = await signInWithGoogle(api, undefined, startWith('/account'));
    expect(result.callback.headers.get('location')).toBe('/auth/signup/extra');
  });

  it('hands the page to the second step of an account with two-step sign-in', async () => {
    const { access, userId } = await completeGoogleAccount();
    await turnOnTwoFactor(api, access);
    await allowCodeAgain(backend.server.context.db, userId);
    const result = await signInWithGoogle(api, undefined, startWith('/account'));
    const location = new URL(result.callback.headers.get('location')!, backend.url);
    expect(location.pathname).toBe('/auth/signin/two-step');
    expect(location.searchParams.get('returnUrl')).toBe('/account');
    expect(new URLSearchParams(location.hash.slice(1)).get('mfaToken')).toEqual(expect.any(String));
  });

  it('answers 400 for a returnUrl over 2048 characters', async () => {
    const res = await api.get(`/api/auth/google${startWith(`/${'a'.repeat(2048)}`)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/returnUrl/);
  });
});
