import { describe, expect, it } from 'vitest';
import { refreshCookieOf, registerUser } from '../support/accounts';
import { accessClaims, cookieAttributes, refreshSetCookie, refreshWithCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();
const { api } = backend;


/** Refreshes and answers the new cookie value (failing the test when there is none). */
async function rotate(credential: string): Promise<string> {
  const res = await refreshWithCookie(api, credential);
  expect(res.status).toBe(200);
  const next = refreshCookieOf(res.headers);
  expect(next).toEqual(expect.any(String));
  return next!;
}

describe('POST /api/auth/refresh (browser, cookie)', () => {
  it('answers {access} for the cookie and rotates it: a new cookie each time', async () => {
    const user = await registerUser(api);
    const res = await refreshWithCookie(api, user.refreshCookie!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String) });
    expect(accessClaims(res.body.access).sub).toBe(user.id);
    const second = refreshCookieOf(res.headers)!;
    const third = await rotate(second);
    expect(new Set([user.refreshCookie, second, third]).size).toBe(3);
  });

  it('issues opaque credentials of at least 32 bytes and stores them only hashed', async () => {
    const user = await registerUser(api);
    const credential = user.refreshCookie!;
    expect(Buffer.from(credential, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(credential.split('.').length).toBe(1);
    const rows = await backend.server.context.db('refresh_tokens').select('token_hash');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === credential)).toBe(false);
  });

  it('refuses a rotated credential, and that reuse revokes the whole family (the newest too)', async () => {
    const user = await registerUser(api);
    const first = user.refreshCookie!;
    const second = await rotate(first);
    const third = await rotate(second);

    const reused = await refreshWithCookie(api, first);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ error: expect.any(String), code: 'session-expired' });

    const newest = await refreshWithCookie(api, third);
    expect(newest.status).toBe(401);
  });

  it('revokes only that family: another sign-in of the same user keeps working', async () => {
    const user = await registerUser(api);
    const other = await api.post('/api/auth/login', { email: user.email, password: user.password });
    const otherCookie = refreshCookieOf(other.headers)!;
    const rotated = await rotate(user.refreshCookie!);
    expect(rotated).not.toBe(user.refreshCookie);
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(401);
    expect((await refreshWithCookie(api, otherCookie)).status).toBe(200);
  });

  it('answers exactly one of two simultaneous refreshes with the same credential; the other is reuse', async () => {
    const user = await registerUser(api);
    const answers = await Promise.all([refreshWithCookie(api, user.refreshCookie!), refreshWithCookie(api, user.refreshCookie!)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await refreshWithCookie(api, refreshCookieOf(winner.headers)!)).status).toBe(401);
  });

  it.each([
    ['no cookie', {}],
    ['an empty cookie', { cookie: 'tt_refresh=' }],
    ['an unknown credential', { cookie: 'tt_refresh=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['another cookie only', { cookie: 'other=1' }],
  ])('refuses %s with 401 and clears the cookie', async (_what, headers) => {
    const res = await api.post('/api/auth/refresh', {}, { headers });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String), code: 'session-expired' });
    const cleared = refreshSetCookie(res.headers);
    expect(cleared).toMatch(/^tt_refresh=;/);
    expect(cookieAttributes(cleared!).get('max-age')).toBe('0');
  });

  it('refuses an expired credential with 401', async () => {
    const user = await registerUser(api);
    await backend.server.context.db('refresh_tokens').update({ expires_at: new Date(Date.now() - 1000) }).whereIn(
      'family_id',
      backend.server.context.db('refresh_families').select('id').where({ user_id: user.id }),
    );
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(401);
  });

  it('refuses the credential of a deleted user with 401', async () => {
    const user = await registerUser(api);
    await backend.server.context.db('users').where({ id: user.id }).del();
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(401);
  });

  it('ignores a refresh field in the body of a browser request', async () => {
    const user = await registerUser(api);
    const res = await api.post('/api/auth/refresh', { refresh: user.refreshCookie });
    expect(res.status).toBe(401);
    expect((await refreshWithCookie(api, user.refreshCookie!)).status).toBe(200);
  });

  it('refuses a body of the wrong shape with 400', async () => {
    const res = await api.post('/api/auth/refresh', { refresh: 42 });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });
});
