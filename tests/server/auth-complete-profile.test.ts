import { beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieOf, registerUser, type TestUser } from '../support/accounts';
import { cookieAttributes, login, refreshSetCookie, refreshWithCookie, withRefreshCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();
const { api } = backend;


const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '+44 7700900123',
  company: 'Navy Network',
  country: 'United Kingdom',
  stay: false,
  ...overrides,
});

/** A registered user whose profile is marked incomplete, as after a first Google visit. */
async function incompleteUser(): Promise<TestUser> {
  const user = await registerUser(api, { source: 'Instagram' });
  await backend.server.context.db('users').where({ id: user.id }).update({ profile_complete: false });
  return user;
}

const completeProfile = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.post('/api/auth/complete-profile', body, { token: user.access, headers });

describe('POST /api/auth/complete-profile', () => {
  it('stores the profile, marks it complete and answers {ok:true} without issuing a credential', async () => {
    const user = await incompleteUser();
    const res = await completeProfile(user, profile({ source: 'YouTube' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.getSetCookie()).toEqual([]);

    const row = await backend.server.context.db('users').where({ id: user.id }).first();
    expect(row).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '+44 7700900123',
      company: 'Navy Network',
      country: 'United Kingdom',
      source: 'YouTube',
      profile_complete: true,
    });
    const me = await api.get('/api/auth/me', { token: user.access });
    expect(me.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', name: 'Grace Hopper', email: user.email });
  });

  it('turns the login answer from next "/auth/signup/extra" to no next', async () => {
    const user = await incompleteUser();
    expect((await login(api, { email: user.email, password: user.password })).body.next).toBe('/auth/signup/extra');
    await completeProfile(user, profile());
    const after = await login(api, { email: user.email, password: user.password });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ access: expect.any(String) });
  });

  it('keeps the stored source when none is sent', async () => {
    const user = await incompleteUser();
    expect((await completeProfile(user, profile())).status).toBe(200);
    expect((await backend.server.context.db('users').where({ id: user.id }).first()).source).toBe('Instagram');
  });

  it('ignores fields it does not take (email, role, plan, password)', async () => {
    const user = await incompleteUser();
    const res = await completeProfile(user, profile({ email: 'taken-over@example.com', role: 'ADMIN', plan: 'ELITE_ANNUAL', password: 'new-password' }));
    expect(res.status).toBe(200);
    const me = await api.get('/api/auth/me', { token: user.access });
    expect(me.body).toMatchObject({ email: user.email, role: 'USER', plan: 'BASIC' });
    expect((await login(api, { email: user.email, password: user.password })).status).toBe(200);
  });

  it('makes the browser family persistent when stay is true, from the next rotation on', async () => {
    const user = await registerUser(api, { stay: false });
    const res = await completeProfile(user, profile({ stay: true }), withRefreshCookie(user.refreshCookie!));
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const rotated = await refreshWithCookie(api, user.refreshCookie!);
    expect(cookieAttributes(refreshSetCookie(rotated.headers)!).get('max-age')).toBe(String(30 * 24 * 3600));
  });

  it('never makes a persistent family a session one (stay false or left out)', async () => {
    const user = await registerUser(api, { stay: true });
    await completeProfile(user, profile({ stay: false }), withRefreshCookie(user.refreshCookie!));
    const rotated = await refreshWithCookie(api, user.refreshCookie!);
    const next = refreshCookieOf(rotated.headers)!;
    expect(cookieAttributes(refreshSetCookie(rotated.headers)!).has('max-age')).toBe(true);
    const withoutStay: Record<string, unknown> = profile();
    delete withoutStay.stay;
    await completeProfile(user, withoutStay, withRefreshCookie(next));
    expect(cookieAttributes(refreshSetCookie((await refreshWithCookie(api, next)).headers)!).has('max-age')).toBe(true);
  });
});

describe('POST /api/auth/complete-profile validation', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await incompleteUser();
  });

  const cases: [string, string, Record<string, unknown>][] = [
    ['firstName', 'missing', profile({ firstName: undefined })],
    ['firstName', 'only spaces', profile({ firstName: '  ' })],
    ['lastName', 'empty', profile({ lastName: '' })],
    ['lastName', 'too long', profile({ lastName: 'l'.repeat(101) })],
    ['phone', 'missing', profile({ phone: undefined })],
    ['phone', 'without dial code', profile({ phone: '07700900123' })],
    ['phone', '16 digits', profile({ phone: '+44 77009001234567' })],
    ['company', 'missing', profile({ company: undefined })],
    ['company', 'empty', profile({ company: '' })],
    ['country', 'unknown', profile({ country: 'Atlantis' })],
    ['country', 'missing', profile({ country: undefined })],
    ['stay', 'not a boolean', profile({ stay: 'no' })],
    ['source', 'unknown', profile({ source: 'Radio' })],
    ['source', 'null', profile({ source: null })],
  ];

  it.each(cases)('refuses %s (%s) with 400 {error, fields} and changes nothing', async (field, _why, body) => {
    const res = await completeProfile(user, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body.fields).toHaveProperty(field, expect.any(String));
    expect((await backend.server.context.db('users').where({ id: user.id }).first()).profile_complete).toBe(false);
  });
});
