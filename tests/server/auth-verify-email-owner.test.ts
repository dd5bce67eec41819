import { describe, expect, it } from 'vitest';
import { emailVerified, RESET_SUBJECT, resetToken, verificationToken, VERIFY_SUBJECT } from '../support/account-links';
import { refreshCookieOf, registerUser, uniqueEmail, type TestUser } from '../support/accounts';
import { countRows, login, refreshWithCookie, withRefreshCookie } from '../support/sessions';
import { useMailServer } from './mail-fixtures';

const CHIEF = `chief-${Date.now().toString(36)}@example.com`;
const mail = useMailServer({ ADMIN_EMAILS: CHIEF });
const { api, backend } = mail;
const db = () => backend.server.context.db;

const SIGN_IN_FIRST = { error: 'Sign in to confirm your email address.', code: 'unauthorized' };
const OTHER_ACCOUNT = { error: 'This link belongs to another account. Sign in as its owner to confirm it.', code: 'link-foreign' };

/** Registers `email` (as whoever typed it) and answers the account with the token mailed to the address. */
async function registeredWithToken(email = uniqueEmail('owner'), password?: string) {
  const arrives = mail.mailbox.nextMail(email, VERIFY_SUBJECT);
  const user = await registerUser(api, password ? { email, password, password2: password } : { email });
  return { user, token: await verificationToken(arrives, backend.url) };
}

const verify = (token: string, options: { access?: string; headers?: Record<string, string> } = {}) =>
  api.post('/api/auth/verify-email', { token }, { token: options.access, headers: options.headers });

/** Whether the user's verification links are all still unused (a refused attempt must not spend one). */
const linksUnused = async (user: TestUser) => (await countRows(db(), 'account_tokens', { user_id: user.id, purpose: 'verify', used_at: null })) > 0;

const roleOf = async (access: string) => (await api.get('/api/auth/me', { token: access })).body;

describe("POST /api/auth/verify-email confirms only for the account's own session", () => {
  it('signed out: 401, nothing confirmed or used up; the link then works for its account', async () => {
    const { user, token } = await registeredWithToken();
    const res = await verify(token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(SIGN_IN_FIRST);
    expect(await emailVerified(api, user.access)).toBe(false);
    expect(await linksUnused(user)).toBe(true);

    expect((await verify(token, { access: user.access })).status).toBe(200);
    expect(await emailVerified(api, user.access)).toBe(true);
  });

  it('signed in to another account: 403, nothing confirmed on either; the link then works for its account', async () => {
    const { user, token } = await registeredWithToken();
    const other = await registerUser(api);
    const res = await verify(token, { access: other.access });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(OTHER_ACCOUNT);
    expect(await emailVerified(api, user.access)).toBe(false);
    expect(await emailVerified(api, other.access)).toBe(false);
    expect(await linksUnused(user)).toBe(true);

    expect((await verify(token, { access: user.access })).status).toBe(200);
    expect(await emailVerified(api, user.access)).toBe(true);
  });

  it('takes a bearer token of an ended session as no session', async () => {
    const { user, token } = await registeredWithToken();
    const later = await login(api, { email: user.email, password: user.password });
    expect((await api.post('/api/auth/logout', {}, { token: user.access })).status).toBe(200);
    expect((await verify(token, { access: user.access })).body).toEqual(SIGN_IN_FIRST);
    expect((await verify(token, { access: later.body.access })).status).toBe(200);
  });

  it("takes the browser's refresh cookie as the session, without rotating or spending it", async () => {
    const { user, token } = await registeredWithToken();
    const res = await verify(token, { headers: withRefreshCookie(user.refreshCookie!) });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await emailVerified(api, user.access)).toBe(true);
    // The credential is still the live one: it refreshes once, as if verify had never seen it.
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(200);
  });

  it("refuses another account's cookie (403), and a spent or foreign page's cookie as no session (401)", async () => {
    const { user, token } = await registeredWithToken();
    const other = await registerUser(api);
    expect((await verify(token, { headers: withRefreshCookie(other.refreshCookie!) })).body).toEqual(OTHER_ACCOUNT);

    const foreign = await verify(token, { headers: { ...withRefreshCookie(user.refreshCookie!), origin: 'https://evil.example' } });
    expect(foreign.body).toEqual(SIGN_IN_FIRST);

    const rotated = await refreshWithCookie(api, user.refreshCookie!);
    expect((await verify(token, { headers: withRefreshCookie(user.refreshCookie!) })).body).toEqual(SIGN_IN_FIRST);
    // Looking at the spent credential was not taken as its reuse: the family lives on.
    const current = refreshCookieOf(rotated.headers)!;
    expect((await verify(token, { headers: withRefreshCookie(current) })).status).toBe(200);
    expect((await refreshWithCookie(api, current)).status).toBe(200);
    expect(await linksUnused(user)).toBe(false);
  });
});

describe('an ADMIN_EMAILS address registered by someone else', () => {
  it("never makes the squatter ADMIN when the owner opens the link; the owner's way in is 'Forgot password?'", async () => {
    const squatterPassword = 'squatter knows this one';
    const { user: squatter, token } = await registeredWithToken(CHIEF, squatterPassword);
    expect((await roleOf(squatter.access)).role).toBe('USER');

    // The owner opens the mail's link signed out, and then signed in to an account of their own.
    expect((await verify(token)).status).toBe(401);
    const ownersOther = await registerUser(api);
    expect((await verify(token, { access: ownersOther.access })).status).toBe(403);

    expect(await roleOf(squatter.access)).toMatchObject({ role: 'USER', emailVerified: false });
    const squatterAgain = await login(api, { email: CHIEF, password: squatterPassword });
    expect(squatterAgain.status).toBe(200);
    expect((await roleOf(squatterAgain.body.access)).role).toBe('USER');

    // The owner sets a password through the mailbox: the squatter's sessions and password end.
    const resetMail = mail.mailbox.nextMail(CHIEF, RESET_SUBJECT);
    expect((await api.post('/api/auth/password/forgot', { email: CHIEF })).status).toBe(200);
    const ownerPassword = 'the real owner of the box';
    expect((await api.post('/api/auth/password/reset', { token: await resetToken(resetMail, backend.url), password: ownerPassword })).status).toBe(200);
    expect((await api.get('/api/auth/me', { token: squatter.access })).status).toBe(401);
    expect((await api.get('/api/auth/me', { token: squatterAgain.body.access })).status).toBe(401);
    expect((await login(api, { email: CHIEF, password: squatterPassword })).status).toBe(401);
    const owner = await login(api, { email: CHIEF, password: ownerPassword });
    expect((await roleOf(owner.body.access)).role).toBe('ADMIN');
  });
});
