import { afterEach, describe, expect, it } from 'vitest';
import { revokeUserSessions } from '../../server/auth/session-revocation';
import { closeAll, connect, connectError, disconnected } from '../realtime/socket-helpers';
import { refreshCookieOf, registerUser } from '../support/accounts';
import { accessClaims, login, refreshWithCookie, withRefreshCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();
const { api } = backend;

afterEach(() => closeAll());

const me = (access: string) => api.get('/api/auth/me', { token: access });
const logout = (access: string, credential: string) => api.post('/api/auth/logout', {}, { token: access, headers: withRefreshCookie(credential) });
const sessionOf = (access: string) => accessClaims(access).sid!;

describe('an access token dies with its refresh family', () => {
  it('answers 401 for a token of a logged-out family, while another session of the user goes on', async () => {
    const user = await registerUser(api);
    const elsewhere = await login(api, { email: user.email, password: user.password });
    expect((await me(user.access)).status).toBe(200);

    expect((await logout(user.access, user.refreshCookie!)).status).toBe(200);

    const refused = await me(user.access);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: expect.any(String), code: 'session-expired' });
    expect((await me(elsewhere.body.access)).status).toBe(200);
  });

  it('answers 401 for every token of a family revoked by reuse detection', async () => {
    const user = await registerUser(api);
    const rotated = await refreshWithCookie(api, user.refreshCookie!);
    expect(rotated.status).toBe(200);
    expect(sessionOf(rotated.body.access)).toBe(sessionOf(user.access));
    // The first credential again: reuse, the whole family is revoked.
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(401);
    expect((await me(user.access)).status).toBe(401);
    expect((await me(rotated.body.access)).status).toBe(401);
  });

  it('revokeUserSessions ends every session of the user but the one it keeps', async () => {
    const user = await registerUser(api);
    const second = await login(api, { email: user.email, password: user.password });
    const kept = await login(api, { email: user.email, password: user.password });
    const bystander = await registerUser(api);

    const revoked = await revokeUserSessions(backend.server.context, user.id, { exceptFamilyId: sessionOf(kept.body.access) });

    expect(revoked.sort()).toEqual([sessionOf(user.access), sessionOf(second.body.access)].sort());
    expect((await me(user.access)).status).toBe(401);
    expect((await me(second.body.access)).status).toBe(401);
    expect((await refreshWithCookie(api, refreshCookieOf(second.headers)!)).status).toBe(401);
    expect((await me(kept.body.access)).status).toBe(200);
    expect((await me(bystander.access)).status).toBe(200);
  });
});

describe('absolute session lifetime: 90 days', () => {
  it('refuses refresh and access once the family is older than 90 days, however recently it was used', async () => {
    const user = await registerUser(api);
    const rotated = await refreshWithCookie(api, user.refreshCookie!);
    const credential = refreshCookieOf(rotated.headers)!;
    await backend.server.context
      .db('refresh_families')
      .where({ id: sessionOf(user.access) })
      .update({ created_at: new Date(Date.now() - 90 * 24 * 3600_000 - 60_000) });
    expect((await me(rotated.body.access)).status).toBe(401);
    expect((await refreshWithCookie(api, credential)).status).toBe(401);
  });

  it('keeps a family of 89 days', async () => {
    const user = await registerUser(api);
    await backend.server.context
      .db('refresh_families')
      .where({ id: sessionOf(user.access) })
      .update({ created_at: new Date(Date.now() - 89 * 24 * 3600_000) });
    expect((await me(user.access)).status).toBe(200);
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(200);
  });
});

describe('POST /api/auth/refresh checks Origin for cookie requests', () => {
  const refreshFrom = (credential: string, origin: string | null, extra: Record<string, string> = {}) =>
    api.post('/api/auth/refresh', {}, { headers: { ...withRefreshCookie(credential), ...(origin ? { origin } : {}), ...extra } });

  it('refuses a foreign Origin with 403 and leaves the credential usable', async () => {
    const user = await registerUser(api);
    for (const origin of ['https://evil.example', 'null', `${backend.url}.evil.example`, backend.url.replace('127.0.0.1', 'localhost')]) {
      const res = await refreshFrom(user.refreshCookie!, origin);
      expect(res.status, origin).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String), code: 'origin-refused' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect((await refreshFrom(user.refreshCookie!, null)).status).toBe(200);
  });

  it("accepts the server's own origin", async () => {
    const user = await registerUser(api);
    expect((await refreshFrom(user.refreshCookie!, backend.url)).status).toBe(200);
  });

  it('does not apply to desktop clients (no cookie; the credential is in the body)', async () => {
    const signedIn = await api.post('/api/auth/register', { ...(await import('../support/accounts')).registration() }, { headers: { 'X-TeamTree-Client': 'desktop' } });
    const res = await api.post(
      '/api/auth/refresh',
      { refresh: signedIn.body.refresh },
      { headers: { 'X-TeamTree-Client': 'desktop', origin: 'app://teamtree' } },
    );
    expect(res.status).toBe(200);
  });
});

describe('PUBLIC_URL is an own origin too', () => {
  const behindProxy = useTestServer({ PUBLIC_URL: 'https://teamtree.example' });

  it('accepts Origin https://teamtree.example and refuses another', async () => {
    const user = await registerUser(behindProxy.api);
    const from = (origin: string, credential: string) =>
      behindProxy.api.post('/api/auth/refresh', {}, { headers: { ...withRefreshCookie(credential), origin } });
    expect((await from('https://other.example', user.refreshCookie!)).status).toBe(403);
    expect((await from('https://teamtree.example', user.refreshCookie!)).status).toBe(200);
  });
});

describe('sockets of a revoked session', () => {
  it('cannot connect with an access token of a logged-out family', async () => {
    const user = await registerUser(api);
    await logout(user.access, user.refreshCookie!);
    expect(await connectError(backend.url, user.access)).toBe('unauthorized');
  });

  it('are disconnected when reuse detection revokes their family; other sessions keep theirs', async () => {
    const user = await registerUser(api);
    const other = await login(api, { email: user.email, password: user.password });
    const revokedSocket = await connect(backend.url, user.access);
    const keptSocket = await connect(backend.url, other.body.access);

    const gone = disconnected(revokedSocket);
    await refreshWithCookie(api, user.refreshCookie!);
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(401);
    expect(await gone).toBe('io server disconnect');
    expect(keptSocket.connected).toBe(true);
  });

  it('are disconnected by revokeUserSessions', async () => {
    const user = await registerUser(api);
    const socket = await connect(backend.url, user.access);
    const gone = disconnected(socket);
    await revokeUserSessions(backend.server.context, user.id);
    expect(await gone).toBe('io server disconnect');
  });
});
