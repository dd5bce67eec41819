import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail, type TestUser } from '../support/accounts';
import { accessClaims, countRows, login, refreshSetCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const INVALID = { error: 'Invalid email or password', code: 'invalid-credentials' };

const backend = useTestServer();
const { api } = backend;
let user: TestUser;

beforeAll(async () => {
  user = await registerUser(api);
});

describe('POST /api/auth/login', () => {
  it('answers 200 {access} without next for a complete profile, and starts a new refresh family', async () => {
    const families = await countRows(backend.server.context.db, 'refresh_families', { user_id: user.id });
    const res = await login(api, { email: user.email, password: user.password, stay: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String) });
    expect(accessClaims(res.body.access).sub).toBe(user.id);
    expect(refreshSetCookie(res.headers)).toMatch(/^tt_refresh=[A-Za-z0-9_-]{43,};/);
    expect(await countRows(backend.server.context.db, 'refresh_families', { user_id: user.id })).toBe(families + 1);
  });

  it('finds the email whatever its case and surrounding spaces', async () => {
    const res = await login(api, { email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.status).toBe(200);
    expect(accessClaims(res.body.access).sub).toBe(user.id);
  });

  it('refuses a wrong password with 401 and the exact message, setting no cookie', async () => {
    const res = await login(api, { email: user.email, password: `${user.password}!` });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
    expect(refreshSetCookie(res.headers)).toBeNull();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await login(api, { email: uniqueEmail('nobody'), password: user.password });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
  });

  it('treats the password as case-sensitive and untrimmed', async () => {
    expect((await login(api, { email: user.email, password: user.password.toUpperCase() })).status).toBe(401);
    expect((await login(api, { email: user.email, password: ` ${user.password}` })).status).toBe(401);
  });

  it('refuses an account without password (Google only) with the same 401', async () => {
    const email = uniqueEmail('google-only');
    await backend.server.context.db('users').insert({
      id: crypto.randomUUID(),
      email,
      email_lower: email,
      password_hash: null,
      google_sub: `sub-${email}`,
      profile_complete: false,
    });
    const res = await login(api, { email, password: 'whatever-it-is' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
  });

  it('answers next "/auth/signup/extra" for a user whose profile is incomplete', async () => {
    const incomplete = await registerUser(api);
    await backend.server.context.db('users').where({ id: incomplete.id }).update({ profile_complete: false });
    const res = await login(api, { email: incomplete.email, password: incomplete.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String), next: '/auth/signup/extra' });
  });

  it.each([
    ['no email', { password: 'secret123' }, 'email'],
    ['an empty email', { email: '', password: 'secret123' }, 'email'],
    ['no password', { email: 'a@example.com' }, 'password'],
    ['an empty password', { email: 'a@example.com', password: '' }, 'password'],
    ['a number as password', { email: 'a@example.com', password: 12345678 }, 'password'],
    ['stay as a string', { email: 'a@example.com', password: 'secret123', stay: 'true' }, 'stay'],
  ])('refuses %s with 400 {error, fields}', async (_what, body, field) => {
    const res = await login(api, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body.fields).toHaveProperty(field);
  });
});
