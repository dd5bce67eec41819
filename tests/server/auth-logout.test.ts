import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, connect, connectError, disconnected } from '../realtime/socket-helpers';
import { refreshCookieOf, registerUser } from '../support/accounts';
import { cookieAttributes, DESKTOP, login, refreshSetCookie, refreshWithCookie, withRefreshCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();
const { api } = backend;

afterEach(() => closeAll());

const logout = (access: string, credential?: string) =>
  api.post('/api/auth/logout', {}, { token: access, headers: credential ? withRefreshCookie(credential) : {} });

describe('POST /api/auth/logout (browser)', () => {
  it('answers {ok:true}, clears the cookie and revokes the family', async () => {
    const user = await registerUser(api);
    const rotated = await refreshWithCookie(api, user.refreshCookie!);
    const current = refreshCookieOf(rotated.headers)!;

    const res = await logout(rotated.body.access, current);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const cleared = refreshSetCookie(res.headers)!;
    expect(cleared).toMatch(/^tt_refresh=;/);
    const attributes = cookieAttributes(cleared);
    expect(attributes.get('max-age')).toBe('0');
    expect(attributes.get('path')).toBe('/api/auth');
    expect(attributes.get('httponly')).toBe(true);

    expect((await refreshWithCookie(api, current)).status).toBe(401);
  });

  it('revokes only the family of that browser', async () => {
    const user = await registerUser(api);
    const elsewhere = await login(api, { email: user.email, password: user.password });
    await logout(user.access, user.refreshCookie!);
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(401);
    expect((await refreshWithCookie(api, refreshCookieOf(elsewhere.headers)!)).status).toBe(200);
  });

  it('still answers {ok:true} and clears the cookie without one', async () => {
    const user = await registerUser(api);
    const res = await logout(user.access);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(refreshSetCookie(res.headers)).toMatch(/^tt_refresh=;/);
  });

  it("cannot revoke another user's family", async () => {
    const victim = await registerUser(api);
    const attacker = await registerUser(api);
    const res = await logout(attacker.access, victim.refreshCookie!);
    expect(res.status).toBe(200);
    expect((await refreshWithCookie(api, victim.refreshCookie!)).status).toBe(200);
  });
});

describe('POST /api/auth/logout with only the bearer token', () => {
  const me = (access: string) => api.get('/api/auth/me', { token: access });

  it("ends the calling token's session: the token answers 401, its credential no longer refreshes, its socket goes", async () => {
    const user = await registerUser(api);
    const elsewhere = await login(api, { email: user.email, password: user.password });
    const socket = await connect(backend.url, user.access);
    const gone = disconnected(socket);

    const res = await logout(user.access);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expect(await gone).toBe('io server disconnect');
    expect((await me(user.access)).status).toBe(401);
    expect(await connectError(backend.url, user.access)).toBe('unauthorized');
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(401);
    // Another session of the same user goes on.
    expect((await me(elsewhere.body.access)).status).toBe(200);
    expect((await refreshWithCookie(api, refreshCookieOf(elsewhere.headers)!)).status).toBe(200);
  });

  it('ends a desktop session that sent no {refresh}', async () => {
    const user = await registerUser(api);
    const desktop = await login(api, { email: user.email, password: user.password }, DESKTOP);
    expect((await api.post('/api/auth/logout', {}, { token: desktop.body.access, headers: DESKTOP })).status).toBe(200);
    expect((await me(desktop.body.access)).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { refresh: desktop.body.refresh }, { headers: DESKTOP })).status).toBe(401);
    expect((await me(user.access)).status).toBe(200);
  });

  it("ends both the caller's session and the presented credential's when they differ", async () => {
    const user = await registerUser(api);
    const other = await login(api, { email: user.email, password: user.password });
    expect((await logout(other.body.access, user.refreshCookie!)).status).toBe(200);
    expect((await me(other.body.access)).status).toBe(401);
    expect((await me(user.access)).status).toBe(401);
    expect((await refreshWithCookie(api, refreshCookieOf(other.headers)!)).status).toBe(401);
  });
});
