import { describe, expect, it } from 'vitest';
import { registration } from '../support/accounts';
import { type ApiResponse } from '../support/http';
import { accessClaims, DESKTOP, login, withRefreshCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();
const { api } = backend;


const desktopRefresh = (refresh: unknown) => api.post('/api/auth/refresh', { refresh }, { headers: DESKTOP });

function expectDesktopAnswer(res: ApiResponse): { access: string; refresh: string } {
  expect(res.headers.getSetCookie()).toEqual([]);
  expect(res.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
  expect(Buffer.from(res.body.refresh, 'base64url').length).toBeGreaterThanOrEqual(32);
  return res.body;
}

async function desktopUser() {
  const input = registration();
  const res = await api.post('/api/auth/register', input, { headers: DESKTOP });
  expect(res.status).toBe(201);
  return { input, ...expectDesktopAnswer(res) };
}

describe('desktop clients (X-TeamTree-Client: desktop)', () => {
  it('get the refresh credential in the JSON of register, and no cookie', async () => {
    const { access } = await desktopUser();
    expect((await api.get('/api/auth/me', { token: access })).status).toBe(200);
  });

  it('get it in the JSON of login, and no cookie', async () => {
    const { input } = await desktopUser();
    const res = await login(api, { email: input.email, password: input.password, stay: true }, DESKTOP);
    expect(res.status).toBe(200);
    expectDesktopAnswer(res);
  });

  it('are recognised whatever the case of the header value', async () => {
    const res = await api.post('/api/auth/register', registration(), { headers: { 'x-teamtree-client': 'Desktop' } });
    expect(res.status).toBe(201);
    expectDesktopAnswer(res);
  });

  it('refresh with {refresh} in the body and get a rotated one back, without cookie', async () => {
    const first = await desktopUser();
    const res = await desktopRefresh(first.refresh);
    expect(res.status).toBe(200);
    const second = expectDesktopAnswer(res);
    expect(second.refresh).not.toBe(first.refresh);
    expect(accessClaims(second.access).sub).toBe(accessClaims(first.access).sub);
    const third = expectDesktopAnswer(await desktopRefresh(second.refresh));
    expect(third.refresh).not.toBe(second.refresh);
  });

  it('lose the whole family when a rotated credential comes back', async () => {
    const first = await desktopUser();
    const second = expectDesktopAnswer(await desktopRefresh(first.refresh));
    const reused = await desktopRefresh(first.refresh);
    expect(reused.status).toBe(401);
    expect(reused.headers.getSetCookie()).toEqual([]);
    expect((await desktopRefresh(second.refresh)).status).toBe(401);
  });

  it.each([
    ['no refresh field', {}],
    ['an unknown credential', { refresh: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['an empty credential', { refresh: '' }],
  ])('refresh with %s gets 401 and no cookie', async (_what, body) => {
    const res = await api.post('/api/auth/refresh', body, { headers: DESKTOP });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String), code: 'session-expired' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refresh reads the body, not a cookie', async () => {
    const { refresh } = await desktopUser();
    const res = await api.post('/api/auth/refresh', {}, { headers: { ...DESKTOP, ...withRefreshCookie(refresh) } });
    expect(res.status).toBe(401);
  });

  it('log out with {refresh}: 200 {ok:true}, no cookie, and the family is revoked', async () => {
    const user = await desktopUser();
    const other = expectDesktopAnswer(await login(api, { email: user.input.email, password: user.input.password }, DESKTOP));
    const res = await api.post('/api/auth/logout', { refresh: user.refresh }, { token: user.access, headers: DESKTOP });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await desktopRefresh(user.refresh)).status).toBe(401);
    // Another device of the same user stays signed in.
    expect((await desktopRefresh(other.refresh)).status).toBe(200);
  });
});
