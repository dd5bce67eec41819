import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, connect, disconnected } from '../realtime/socket-helpers';
import { emailVerified, RESET_SUBJECT, resetToken, VERIFY_SUBJECT, verificationToken } from '../support/account-links';
import { registerUser, uniqueEmail, type TestUser } from '../support/accounts';
import { signInWithGoogle } from '../support/google-sign-in';
import { TestMailbox } from '../support/mailbox';
import { accessClaims, login, refreshWithCookie } from '../support/sessions';
import { useGoogleServer } from './google-fixtures';

const CLIENT = { clientId: 'teamtree-takeover-client.apps.example', clientSecret: 'takeover-secret' };

let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await TestMailbox.start();
});
afterAll(() => mailbox.close());
const google = useGoogleServer(CLIENT, () => ({ SMTP_URL: mailbox.smtpUrl }));
const { api, backend } = google;
const db = () => backend.server.context.db;

afterAll(closeAll);

function googleIdentityFor(email: string) {
  google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email, givenName: 'Vic', familyName: 'Tim' };
}

/** Signs in with Google in a fresh browser; answers the new session's user id and access token. */
async function googleSession() {
  const result = await signInWithGoogle(api);
  expect(result.callback.status).toBe(302);
  const refreshed = await refreshWithCookie(api, result.refreshCookie!);
  return { location: result.callback.headers.get('location'), access: refreshed.body.access as string, userId: accessClaims(refreshed.body.access).sub };
}

async function registerVerified(): Promise<TestUser> {
  const email = uniqueEmail('verified');
  const arrives = mailbox.nextMail(email, VERIFY_SUBJECT);
  const user = await registerUser(api, { email });
  const token = await verificationToken(arrives, backend.url);
  expect((await api.post('/api/auth/verify-email', { token }, { token: user.access })).status).toBe(200);
  return user;
}

describe('a Google sign-in with the email of an unverified account', () => {
  it("takes the account over: the attacker's password is refused and their sessions and sockets end", async () => {
    const victimEmail = uniqueEmail('victim');
    // The attacker registers the victim's address first and stays signed in.
    const attacker = await registerUser(api, { email: victimEmail, password: 'attacker password' });
    const attackerSocket = await connect(backend.url, attacker.access);
    const socketGone = disconnected(attackerSocket);

    googleIdentityFor(victimEmail.toUpperCase());
    const victim = await googleSession();
    expect(victim.userId).toBe(attacker.id);
    await socketGone;

    expect((await login(api, { email: victimEmail, password: 'attacker password' })).status).toBe(401);
    expect((await refreshWithCookie(api, attacker.refreshCookie!)).status).toBe(401);
    expect((await api.get('/api/auth/me', { token: attacker.access })).status).toBe(401);

    const me = await api.get('/api/auth/me', { token: victim.access });
    expect(me.status).toBe(200);
    expect(me.body.emailVerified).toBe(true);
    const row = await db()('users').where({ id: attacker.id }).first();
    expect(row).toMatchObject({ password_hash: null, google_sub: google.provider.identity.sub, email_verified: true });
  });

  it('also takes over an unverified account that was linked to this Google subject before (no password stays)', async () => {
    const user = await registerUser(api);
    googleIdentityFor(user.email);
    await db()('users').where({ id: user.id }).update({ google_sub: google.provider.identity.sub });
    const session = await googleSession();
    expect(session.userId).toBe(user.id);
    expect((await login(api, { email: user.email, password: user.password })).status).toBe(401);
    expect((await api.get('/api/auth/me', { token: user.access })).status).toBe(401);
    expect(await emailVerified(api, session.access)).toBe(true);
  });
});

describe('a Google sign-in with the email of a verified account', () => {
  it('signs into that account, keeps its password and its other sessions', async () => {
    const user = await registerVerified();
    googleIdentityFor(user.email);
    const session = await googleSession();
    expect(session.location).toBe('/dashboard');
    expect(session.userId).toBe(user.id);
    expect((await login(api, { email: user.email, password: user.password })).status).toBe(200);
    expect((await api.get('/api/auth/me', { token: user.access })).status).toBe(200);
  });
});

describe('a Google-only account (no password)', () => {
  it('has a verified email from its first sign-in', async () => {
    googleIdentityFor(uniqueEmail('gonly'));
    const session = await googleSession();
    expect(await emailVerified(api, session.access)).toBe(true);
  });

  it("cannot change a password it does not have: 403 pointing to 'Forgot password?'", async () => {
    googleIdentityFor(uniqueEmail('gonly'));
    const session = await googleSession();
    const res = await api.post('/api/auth/password/change', { currentPassword: 'anything at all', password: 'a new passphrase' }, { token: session.access });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/Forgot password\?/);
  });

  it("sets its first password through 'Forgot password?'; Google keeps working", async () => {
    const email = uniqueEmail('gonly');
    googleIdentityFor(email);
    const first = await googleSession();
    const arrives = mailbox.nextMail(email, RESET_SUBJECT);
    expect((await api.post('/api/auth/password/forgot', { email })).status).toBe(200);
    expect((await api.post('/api/auth/password/reset', { token: await resetToken(arrives, backend.url), password: 'my first password' })).status).toBe(200);
    const signedIn = await login(api, { email, password: 'my first password' });
    expect(signedIn.status).toBe(200);
    expect(accessClaims(signedIn.body.access).sub).toBe(first.userId);
    expect((await googleSession()).userId).toBe(first.userId);
  });
});
