import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();
const { api } = backend;
let user: TestUser;

beforeAll(async () => {
  user = await registerUser(api, { firstName: 'Ada', lastName: 'Lovelace' });
});

describe('GET /api/auth/me', () => {
  it('answers exactly {id, role, plan, firstName, lastName, name, email, emailVerified, twoFactor, recoveryCodesLeft, hasPassword, language}', async () => {
    const res = await api.get('/api/auth/me', { token: user.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      role: 'USER',
      plan: 'BASIC',
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      email: user.email,
      emailVerified: false,
      twoFactor: false,
      recoveryCodesLeft: null,
      hasPassword: true,
      language: 'en',
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('reads role and plan from the database on every request, not from the token', async () => {
    const other = await registerUser(api);
    await backend.server.context.db('users').where({ id: other.id }).update({ role: 'MODERATOR', plan: 'PRO_ANNUAL' });
    const res = await api.get('/api/auth/me', { token: other.access });
    expect(res.body).toMatchObject({ role: 'MODERATOR', plan: 'PRO_ANNUAL' });
    await backend.server.context.db('users').where({ id: other.id }).update({ role: 'USER', plan: 'ELITE_MONTHLY' });
    expect((await api.get('/api/auth/me', { token: other.access })).body).toMatchObject({ role: 'USER', plan: 'ELITE_MONTHLY' });
  });

  it('refuses the token of a user that no longer exists with 401', async () => {
    const gone = await registerUser(api);
    await backend.server.context.db('users').where({ id: gone.id }).del();
    const res = await api.get('/api/auth/me', { token: gone.access });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String), code: 'session-expired' });
  });
});
