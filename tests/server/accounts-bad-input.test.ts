import { beforeAll, describe, expect, it } from 'vitest';
import { storeAccountToken } from '../support/account-links';
import { registerUser, type TestUser } from '../support/accounts';
import type { ApiResponse } from '../support/http';
import { login } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

/**
 * Bad input for the routes of mailed links and passwords: wrong types, missing fields, huge
 * strings, NUL characters, malformed JSON, other content types and oversized bodies. Every
 * answer is a 4xx `{error}`, and no password, verification or link changes.
 */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;
let user: TestUser;
let verifyToken: string;
let resetToken: string;

const HUGE = 'x'.repeat(200_000);
const OVER_1_MIB = 'x'.repeat(1024 * 1024 + 1);

/** Everything the routes could change: the user's row and every mailed-link token. */
async function accountState() {
  const row = await db()('users').where({ id: user.id }).first('password_hash', 'email_verified', 'role');
  const tokens = await db()('account_tokens').orderBy('token_hash').select('token_hash', 'purpose', 'used_at');
  const twoFactor = await db()('two_factor').where({ user_id: user.id }).select();
  const recoveryCodes = await db()('recovery_codes').where({ user_id: user.id }).orderBy('code_hash').select();
  return { row, tokens, twoFactor, recoveryCodes };
}

