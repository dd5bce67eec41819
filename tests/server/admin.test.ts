import { beforeAll, describe, expect, it } from 'vitest';
import { adminUsersAnswer } from '../../shared/schemas/admin';
import { registerUser, uniqueEmail, type TestUser } from '../support/accounts';
import { login } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';
import { expectError } from './trees-fixtures';

const ADMIN_EMAIL = 'boss-admin@example.com';

const backend = useTestServer({ ADMIN_EMAILS: ADMIN_EMAIL.toUpperCase() });
const { api } = backend;
let admin: TestUser;
let moderator: TestUser;
let user: TestUser;

const db = () => backend.server.context.db;
const roleOf = async (id: string) => (await db()('users').where({ id }).first('role')).role;
const planOf = async (id: string) => (await db()('users').where({ id }).first('plan')).plan;

beforeAll(async () => {
  admin = await registerUser(api, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
  moderator = await registerUser(api, { firstName: 'Mo', lastName: 'Derator' });
  user = await registerUser(api, { firstName: 'Uma', lastName: 'User', email: uniqueEmail('uma') });
  await db()('users').where({ id: moderator.id }).update({ role: 'MODERATOR' });
  // ADMIN_EMAILS makes the admin ADMIN at the first sign-in after their email is verified.
  await db()('users').where({ id: admin.id }).update({ email_verified: true });
  expect((await login(api, { email: ADMIN_EMAIL, password: admin.password })).status).toBe(200);
});

describe('GET /api/admin/users', () => {
  it('lists users newest first to ADMIN and MODERATOR with the documented fields only', async () => {
    for (const operator of [admin, moderator]) {
      const res = await api.get('/api/admin/users', { token: operator.access });
      expect(res.status).toBe(200);
      expect(adminUsersAnswer.parse(res.body)).toEqual(res.body);
      expect(res.body.users.map((u: { id: string }) => u.id)).toEqual([user.id, moderator.id, admin.id]);
      expect(res.body.users[0]).toEqual({
        id: user.id,
        email: user.email,
        firstName: 'Uma',
        lastName: 'User',
        role: 'USER',
        plan: 'BASIC',
        createdAt: expect.any(String),
      });
      expect(res.body.users[2].role).toBe('ADMIN');
    }
  });

  it('matches email or name case-insensitively, with wildcards taken literally', async () => {
    const byEmail = await api.get(`/api/admin/users?query=${encodeURIComponent('UMA-')}`, { token: admin.access });
    expect(byEmail.body.users.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const byName = await api.get(`/api/admin/users?query=${encodeURIComponent('mo der')}`, { token: admin.access });
    expect(byName.body.users.map((u: { id: string }) => u.id)).toEqual([moderator.id]);
    const byLast = await api.get('/api/admin/users?query=admin', { token: admin.access });
    expect(byLast.body.users.map((u: { id: string }) => u.id)).toEqual([admin.id]);
    for (const wildcard of ['%', '_', '\\']) {
      const res = await api.get(`/api/admin/users?query=${encodeURIComponent(wildcard)}`, { token: admin.access });
      expect(res).toMatchObject({ status: 200, body: { users: [] } });
    }
  });

  it('answers at most 50 users; an empty query lists the 50 newest', async () => {
    const rows = Array.from({ length: 55 }, (_, i) => ({
      id: crypto.randomUUID(),
      email: `bulk${i}@example.com`,
      email_lower: `bulk${i}@example.com`,
      first_name: 'Bulk',
      last_name: `No${i}`,
      phone: '+49 1',
      company: 'C',
      role: 'USER',
      plan: 'BASIC',
      profile_complete: true,
      created_at: new Date(Date.now() + 60_000 + i * 1000),
    }));
    await db()('users').insert(rows);
    const res = await api.get('/api/admin/users?query=', { token: admin.access });
    expect(res.body.users).toHaveLength(50);
    expect(res.body.users[0].email).toBe('bulk54@example.com');
    expect(res.body.users[49].email).toBe('bulk5@example.com');
    const some = await api.get('/api/admin/users?query=bulk', { token: moderator.access });
    expect(some.body.users).toHaveLength(50);
  });

  it('refuses plain users (403), anonymous callers (401) and oversized queries (400)', async () => {
    expectError(await api.get('/api/admin/users', { token: user.access }), 403);
    expectError(await api.get('/api/admin/users'), 401);
    expectError(await api.get(`/api/admin/users?query=${'a'.repeat(500)}`, { token: admin.access }), 400);
    expectError(await api.get('/api/admin/users?query=a&query=b', { token: admin.access }), 400);
    expectError(await api.get('/api/admin/users?query=%00', { token: admin.access }), 400);
  });
});

describe('PUT /api/admin/users', () => {
  it('lets an ADMIN change plans and roles, effective on the next request', async () => {
    const target = await registerUser(api);
    expect((await api.put('/api/admin/users', { id: target.id, plan: 'PRO_ANNUAL' }, { token: admin.access })).status).toBe(200);
    expect(await planOf(target.id)).toBe('PRO_ANNUAL');
    expect((await api.get('/api/auth/me', { token: target.access })).body.plan).toBe('PRO_ANNUAL');

    const res = await api.put('/api/admin/users', { id: target.id, role: 'MODERATOR', plan: 'ELITE_MONTHLY' }, { token: admin.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await roleOf(target.id)).toBe('MODERATOR');
    expect(await planOf(target.id)).toBe('ELITE_MONTHLY');
    expect((await api.get('/api/admin/users', { token: target.access })).status).toBe(200);

    await api.put('/api/admin/users', { id: target.id, role: 'USER' }, { token: admin.access });
    expectError(await api.get('/api/admin/users', { token: target.access }), 403);
  });

  it('lets an admin change their own plan but not their own role (403)', async () => {
    expect((await api.put('/api/admin/users', { id: admin.id, plan: 'ELITE_ANNUAL' }, { token: admin.access })).status).toBe(200);
    expect(await planOf(admin.id)).toBe('ELITE_ANNUAL');
    expectError(await api.put('/api/admin/users', { id: admin.id, role: 'USER' }, { token: admin.access }), 403);
    expectError(await api.put('/api/admin/users', { id: admin.id, role: 'MODERATOR', plan: 'BASIC' }, { token: admin.access }), 403);
    expect(await roleOf(admin.id)).toBe('ADMIN');
    expect(await planOf(admin.id)).toBe('ELITE_ANNUAL');
  });

  it('refuses MODERATOR and USER (403) and anonymous callers (401)', async () => {
    expectError(await api.put('/api/admin/users', { id: user.id, plan: 'PRO_MONTHLY' }, { token: moderator.access }), 403);
    expectError(await api.put('/api/admin/users', { id: user.id, role: 'ADMIN' }, { token: user.access }), 403);
    expectError(await api.put('/api/admin/users', { id: moderator.id, role: 'ADMIN' }, { token: moderator.access }), 403);
    expectError(await api.put('/api/admin/users', { id: user.id, plan: 'PRO_MONTHLY' }), 401);
    expect(await planOf(user.id)).toBe('BASIC');
    expect(await roleOf(moderator.id)).toBe('MODERATOR');
  });

  it('refuses neither plan nor role, unknown or wrongly-cased values (400), unknown users (404)', async () => {
    for (const body of [
      { id: user.id },
      { id: user.id, plan: 'GOLD' },
      { id: user.id, plan: 'basic' },
      { id: user.id, role: 'admin' },
      { id: user.id, role: 'OWNER' },
      { id: user.id, plan: null },
      { id: 'nope', plan: 'BASIC' },
      { plan: 'BASIC' },
      { id: user.id, role: ['ADMIN'] },
    ]) {
      expectError(await api.put('/api/admin/users', body, { token: admin.access }), 400);
    }
    expectError(await api.put('/api/admin/users', { id: '00000000-0000-4000-8000-000000000000', plan: 'BASIC' }, { token: admin.access }), 404);
    expect(await planOf(user.id)).toBe('BASIC');
    expect(await roleOf(user.id)).toBe('USER');
  });

  it('ignores unknown fields (email, names) and never stores them', async () => {
    const before = await db()('users').where({ id: user.id }).first('email', 'first_name', 'last_name', 'role');
    const res = await api.put('/api/admin/users', { id: user.id, plan: 'PRO_MONTHLY', email: 'hijack@example.com', firstName: 'X', role: 'USER' }, { token: admin.access });
    expect(res.status).toBe(200);
    expect(await db()('users').where({ id: user.id }).first('email', 'first_name', 'last_name', 'role')).toEqual(before);
    await api.put('/api/admin/users', { id: user.id, plan: 'BASIC' }, { token: admin.access });
  });
});
