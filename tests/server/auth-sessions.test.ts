import { afterEach, describe, expect, it } from 'vitest';
import { sessionsAnswer } from '../../shared/schemas/sessions';
import { closeAll, connect, connectError, disconnected, settle } from '../realtime/socket-helpers';
import { refreshCookieOf, registerUser, type TestUser } from '../support/accounts';
import { accessClaims, DESKTOP, login, refreshWithCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

/** Where one is signed in: `GET /api/auth/sessions` and `DELETE /api/auth/sessions/{id}`. */

const backend = useTestServer();
const { api } = backend;

afterEach(() => closeAll());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DESKTOP_APP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) TeamTree/1.4.0 Electron/45.3.4';

const sessionsOf = async (access: string) => {
  const res = await api.get('/api/auth/sessions', { token: access });
  expect(res.status).toBe(200);
  return sessionsAnswer.parse(res.body).sessions;
};
const endSession = (access: string, id: string) => api.delete(`/api/auth/sessions/${id}`, { token: access });
const me = (access: string) => api.get('/api/auth/me', { token: access });
const sid = (access: string) => accessClaims(access).sid!;

async function signIn(user: TestUser, headers: Record<string, string> = {}) {
  const res = await login(api, { email: user.email, password: user.password, stay: true }, headers);
  expect(res.status).toBe(200);
  return { access: res.body.access as string, cookie: refreshCookieOf(res.headers), refresh: res.body.refresh as string | undefined };
}

describe('GET /api/auth/sessions', () => {
  it('lists each session with its app, the User-Agent of its sign-in, its times and which one asks', async () => {
    const user = await registerUser(api);
    const web = await signIn(user, { 'user-agent': FIREFOX });
    const desktop = await signIn(user, { ...DESKTOP, 'user-agent': DESKTOP_APP });

    const sessions = await sessionsOf(web.access);
    expect(sessions).toHaveLength(3);
    const byId = new Map(sessions.map((session) => [session.id, session]));
    expect(byId.get(sid(web.access))).toMatchObject({ current: true, client: 'web', userAgent: FIREFOX });
    expect(byId.get(sid(desktop.access))).toMatchObject({ current: false, client: 'desktop', userAgent: DESKTOP_APP });
    expect(byId.get(sid(user.access))).toMatchObject({ current: false, client: 'web' });
    for (const session of sessions) {
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
      expect(session.createdAt).toBe(new Date(session.createdAt).toISOString());
    }
    // Newest use first: the desktop signed in last.
    expect(sessions.map((session) => session.id)).toEqual([sid(desktop.access), sid(web.access), sid(user.access)]);
    expect((await sessionsOf(desktop.access)).find((session) => session.current)?.id).toBe(sid(desktop.access));
  });

  it('counts a refresh as use: the refreshed session moves to the top, its start stays', async () => {
    const user = await registerUser(api);
    const later = await signIn(user);
    const before = (await sessionsOf(later.access)).find((session) => session.id === sid(user.access))!;
    expect((await sessionsOf(later.access))[0].id).toBe(sid(later.access));

    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(200);
    const after = await sessionsOf(later.access);
    expect(after[0]).toMatchObject({ id: sid(user.access), createdAt: before.createdAt });
    expect(Date.parse(after[0].lastUsedAt)).toBeGreaterThan(Date.parse(before.lastUsedAt));
  });

  it('leaves out ended sessions and other users', async () => {
    const user = await registerUser(api);
    const other = await registerUser(api);
    const gone = await signIn(user);
    expect((await api.post('/api/auth/logout', {}, { token: gone.access })).status).toBe(200);
    expect((await sessionsOf(user.access)).map((session) => session.id)).toEqual([sid(user.access)]);
    expect((await sessionsOf(other.access)).map((session) => session.id)).toEqual([sid(other.access)]);
  });

  it('needs a live session', async () => {
    expect((await api.get('/api/auth/sessions')).status).toBe(401);
    const user = await registerUser(api);
    await api.post('/api/auth/logout', {}, { token: user.access });
    expect((await api.get('/api/auth/sessions', { token: user.access })).status).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it("ends that session at once: its access token answers 401, its socket goes, its credential no longer refreshes; the caller's goes on", async () => {
    const user = await registerUser(api);
    const laptop = await signIn(user, DESKTOP);
    const socket = await connect(backend.url, laptop.access);
    const gone = disconnected(socket);
    const mine = await connect(backend.url, user.access);
    const mineGone = disconnected(mine);

    const res = await endSession(user.access, sid(laptop.access));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expect(await gone).toBe('io server disconnect');
    expect((await me(laptop.access)).status).toBe(401);
    expect(await connectError(backend.url, laptop.access)).toBe('unauthorized');
    expect((await api.post('/api/auth/refresh', { refresh: laptop.refresh }, { headers: DESKTOP })).status).toBe(401);

    expect((await me(user.access)).status).toBe(200);
    // An event sent after the ending reaches the caller's socket: it was not disconnected with the other.
    await settle(backend.server.context.hub, [user.id], [mine]);
    expect(mine.connected).toBe(true);
    expect((await sessionsOf(user.access)).map((session) => session.id)).toEqual([sid(user.access)]);
    // A session may end itself the same way.
    expect((await endSession(user.access, sid(user.access))).status).toBe(200);
    expect(await mineGone).toBe('io server disconnect');
    expect((await me(user.access)).status).toBe(401);
  });

  it('signs out everywhere else when the client ends every session but its own', async () => {
    const user = await registerUser(api);
    const others = await Promise.all([signIn(user), signIn(user, DESKTOP), signIn(user)]);
    const here = await signIn(user);
    for (const session of await sessionsOf(here.access)) {
      if (!session.current) expect((await endSession(here.access, session.id)).status).toBe(200);
    }
    expect((await sessionsOf(here.access)).map((session) => session.id)).toEqual([sid(here.access)]);
    for (const other of [user.access, ...others.map((session) => session.access)]) expect((await me(other)).status).toBe(401);
    expect((await refreshWithCookie(api, here.cookie!)).status).toBe(200);
  });

  it("answers 404 for another user's session, an unknown id, an ended session and a malformed id, ending nothing", async () => {
    const user = await registerUser(api);
    const victim = await registerUser(api);
    const ended = await signIn(user);
    await api.post('/api/auth/logout', {}, { token: ended.access });

    for (const id of [sid(victim.access), crypto.randomUUID(), sid(ended.access), 'not-a-session', "1' OR '1'='1"]) {
      const res = await endSession(user.access, encodeURIComponent(id));
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: 'This session does not exist or has already ended.', code: 'not-found' });
    }
    expect((await me(victim.access)).status).toBe(200);
    expect((await me(user.access)).status).toBe(200);
  });

  it('needs a live session', async () => {
    const user = await registerUser(api);
    expect((await api.delete(`/api/auth/sessions/${sid(user.access)}`)).status).toBe(401);
    expect((await me(user.access)).status).toBe(200);
  });
});