function expect4xx(res: ApiResponse, label: string): void {
  expect(res.status, `${label}: ${JSON.stringify(res.body)?.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.body, label).toEqual(expect.objectContaining({ error: expect.any(String) }));
}

const BODIES: [string, unknown][] = [
  ['an array', []],
  ['a string', 'token'],
  ['null', null],
  ['an object instead of text', { token: { $gt: '' }, email: { $ne: null }, password: { a: 1 }, currentPassword: { a: 1 }, code: { $gt: '' }, mfaToken: { $ne: null } }],
  ['huge strings', { token: HUGE, email: `${HUGE}@example.com`, password: HUGE, currentPassword: HUGE, code: HUGE, mfaToken: HUGE }],
  ['NUL characters', { token: `${'A'.repeat(43)}\u0000`, email: 'nul\u0000@example.com', password: 'pass\u0000word', currentPassword: '\u0000', code: '12345\u0000', mfaToken: `${'A'.repeat(43)}\u0000` }],
  ['numbers instead of text', { token: 1, email: 2, password: 3, currentPassword: 4, code: 123456, mfaToken: 5 }],
];

const ROUTES: { path: string; signedIn: boolean }[] = [
  { path: '/api/auth/verify-email', signedIn: true },
  { path: '/api/auth/password/forgot', signedIn: false },
  { path: '/api/auth/password/reset', signedIn: false },
  { path: '/api/auth/password/change', signedIn: true },
  { path: '/api/auth/2fa/setup', signedIn: true },
  { path: '/api/auth/2fa/enable', signedIn: true },
  { path: '/api/auth/2fa/disable', signedIn: true },
  { path: '/api/auth/login/2fa', signedIn: false },
];

beforeAll(async () => {
  user = await registerUser(api);
  verifyToken = await storeAccountToken(db(), user.id, 'verify');
  resetToken = await storeAccountToken(db(), user.id, 'reset');
});

describe.each(ROUTES)('POST $path', ({ path, signedIn }) => {
  const token = () => (signedIn ? user.access : null);

  it('refuses wrong types, missing fields, huge strings and NUL characters with 4xx {error}, changing nothing', async () => {
    const before = await accountState();
    expect4xx(await api.post(path, {}, { token: token() }), 'empty body');
    for (const [label, body] of BODIES) {
      expect4xx(await api.request('POST', path, undefined, { token: token(), raw: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), label);
    }
    expect(await accountState()).toEqual(before);
  });

  it('refuses malformed JSON (400), other content types (415) and bodies over 1 MiB (413)', async () => {
    const before = await accountState();
    const malformed = await api.post(path, undefined, { token: token(), raw: '{"token":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    const form = await api.post(path, undefined, { token: token(), raw: 'token=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    const large = await api.post(path, { token: OVER_1_MIB }, { token: token() });
    expect(large.status).toBe(413);
    const answers = [malformed, form, large].map((res) => res.body);
    expect(answers).toEqual(['validation', 'not-json', 'too-large'].map((code) => ({ error: expect.any(String), code })));
    expect(await accountState()).toEqual(before);
  });
});

describe('POST /api/auth/verify-email/send', () => {
  it('ignores a body it does not need, and refuses a bad token with 401', async () => {
    expect((await api.post('/api/auth/verify-email/send', { email: 'someone-else@example.com' }, { token: user.access })).status).toBe(200);
    expect4xx(await api.post('/api/auth/verify-email/send', {}, { token: 'not.a.token' }), 'bad bearer token');
  });
});

describe('POST /api/auth/2fa/setup', () => {
  it('ignores fields it does not take, and refuses a bad token with 401', async () => {
    const other = await registerUser(api);
    const res = await api.post('/api/auth/2fa/setup', { password: other.password, secret: 'AAAAAAAAAAAAAAAA', userId: user.id }, { token: other.access });
    expect(res.status).toBe(200);
    expect(res.body.secret).not.toBe('AAAAAAAAAAAAAAAA');
    expect(await db()('two_factor').where({ user_id: user.id }).first()).toBeUndefined();
    expect4xx(await api.post('/api/auth/2fa/setup', {}, { token: 'not.a.token' }), 'bad bearer token');
  });
});

describe('GET /api/auth/export', () => {
  it("ignores a query it does not need and never exports another user's data", async () => {
    const other = await registerUser(api);
    const res = await api.get(`/api/auth/export?userId=${other.id}&teamtreeId=${crypto.randomUUID()}&format=csv`, { token: user.access });
    expect(res.status).toBe(200);
    expect(res.body.account.id).toBe(user.id);
    expect4xx(await api.get('/api/auth/export', { token: 'not.a.token' }), 'bad bearer token');
  });
});

describe('/api/auth/sessions', () => {
  const IDS = ['x'.repeat(4000), '%00', '..%2F..%2Fme', `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}%00`, "1'%20OR%20'1'%3D'1", '%E0%A4%A', '{"$ne":null}'];

  it('refuses malformed session ids and bodies with 4xx {error} and ends nothing', async () => {
    const sessions = async () => (await api.get('/api/auth/sessions', { token: user.access })).body;
    const before = await sessions();
    for (const id of IDS) expect4xx(await api.delete(`/api/auth/sessions/${id}`, { token: user.access }), `id ${id.slice(0, 40)}`);
    expect4xx(await api.delete('/api/auth/sessions/x', { token: 'not.a.token' }), 'bad bearer token');
    const id = crypto.randomUUID();
    expect4xx(await api.request('DELETE', `/api/auth/sessions/${id}`, undefined, { token: user.access, raw: '{"id":', headers: { 'content-type': 'application/json' } }), 'malformed JSON');
    expect(await sessions()).toEqual(before);
  });

  it('ignores a query the list does not need', async () => {
    const res = await api.get(`/api/auth/sessions?userId=${crypto.randomUUID()}&limit=-1&userId=x`, { token: user.access });
    expect(res.status).toBe(200);
    expect(res.body.sessions.length).toBeGreaterThan(0);
  });
});

describe('DELETE /api/auth/account', () => {
  it('refuses bad bodies and bad transfers with 4xx {error}, even with the right password, and deletes nothing', async () => {
    const owner = await registerUser(api);
    const member = await registerUser(api);
    const treeId = (await api.post('/api/teamtree', { name: 'Still here', billDate: '2026-01-15', categories: [] }, { token: owner.access })).body.teamtree.id;
    await db()('memberships').insert({ id: crypto.randomUUID(), teamtree_id: treeId, user_id: member.id, permission: 'EDIT' });
    const state = async () => ({
      user: await db()('users').where({ id: owner.id }).first('id', 'password_hash'),
      trees: await db()('teamtrees').where({ owner_id: owner.id }).select('id', 'owner_id'),
      memberships: await db()('memberships').where({ teamtree_id: treeId }).orderBy('id').select('user_id', 'permission'),
      sessions: await db()('refresh_families').where({ user_id: owner.id }).whereNull('revoked_at').count({ n: '*' }).first(),
    });
    const before = await state();
    const send = (body: unknown, raw?: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      api.request('DELETE', '/api/auth/account', undefined, { token: owner.access, raw: raw ?? JSON.stringify(body), headers });
    const password = owner.password;
    const transfer = { teamtreeId: treeId, userId: member.id };
    const bodies: [string, unknown][] = [
      ...BODIES,
      ['transfers not a list', { password, transfers: transfer }],
      ['transfers null', { password, transfers: null }],
      ['a transfer of text', { password, transfers: ['x'] }],
      ['ids that are no UUIDs', { password, transfers: [{ teamtreeId: 'x', userId: "1' OR '1'='1" }] }],
      ['huge ids', { password, transfers: [{ teamtreeId: HUGE, userId: member.id }] }],
      ['NUL in an id', { password, transfers: [{ teamtreeId: `${treeId}\u0000`, userId: member.id }] }],
      ['objects as ids', { password, transfers: [{ teamtreeId: { $ne: null }, userId: member.id }] }],
      ['a transfer without its user', { password, transfers: [{ teamtreeId: treeId }] }],
      ['1,001 transfers', { password, transfers: Array.from({ length: 1001 }, () => transfer) }],
      ['an unknown tree', { password, transfers: [{ teamtreeId: crypto.randomUUID(), userId: member.id }] }],
      ['an unknown user', { password, transfers: [{ teamtreeId: treeId, userId: crypto.randomUUID() }] }],
      ['a password of the wrong type', { password: 12345678, transfers: [transfer] }],
    ];
    for (const [label, body] of bodies) expect4xx(await send(body), label);
    expect((await send(undefined, '{"password":')).status).toBe(400);
    expect((await send(undefined, 'password=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await send({ password: OVER_1_MIB })).status).toBe(413);
    expect4xx(await api.request('DELETE', '/api/auth/account', { password }, { token: 'not.a.token' }), 'bad bearer token');
    expect(await state()).toEqual(before);
    // The right request still works afterwards.
    expect((await send({ password, transfers: [transfer] })).status).toBe(200);
  });
});

describe('the links stay usable after all that', () => {
  it('still verifies and resets with the right tokens', async () => {
    expect((await api.post('/api/auth/verify-email', { token: verifyToken }, { token: user.access })).status).toBe(200);
    expect((await api.post('/api/auth/password/reset', { token: resetToken, password: 'a fine new password' })).status).toBe(200);
    expect((await login(api, { email: user.email, password: 'a fine new password' })).status).toBe(200);
  });
});
