import { afterAll, describe, expect, it } from 'vitest';
import { closeAll, connect, disconnected } from '../realtime/socket-helpers';
import { refreshCookieOf, registerUser, type TestUser } from '../support/accounts';
import { countRows, DESKTOP, login, refreshWithCookie } from '../support/sessions';
import { allowCodeAgain, codeOf, turnOnTwoFactor } from '../support/two-factor';
import { useMailServer } from './mail-fixtures';

/**
 * Two-step sign-in protects the account instead of locking its owner out (issue 33 item 3): a
 * session found open cannot turn it on without the password, turning it on ends every other
 * session, and turning it on or off tells the account's address.
 */

const mail = useMailServer();
const { api, backend } = mail;
const db = () => backend.server.context.db;

const PASSWORD_WRONG = { error: 'The password is wrong', code: 'password-wrong' };
const ON_SUBJECT = /^Two-step sign-in is now on/;
const OFF_SUBJECT = /^Two-step sign-in is now off/;

afterAll(closeAll);

const setup = (user: TestUser, body: Record<string, unknown>) => api.post('/api/auth/2fa/setup', body, { token: user.access });
const enable = (user: TestUser, body: Record<string, unknown>) => api.post('/api/auth/2fa/enable', body, { token: user.access });
const me = (access: string) => api.get('/api/auth/me', { token: access });

describe('setting it up and turning it on need the password', () => {
  it('setup without the password or with a wrong one: 403, and no secret is made', async () => {
    const user = await registerUser(api);
    for (const body of [{}, { password: 'not the password' }, { password: '' }]) {
      const res = await setup(user, body);
      expect([res.status, res.body]).toEqual([403, PASSWORD_WRONG]);
    }
    expect(await countRows(db(), 'two_factor', { user_id: user.id })).toBe(0);
    expect((await setup(user, { password: user.password })).status).toBe(200);
  });

  it('enable without the password or with a wrong one: 403 even with the right code, and it stays off', async () => {
    const user = await registerUser(api);
    const { secret } = (await setup(user, { password: user.password })).body;
    for (const body of [{ code: await codeOf(secret) }, { code: await codeOf(secret), password: 'not the password' }]) {
      const res = await enable(user, body);
      expect([res.status, res.body]).toEqual([403, PASSWORD_WRONG]);
    }
    expect((await me(user.access)).body.twoFactor).toBe(false);
    expect(await countRows(db(), 'recovery_codes', { user_id: user.id })).toBe(0);
    expect(mail.mailbox.mailsTo(user.email).filter((m) => ON_SUBJECT.test(m.subject))).toEqual([]);
    const on = await enable(user, { code: await codeOf(secret), password: user.password });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
  });

  it('counts wrong passwords as failed sign-ins: guessing from an open session runs into the sign-in limit', async () => {
    const user = await registerUser(api);
    let status = 403;
    for (let i = 0; i < 30 && status === 403; i++) status = (await setup(user, { password: `guess ${i}` })).status;
    expect(status).toBe(429);
    expect((await setup(user, { password: user.password })).status).toBe(429);
  });
});

describe('turning it on', () => {
  it('ends every other session of the account (refresh 401, access 401, sockets gone); the session that did it stays', async () => {
    const user = await registerUser(api);
    const browser = await login(api, { email: user.email, password: user.password, stay: true });
    const desktop = await login(api, { email: user.email, password: user.password, stay: true }, DESKTOP);
    const socket = await connect(backend.url, browser.body.access);
    const gone = disconnected(socket);

    await turnOnTwoFactor(api, user.access, user.password);
    await gone;

    expect((await refreshWithCookie(api, refreshCookieOf(browser.headers)!)).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { refresh: desktop.body.refresh }, { headers: DESKTOP })).status).toBe(401);
    expect((await me(browser.body.access)).status).toBe(401);
    expect((await me(desktop.body.access)).status).toBe(401);
    // The enabling session goes on: its access token and its refresh credential.
    expect((await me(user.access)).body.twoFactor).toBe(true);
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(200);
  });

  it('mails the account on and off', async () => {
    const user = await registerUser(api);
    const onMail = mail.mailbox.nextMail(user.email, ON_SUBJECT);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const on = await onMail;
    expect(on.text).toContain('Two-step sign-in was just turned on for your TeamTree account');
    expect(on.text).toContain(`${backend.url}/account`);

    const offMail = mail.mailbox.nextMail(user.email, OFF_SUBJECT);
    await allowCodeAgain(db(), user.id);
    const off = await api.post('/api/auth/2fa/disable', { password: user.password, code: await codeOf(secret) }, { token: user.access });
    expect(off.status).toBe(200);
    expect((await offMail).text).toContain('Two-step sign-in was just turned off for your TeamTree account');
  });
});
