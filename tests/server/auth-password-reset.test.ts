import { afterAll, describe, expect, it } from 'vitest';
import { closeAll, connect, disconnected } from '../realtime/socket-helpers';
import { ageAccountTokens, emailVerified, LINK_REFUSED, RESET_SUBJECT, resetToken, VERIFY_SUBJECT } from '../support/account-links';
import { registerUser, uniqueEmail, type TestUser } from '../support/accounts';
import { countRows, login, refreshWithCookie } from '../support/sessions';
import { useMailServer } from './mail-fixtures';

const ADMIN = `reset-admin-${Date.now().toString(36)}@example.com`;
const mail = useMailServer({ ADMIN_EMAILS: ADMIN });
const { api, backend } = mail;
const db = () => backend.server.context.db;
const NEW_PASSWORD = 'a brand new passphrase';

afterAll(closeAll);

/** Asks for a reset link for this user and answers its token. */
async function forgot(user: Pick<TestUser, 'email'>): Promise<string> {
  const arrives = mail.mailbox.nextMail(user.email, RESET_SUBJECT);
  const res = await api.post('/api/auth/password/forgot', { email: user.email });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true });
  return resetToken(arrives, backend.url);
}

const reset = (token: unknown, password: unknown = NEW_PASSWORD) => api.post('/api/auth/password/reset', { token, password });

describe('POST /api/auth/password/forgot', () => {
  it('mails a reset link to an existing account, whatever case the email is typed in', async () => {
    const user = await registerUser(api);
    const arrives = mail.mailbox.nextMail(user.email, RESET_SUBJECT);
    const res = await api.post('/api/auth/password/forgot', { email: ` ${user.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const received = await arrives;
    expect(received.subject).toBe('Reset your TeamTree password');
    expect(received.text).toMatch(/^Hello,/);
    const link = new URL(received.text.match(/http\S+reset-password\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/auth/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db()('account_tokens').where({ user_id: user.id, purpose: 'reset' });
    expect(row.token_hash).not.toContain(link.searchParams.get('token'));
  });

  it('answers an unknown email exactly alike and mails nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const res = await api.post('/api/auth/password/forgot', { email: nobody });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    // A later mail to someone else arrives; nothing was ever sent to the unknown address.
    const user = await registerUser(api);
    await forgot(user);
    expect(mail.mailbox.mailsTo(nobody)).toEqual([]);
    expect(await countRows(db(), 'account_tokens', { purpose: 'reset' })).toBeGreaterThan(0);
  });

  it.each([
    ['no email', {}],
    ['a malformed email', { email: 'not-an-email' }],
    ['a number', { email: 7 }],
  ])('answers 400 {error} for %s', async (_what, body) => {
    const res = await api.post('/api/auth/password/forgot', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the password, verifies the email and ends every session of the user, sockets included', async () => {
    const user = await registerUser(api);
    const other = await login(api, { email: user.email, password: user.password, stay: true });
    const socket = await connect(backend.url, other.body.access);
    const token = await forgot(user);
    expect(await emailVerified(api, user.access)).toBe(false);

    const gone = disconnected(socket);
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    await gone;

    expect((await login(api, { email: user.email, password: user.password })).status).toBe(401);
    const signedIn = await login(api, { email: user.email, password: NEW_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(await emailVerified(api, signedIn.body.access)).toBe(true);

    // Both earlier sessions are over: refresh credentials and access tokens alike.
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(401);
    expect((await api.get('/api/auth/me', { token: user.access })).status).toBe(401);
    expect((await api.get('/api/auth/me', { token: other.body.access })).status).toBe(401);
  });

  it('works once (single use); an older link of the same user stops working too', async () => {
    const user = await registerUser(api);
    const older = await forgot(user);
    const newer = await forgot(user);
    expect((await reset(newer)).status).toBe(200);
    for (const token of [newer, older]) {
      const again = await reset(token, 'yet another passphrase');
      expect(again.status).toBe(400);
      expect(again.body).toEqual(LINK_REFUSED);
    }
    expect((await login(api, { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('accepts a link just under an hour old and refuses one just over', async () => {
    const fresh = await registerUser(api);
    const freshToken = await forgot(fresh);
    await ageAccountTokens(db(), fresh.id, 3600_000 - 60_000);
    expect((await reset(freshToken)).status).toBe(200);

    const stale = await registerUser(api);
    const staleToken = await forgot(stale);
    await ageAccountTokens(db(), stale.id, 3600_000 + 60_000);
    const res = await reset(staleToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(LINK_REFUSED);
    expect((await login(api, { email: stale.email, password: stale.password })).status).toBe(200);
  });

  it('refuses an unknown token and a verification token', async () => {
    expect((await reset('B'.repeat(43))).body).toEqual(LINK_REFUSED);
    const email = uniqueEmail('verify-not-reset');
    const arrives = mail.mailbox.nextMail(email, VERIFY_SUBJECT);
    await registerUser(api, { email });
    const verifyToken = new URL((await arrives).text.match(/http\S+verify-email\S+/)![0]).searchParams.get('token');
    const res = await reset(verifyToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(LINK_REFUSED);
  });

  it('refuses a short password without using the link up', async () => {
    const user = await registerUser(api);
    const token = await forgot(user);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: expect.any(String) });
    expect((await reset(token)).status).toBe(200);
  });

  it.each([
    ['no body fields', {}],
    ['no password', { token: 'C'.repeat(43) }],
    ['no token', { password: NEW_PASSWORD }],
    ['a password that is not text', { token: 'C'.repeat(43), password: 12345678 }],
  ])('answers 400 {error} for %s', async (_what, body) => {
    const res = await api.post('/api/auth/password/reset', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('applies ADMIN_EMAILS: the reset verifies the email', async () => {
    const user = await registerUser(api, { email: ADMIN });
    expect((await api.get('/api/auth/me', { token: user.access })).body.role).toBe('USER');
    expect((await reset(await forgot(user))).status).toBe(200);
    const signedIn = await login(api, { email: ADMIN, password: NEW_PASSWORD });
    expect((await api.get('/api/auth/me', { token: signedIn.body.access })).body.role).toBe('ADMIN');
  });
});
