import { beforeAll, describe, expect, it } from 'vitest';
import { adminUsersAnswer } from '../../shared/schemas/admin';
import { registerUser, uniqueEmail, type TestUser } from '../support/accounts';
import { bulkUsers } from '../support/seed';
import { login } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';
import { addMember, createTree, expectError } from './trees-fixtures';

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
        treeCount: 0,
      });
      expect(res.body).toMatchObject({ page: 1, hasMore: false });
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

  it('counts the trees each user owns (not those they are a member of), in the one listing query', async () => {
    const owned = [await createTree(api, user.access, { name: 'Uma One' }), await createTree(api, user.access, { name: 'Uma Two' })];
    await addMember(db(), owned[0], moderator.id, 'EDIT');
    const sql: string[] = [];
    const record = (q: { sql: string }) => sql.push(q.sql);
    db().on('query', record);
    let res;
    try {
      res = await api.get('/api/admin/users', { token: moderator.access });
    } finally {
      db().off('query', record);
    }
    const counts = Object.fromEntries(res.body.users.map((u: { id: string; treeCount: number }) => [u.id, u.treeCount]));
    expect(counts).toEqual({ [user.id]: 2, [moderator.id]: 0, [admin.id]: 0 });
    expect(sql.filter((text) => text.includes('teamtrees'))).toHaveLength(1);
    await db()('teamtrees').whereIn('id', owned).delete();
    const after = await api.get(`/api/admin/users?query=${encodeURIComponent(user.email)}`, { token: admin.access });
    expect(after.body.users).toMatchObject([{ id: user.id, treeCount: 0 }]);
  });

  it('answers at most 50 users; an empty query lists the 50 newest', async () => {
    await db()('users').insert(bulkUsers(55, (i) => new Date(Date.now() + 60_000 + i * 1000)));
    const res = await api.get('/api/admin/users?query=', { token: admin.access });
    expect(res.body.users).toHaveLength(50);
    expect(res.body.users[0].email).toBe('bulk54@example.com');
    expect(res.body.users[49].email).toBe('bulk5@example.com');
    expect(res.body).toMatchObject({ page: 1, hasMore: true });
    const some = await api.get('/api/admin/users?query=bulk', { token: moderator.access });
    expect(some.body.users).toHaveLength(50);
  });

  it('pages on with ?page=, newest first, without gaps or repeats', async () => {
    const ids = async (path: string) => {
      const res = await api.get(path, { token: moderator.access });
      expect(res.status).toBe(200);
      expect(adminUsersAnswer.parse(res.body)).toEqual(res.body);
      return res.body as { users: { id: string; email: string }[]; page: number; hasMore: boolean };
    };
    const first = await ids('/api/admin/users?page=1');
    const second = await ids('/api/admin/users?page=2');
    // 55 bulk users (newest) and the three registered ones: 50 + 8.
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.users.map((u) => u.email).slice(0, 5)).toEqual(['bulk4', 'bulk3', 'bulk2', 'bulk1', 'bulk0'].map((b) => `${b}@example.com`));
    expect(second.users.slice(5).map((u) => u.id)).toEqual([user.id, moderator.id, admin.id]);
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(58);

    const matching = await ids('/api/admin/users?query=bulk&page=2');
    expect(matching.users.map((u) => u.email)).toEqual(['bulk4', 'bulk3', 'bulk2', 'bulk1', 'bulk0'].map((b) => `${b}@example.com`));
    expect(await ids('/api/admin/users?query=bulk&page=3')).toEqual({ users: [], page: 3, hasMore: false });
    expect(await ids('/api/admin/users?query=nobody-like-this&page=1')).toEqual({ users: [], page: 1, hasMore: false });
  });

  it('refuses plain users (403), anonymous callers (401) and oversized queries (400)', async () => {
    expectError(await api.get('/api/admin/users', { token: user.access }), 403);
    expectError(await api.get('/api/admin/users'), 401);
    // Paging opens nothing more: plain users and anonymous callers are refused before the page is read.
    expectError(await api.get('/api/admin/users?page=2', { token: user.access }), 403);
    expectError(await api.get('/api/admin/users?page=0', { token: user.access }), 403);
    expectError(await api.get('/api/admin/users?page=2'), 401);
    expectError(await api.get(`/api/admin/users?query=${'a'.repeat(500)}`, { token: admin.access }), 400);
    expectError(await api.get('/api/admin/users?query=a&query=b', { token: admin.access }), 400);
    expectError(await api.get('/api/admin/users?query=%00', { token: admin.access }), 400);
  });

  it('refuses a page that is not a whole number from 1 to 10000 (400 naming page)', async () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', ' 2', '2e1', '0x2', '01', '10001', '99999999999999999999']) {
      const res = await api.get(`/api/admin/users?page=${encodeURIComponent(page)}`, { token: admin.access });
      expectError(res, 400);
      expect(Object.keys(res.body.fields ?? {})).toEqual(['page']);
    }
    expectError(await api.get('/api/admin/users?page=1&page=2', { token: admin.access }), 400);
    expect((await api.get('/api/admin/users?page=10000', { token: admin.access })).body).toEqual({ users: [], page: 10000, hasMore: false });
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
