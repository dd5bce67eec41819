import { afterAll, describe, expect, it } from 'vitest';
import { closeAll, connect, disconnected } from '../realtime/socket-helpers';
import { registerUser } from '../support/accounts';
import { DESKTOP, login, refreshSetCookie, refreshWithCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const { api } = useTestServer();
const NEW_PASSWORD = 'another good passphrase';
const WRONG = { error: 'The current password is wrong', code: 'password-wrong' };

afterAll(closeAll);

const change = (access: string | null, body: unknown) => api.post('/api/auth/password/change', body, { token: access });

describe('POST /api/auth/password/change', () => {
  it("sets the new password and ends every other session; the caller's own session stays", async () => {
    const user = await registerUser(api);
    const browser = await login(api, { email: user.email, password: user.password, stay: true });
    const desktop = await login(api, { email: user.email, password: user.password, stay: true }, DESKTOP);
    const otherSocket = await connect(api.baseUrl, browser.body.access);
    const gone = disconnected(otherSocket);

    const res = await change(user.access, { currentPassword: user.password, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    await gone;

    // The caller (the registration session) keeps working: access token and refresh cookie.
    expect((await api.get('/api/auth/me', { token: user.access })).status).toBe(200);
    const own = await refreshWithCookie(api, user.refreshCookie!);
    expect(own.status).toBe(200);
    expect(refreshSetCookie(own.headers)).toMatch(/^tt_refresh=[^;]+/);

    // Every other session is over.
    expect((await api.get('/api/auth/me', { token: browser.body.access })).status).toBe(401);
    expect((await api.get('/api/auth/me', { token: desktop.body.access })).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { refresh: desktop.body.refresh }, { headers: DESKTOP })).status).toBe(401);

    expect((await login(api, { email: user.email, password: user.password })).status).toBe(401);
    expect((await login(api, { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers 403 for a wrong current password and changes nothing', async () => {
    const user = await registerUser(api);
    const other = await login(api, { email: user.email, password: user.password });
    const res = await change(user.access, { currentPassword: 'not my password', password: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(WRONG);
    expect((await login(api, { email: user.email, password: user.password })).status).toBe(200);
    expect((await api.get('/api/auth/me', { token: other.body.access })).status).toBe(200);
  });

  it('counts a wrong current password as a failed sign-in: the 11th try within 15 minutes is 429', async () => {
    const user = await registerUser(api);
    for (let i = 1; i <= 10; i++) {
      expect((await change(user.access, { currentPassword: `guess number ${i}`, password: NEW_PASSWORD })).status, `try ${i}`).toBe(403);
    }
    const limited = await change(user.access, { currentPassword: user.password, password: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual(expect.any(String));
    expect((await login(api, { email: user.email, password: NEW_PASSWORD })).status).not.toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await change(null, { currentPassword: 'whatever it is', password: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it.each([
    ['a short new password', { currentPassword: 'correct horse battery', password: 'short' }, 'password'],
    ['no current password', { password: NEW_PASSWORD }, 'currentPassword'],
    ['an empty current password', { currentPassword: '', password: NEW_PASSWORD }, 'currentPassword'],
    ['no new password', { currentPassword: 'correct horse battery' }, 'password'],
    ['a new password that is not text', { currentPassword: 'correct horse battery', password: ['x'] }, 'password'],
  ])('answers 400 {error, fields} for %s', async (_what, body, field) => {
    const user = await registerUser(api);
    const res = await change(user.access, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(Object.keys(res.body.fields)).toContain(field);
  });
});
