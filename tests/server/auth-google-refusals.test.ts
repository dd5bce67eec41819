import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts';
import { authorizeAtProvider, signInWithGoogle, startGoogleSignIn, visit, type GoogleSignInResult } from '../support/google-sign-in';
import { type ApiResponse } from '../support/http';
import { TestOidcProvider } from '../support/oidc-provider';
import { countRows, refreshSetCookie } from '../support/sessions';
import { useGoogleServer } from './google-fixtures';

const CLIENT = { clientId: 'refusals-client', clientSecret: 'refusals-secret' };

const google = useGoogleServer(CLIENT);
const { backend, api } = google;

const sessions = () => countRows(backend.server.context.db, 'refresh_families');

/** A new Google person for each test, so "nobody was created" can be checked by email. */
function freshIdentity(): string {
  google.provider.identity = { sub: crypto.randomUUID(), email: uniqueEmail('refused'), givenName: 'R', familyName: 'F' };
  return google.provider.identity.email;
}

/** The refusal: status, `{error}`, no cookie, no new session, nobody created. */
async function expectRefused(res: ApiResponse, status: number, sessionsBefore: number, email: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.body.error).toEqual(expect.any(String));
  expect(['error', 'fields', 'code']).toEqual(expect.arrayContaining(Object.keys(res.body)));
  expect(refreshSetCookie(res.headers)).toBeNull();
  expect(res.headers.get('location')).toBeNull();
  expect(await sessions()).toBe(sessionsBefore);
  expect(await countRows(backend.server.context.db, 'users', { email_lower: email.toLowerCase() })).toBe(0);
}

describe('Google callback refuses a bad state with 400', () => {
  it('an unknown state', async () => {
    const email = freshIdentity();
    const before = await sessions();
    const callbackUrl = await authorizeAtProvider(await startGoogleSignIn(api));
    callbackUrl.searchParams.set('state', crypto.randomBytes(32).toString('base64url'));
    const tokenRequests = google.provider.tokenRequests;
    await expectRefused(await visit(api, callbackUrl), 400, before, email);
    expect(google.provider.tokenRequests).toBe(tokenRequests);
  });

  it('a state that was already used (the callback replayed)', async () => {
    freshIdentity();
    const first = await signInWithGoogle(api);
    expect(first.callback.status).toBe(302);
    const before = await sessions();
    const tokenRequests = google.provider.tokenRequests;
    const replay = await visit(api, first.callbackUrl);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ error: expect.any(String), code: 'validation' });
    expect(refreshSetCookie(replay.headers)).toBeNull();
    expect(await sessions()).toBe(before);
    // Refused before the code was even presented to the provider.
    expect(google.provider.tokenRequests).toBe(tokenRequests);
  });

  it('a state older than 10 minutes', async () => {
    const email = freshIdentity();
    const callbackUrl = await authorizeAtProvider(await startGoogleSignIn(api));
    await backend.server.context
      .db('oauth_states')
      .where({ state: callbackUrl.searchParams.get('state') })
      .update({ created_at: new Date(Date.now() - 10 * 60_000 - 1000) });
    const before = await sessions();
    await expectRefused(await visit(api, callbackUrl), 400, before, email);
  });

  it('a missing state or code', async () => {
    const email = freshIdentity();
    const callbackUrl = await authorizeAtProvider(await startGoogleSignIn(api));
    const before = await sessions();
    const noState = new URL(callbackUrl);
    noState.searchParams.delete('state');
    await expectRefused(await visit(api, noState), 400, before, email);
    const noCode = new URL(callbackUrl);
    noCode.searchParams.delete('code');
    await expectRefused(await visit(api, noCode), 400, before, email);
    await expectRefused(await api.get('/api/auth/google/callback?state=a&state=b&code=c'), 400, before, email);
  });

  it('the user declining at Google (error=access_denied), which also uses up the state', async () => {
    const email = freshIdentity();
    google.provider.tamper = { deny: true };
    const before = await sessions();
    const result = await signInWithGoogle(api);
    expect(result.callbackUrl.searchParams.get('error')).toBe('access_denied');
    await expectRefused(result.callback, 400, before, email);
    expect(await countRows(backend.server.context.db, 'oauth_states', { state: result.callbackUrl.searchParams.get('state') })).toBe(0);
  });
});

describe('Google callback refuses an identity it cannot trust with 401', () => {
  async function refusedWith(tamper: TestOidcProvider['tamper'], alter?: (url: URL) => void): Promise<GoogleSignInResult> {
    const email = freshIdentity();
    google.provider.tamper = tamper;
    const before = await sessions();
    const result = await signInWithGoogle(api, alter);
    await expectRefused(result.callback, 401, before, email);
    return result;
  }

  it('an id_token carrying another nonce than the one we sent', async () => {
    const [tokenRequests, refusals] = [google.provider.tokenRequests, google.provider.tokenRefusals.length];
    await refusedWith({ nonce: crypto.randomBytes(32).toString('base64url') });
    // The provider did hand out the token: refusing it was our check.
    expect(google.provider.tokenRequests).toBe(tokenRequests + 1);
    expect(google.provider.tokenRefusals).toHaveLength(refusals);
  });

  it('a code obtained with another PKCE challenge (our verifier does not match, the provider refuses)', async () => {
    const refusals = google.provider.tokenRefusals.length;
    const otherChallenge = crypto.createHash('sha256').update(crypto.randomBytes(32).toString('base64url')).digest('base64url');
    await refusedWith({}, (url) => url.searchParams.set('code_challenge', otherChallenge));
    expect(google.provider.tokenRefusals.slice(refusals)).toEqual(['code_verifier does not match']);
  });

  it('an id_token for another client (aud)', async () => {
    await refusedWith({ audience: 'someone-else' });
  });

  it('an id_token from another issuer (iss)', async () => {
    await refusedWith({ issuer: 'https://evil.example' });
  });

  it('an expired id_token (exp)', async () => {
    await refusedWith({ expiredSecondsAgo: 600 });
  });

  it('an id_token signed with a key that is not in the JWKS', async () => {
    await refusedWith({ foreignKey: true });
  });

  it('a code that was issued to another redirect_uri', async () => {
    const email = freshIdentity();
    const refusals = google.provider.tokenRefusals.length;
    const authorizationUrl = await startGoogleSignIn(api);
    authorizationUrl.searchParams.set('redirect_uri', `${backend.url}/somewhere-else`);
    const elsewhere = await authorizeAtProvider(authorizationUrl);
    // An attacker brings that code and the state to our callback.
    const callbackUrl = new URL(`/api/auth/google/callback${elsewhere.search}`, backend.url);
    const before = await sessions();
    await expectRefused(await visit(api, callbackUrl), 401, before, email);
    expect(google.provider.tokenRefusals.slice(refusals)).toEqual(['redirect_uri mismatch']);
  });
});
