import { describe, expect, it } from 'vitest';
import { refreshCookieOf, registerUser } from '../support/accounts';
import { cookieAttributes, login, refreshSetCookie, refreshWithCookie, withRefreshCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();
const { api } = backend;


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
    // The registration's family was not presented, so it stays.
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(200);
  });

  it("cannot revoke another user's family", async () => {
    const victim = await registerUser(api);
    const attacker = await registerUser(api);
    const res = await logout(attacker.access, victim.refreshCookie!);
    expect(res.status).toBe(200);
    expect((await refreshWithCookie(api, victim.refreshCookie!)).status).toBe(200);
  });
});
