import { describe, expect, it } from 'vitest';
import { ageAccountTokens, emailVerified, LINK_REFUSED, verificationToken, VERIFY_SUBJECT } from '../support/account-links';
import { registerUser, uniqueEmail } from '../support/accounts';
import { login } from '../support/sessions';
import { useMailServer } from './mail-fixtures';

const ADMIN = `verify-admin-${Date.now().toString(36)}@example.com`;
const mail = useMailServer({ ADMIN_EMAILS: ADMIN });
const { api, backend } = mail;
const db = () => backend.server.context.db;

/** Registers a user and answers them with the token of their registration mail. */
async function registeredWithToken(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail('verify');
  const arrives = mail.mailbox.nextMail(email, VERIFY_SUBJECT);
  const user = await registerUser(api, { ...overrides, email });
  return { user, token: await verificationToken(arrives, backend.url) };
}

/** Follows a link signed in as `access` (only the account's own session may: auth-verify-email-owner.test.ts). */
const verify = (token: unknown, access: string) => api.post('/api/auth/verify-email', { token }, { token: access });

describe('the verification mail at registration', () => {
  it('goes to the new email from TeamTree <no-reply@host of PUBLIC_URL>, with the link in text and HTML', async () => {
    const email = uniqueEmail('Mixed.Case');
    const arrives = mail.mailbox.nextMail(email, VERIFY_SUBJECT);
    await registerUser(api, { email });
    const received = await arrives;
    expect(received.from).toEqual({ name: 'TeamTree', address: 'no-reply@127.0.0.1' });
    expect(received.subject).toBe('Confirm your email for TeamTree');
    expect(received.text).toMatch(/^Hello,/);
    const link = new URL(received.text.match(/http\S+verify-email\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/auth/verify-email`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(received.html).toContain(link.toString().replace(/&/g, '&amp;'));
  });

  it('carries nothing the registering person typed (they may not own the address)', async () => {
    const email = uniqueEmail('words');
    const arrives = mail.mailbox.nextMail(email, VERIFY_SUBJECT);
    await registerUser(api, { email, firstName: 'Call +1 555 0100 now', lastName: '<img src=x onerror=alert(1)>', company: 'evil.example' });
    const received = await arrives;
    for (const typed of ['555 0100', '<img', 'img src', 'evil.example']) {
      expect(received.text).not.toContain(typed);
      expect(received.html).not.toContain(typed);
    }
  });

  it('keeps only a hash of the token', async () => {
    const { user, token } = await registeredWithToken();
    const rows = await db()('account_tokens').where({ user_id: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'verify', used_at: null });
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('marks the email verified once; GET /api/auth/me says so', async () => {
    const { user, token } = await registeredWithToken();
    expect(await emailVerified(api, user.access)).toBe(false);
    const res = await verify(token, user.access);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await emailVerified(api, user.access)).toBe(true);
  });

  it('refuses a used token (single use)', async () => {
    const { user, token } = await registeredWithToken();
    expect((await verify(token, user.access)).status).toBe(200);
    const again = await verify(token, user.access);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(LINK_REFUSED);
  });

  it('refuses an unknown token, and any token once one of the user was followed', async () => {
    const { user, token: first } = await registeredWithToken();
    const unknown = await verify('A'.repeat(43), user.access);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(LINK_REFUSED);

    const arrives = mail.mailbox.nextMail(user.email, VERIFY_SUBJECT);
    expect((await api.post('/api/auth/verify-email/send', {}, { token: user.access })).status).toBe(200);
    const second = await verificationToken(arrives, backend.url);
    expect((await verify(second, user.access)).status).toBe(200);
    expect((await verify(first, user.access)).body).toEqual(LINK_REFUSED);
  });

  it('accepts a token just under 24 hours old and refuses one just over', async () => {
    const fresh = await registeredWithToken();
    await ageAccountTokens(db(), fresh.user.id, 24 * 3600_000 - 60_000);
    expect((await verify(fresh.token, fresh.user.access)).status).toBe(200);

    const stale = await registeredWithToken();
    await ageAccountTokens(db(), stale.user.id, 24 * 3600_000 + 60_000);
    const res = await verify(stale.token, stale.user.access);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(LINK_REFUSED);
    expect(await emailVerified(api, stale.user.access)).toBe(false);
  });

  it('does not take a password reset token', async () => {
    const { user } = await registeredWithToken();
    const arrives = mail.mailbox.nextMail(user.email, /Reset/);
    await api.post('/api/auth/password/forgot', { email: user.email });
    const resetLink = (await arrives).text.match(/http\S+reset-password\S+/)![0];
    expect((await verify(new URL(resetLink).searchParams.get('token'), user.access)).body).toEqual(LINK_REFUSED);
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a number', { token: 42 }],
    ['a very long token', { token: 'x'.repeat(600) }],
  ])('answers 400 {error} for %s, signed in or not', async (_what, body) => {
    const { user } = await registeredWithToken();
    for (const token of [user.access, null]) {
      const res = await api.post('/api/auth/verify-email', body, { token });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('answers a token of strange characters like an unknown one', async () => {
    const { user } = await registeredWithToken();
    const res = await verify("'; drop table users; --", user.access);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(LINK_REFUSED);
  });
});

describe('POST /api/auth/verify-email/send', () => {
  it('needs a signed-in user', async () => {
    const res = await api.post('/api/auth/verify-email/send', {});
    expect(res.status).toBe(401);
  });

  it('mails a new link (the old one still works until one is followed); the 6th within an hour is 429', async () => {
    const { user } = await registeredWithToken();
    for (let i = 1; i <= 5; i++) {
      const arrives = mail.mailbox.nextMail(user.email, VERIFY_SUBJECT);
      const res = await api.post('/api/auth/verify-email/send', undefined, { token: user.access });
      expect(res.status, `send ${i}`).toBe(200);
      expect(res.body).toEqual({ ok: true });
      await arrives;
    }
    const limited = await api.post('/api/auth/verify-email/send', {}, { token: user.access });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual(expect.any(String));
    expect(mail.mailbox.mailsTo(user.email)).toHaveLength(6);

    // The limit is per user: someone else still gets their mail.
    const { user: other } = await registeredWithToken();
    expect((await api.post('/api/auth/verify-email/send', {}, { token: other.access })).status).toBe(200);
  });
});

describe('POST /api/auth/verify-email/send for a verified email', () => {
  it('answers {ok:true} and mails nothing', async () => {
    const { user, token } = await registeredWithToken();
    expect((await verify(token, user.access)).status).toBe(200);
    const res = await api.post('/api/auth/verify-email/send', {}, { token: user.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    // A later mail to the same address arrives; no verification mail came before it.
    const resetMail = mail.mailbox.nextMail(user.email, /Reset/);
    await api.post('/api/auth/password/forgot', { email: user.email });
    await resetMail;
    expect(mail.mailbox.mailsTo(user.email).map((m) => m.subject)).toEqual(['Confirm your email for TeamTree', 'Reset your TeamTree password']);
  });
});

describe('ADMIN_EMAILS needs a verified email', () => {
  it('gives USER at registration and ADMIN once the link is followed', async () => {
    const { user, token } = await registeredWithToken({ email: ADMIN.toUpperCase() });
    const roleOf = async (access: string) => (await api.get('/api/auth/me', { token: access })).body.role;
    expect(await roleOf(user.access)).toBe('USER');

    // Signing in does not make an unverified account ADMIN either.
    const signedIn = await login(api, { email: ADMIN, password: user.password });
    expect(signedIn.status).toBe(200);
    expect(await roleOf(signedIn.body.access)).toBe('USER');

    expect((await verify(token, user.access)).status).toBe(200);
    expect(await roleOf(user.access)).toBe('ADMIN');
  });
});
