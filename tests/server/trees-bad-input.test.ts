import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import { type ApiResponse } from '../support/http';
import { useTestServer } from '../support/use-test-server';
import { addMember, addProfile, createTree, membershipIdOf, rootOf, shareTokenOf, storedState, treeBody } from './trees-fixtures';

/**
 * Bad input for the tree, sharing and join routes: wrong types, missing fields, huge strings,
 * impossible dates, foreign ids. Every answer is a 4xx `{error}` and the stored state is the
 * same afterwards; unknown fields of accepted bodies are ignored and never stored.
 */

const backend = useTestServer();
const { api } = backend;
let owner: TestUser;
let reader: TestUser;
let stranger: TestUser;
let treeId: string;
let strangerTree: string;
let strangerRoot: string;
let strangerMember: string;
let readerMember: string;
let child: string;
let strangerRequest: string;

const db = () => backend.server.context.db;
const HUGE = 'x'.repeat(200_000);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function expect4xx(res: ApiResponse, label: string): void {
  expect(res.status, `${label}: ${JSON.stringify(res.body)?.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.body, label).toEqual(expect.objectContaining({ error: expect.any(String) }));
}

/** Sends every request, expects each refused, and the stored state unchanged afterwards. */
async function refusedWithoutChange(requests: [string, () => Promise<ApiResponse>][]): Promise<void> {
  const before = await storedState(db());
  for (const [label, send] of requests) expect4xx(await send(), label);
  expect(await storedState(db())).toEqual(before);
}

beforeAll(async () => {
  [owner, reader, stranger] = await Promise.all([registerUser(api), registerUser(api), registerUser(api)]);
  treeId = await createTree(api, owner.access, { categories: [{ name: 'Level', value: 'Gold' }] });
  child = await addProfile(db(), treeId, await rootOf(db(), treeId));
  readerMember = await addMember(db(), treeId, reader.id, 'READ');
  strangerTree = await createTree(api, stranger.access);
  strangerRoot = await rootOf(db(), strangerTree);
  strangerMember = await membershipIdOf(db(), strangerTree, stranger.id);
  const extra = await registerUser(api);
  const token = await shareTokenOf(api, stranger.access, strangerTree);
  strangerRequest = (await api.post(`/api/teamtree/join/${token}`, {}, { token: extra.access })).body.requestId;
  await shareTokenOf(api, owner.access, treeId);
});

describe('POST /api/teamtree', () => {
  const post = (body: unknown) => () => api.post('/api/teamtree', body, { token: owner.access });

  it('refuses wrong types, missing fields, huge strings and impossible dates, creating nothing', async () => {
    const cases: [string, unknown][] = [
      ['array body', []],
      ['string body', 'tree'],
      ['number body', 5],
      ['null body', null],
      ['empty body', {}],
      ['name number', treeBody({ name: 5 })],
      ['name object', treeBody({ name: { first: 'a' } })],
      ['name array', treeBody({ name: ['a'] })],
      ['name empty', treeBody({ name: '' })],
      ['name blank', treeBody({ name: '   ' })],
      ['name too long', treeBody({ name: 'n'.repeat(201) })],
      ['name huge', treeBody({ name: HUGE })],
      ['billDate missing', { name: 'A' }],
      ['billDate 2023-02-30', treeBody({ billDate: '2023-02-30' })],
      ['billDate month 13', treeBody({ billDate: '2023-13-01' })],
      ['billDate before 1900', treeBody({ billDate: '1899-12-31' })],
      ['billDate after 2100', treeBody({ billDate: '2101-01-01' })],
      ['billDate German', treeBody({ billDate: '15.01.2026' })],
      ['billDate timestamp', treeBody({ billDate: '2026-01-15T00:00:00Z' })],
      ['billDate number', treeBody({ billDate: 20260115 })],
      ['billDate empty', treeBody({ billDate: '' })],
      ['birthday impossible', treeBody({ birthday: '2023-02-29' })],
      ['birthday number', treeBody({ birthday: 1990 })],
      ['phone letters', treeBody({ phone: 'call me' })],
      ['phone 16 digits', treeBody({ phone: '+49 12345678901234' })],
      ['phone two spaces', treeBody({ phone: '+49  1511' })],
      ['phone number', treeBody({ phone: 4915112345678 })],
      ['phone huge', treeBody({ phone: HUGE })],
      ['categories string', treeBody({ categories: 'Level' })],
      ['categories of strings', treeBody({ categories: ['Level'] })],
      ['category null', treeBody({ categories: [null] })],
      ['category name number', treeBody({ categories: [{ name: 5, value: 'a' }] })],
      ['category without value', treeBody({ categories: [{ name: 'Level' }] })],
      ['category name too long', treeBody({ categories: [{ name: 'n'.repeat(101), value: 'a' }] })],
      ['category value huge', treeBody({ categories: [{ name: 'Level', value: HUGE }] })],
      ['too many categories', treeBody({ categories: Array.from({ length: 51 }, (_, i) => ({ name: `C${i}`, value: 'v' })) })],
      ['two values of one category', treeBody({ categories: [{ name: 'level', value: 'a' }, { name: 'LEVEL', value: 'b' }] })],
      ['over the plan limit', treeBody({ categories: [{ name: 'A', value: 'a' }, { name: 'B', value: 'b' }] })],
      ['name with NUL', treeBody({ name: 'a\u0000b' })],
      ['category with NUL', treeBody({ categories: [{ name: 'Le\u0000vel', value: 'a' }] })],
    ];
    await refusedWithoutChange(cases.map(([label, body]) => [label, post(body)]));
  });

  it('refuses malformed JSON (400), other content types (415) and bodies over 1 MiB (413)', async () => {
    await refusedWithoutChange([
      ['malformed', () => api.post('/api/teamtree', undefined, { token: owner.access, raw: '{"name":', headers: { 'content-type': 'application/json' } })],
      ['form', () => api.post('/api/teamtree', undefined, { token: owner.access, raw: 'name=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
      ['too large', post(treeBody({ name: 'x'.repeat(1024 * 1024 + 1) }))],
    ]);
  });

  it('ignores unknown fields and never stores them', async () => {
    const chosenId = crypto.randomUUID();
    const res = await api.post(
      '/api/teamtree',
      treeBody({
        id: chosenId,
        ownerId: stranger.id,
        teamtreeId: strangerTree,
        parentId: strangerRoot,
        version: 99,
        reminders: [{ text: 'sneaky', done: true }],
        permission: 'READ',
        createdAt: '2000-01-01T00:00:00Z',
        password2: 'x',
        countryCode: '+49',
      }),
      { token: owner.access },
    );
    expect(res.status).toBe(201);
    const id = res.body.teamtree.id;
    expect(id).not.toBe(chosenId);
    const tree = await db()('teamtrees').where({ id }).first();
    expect(tree.owner_id).toBe(owner.id);
    expect(new Date(tree.created_at).getFullYear()).toBeGreaterThan(2000);
    const root = await db()('profiles').where({ teamtree_id: id }).first();
    expect(root).toMatchObject({ parent_id: null, version: 1 });
    expect(typeof root.reminders === 'string' ? JSON.parse(root.reminders) : root.reminders).toEqual([]);
    expect(await db()('memberships').where({ teamtree_id: id })).toEqual([expect.objectContaining({ user_id: owner.id, permission: 'OWNER', linked_profile_id: root.id })]);
    expect(await db()('profiles').where({ teamtree_id: strangerTree })).toHaveLength(1);
  });
});

describe('joining', () => {
  it('refuses bad tokens of PUT /api/teamtree and POST join without storing a request', async () => {
    const put = (body: unknown) => () => api.put('/api/teamtree', body, { token: reader.access });
    await refusedWithoutChange([
      ['missing', put({})],
      ['number', put({ token: 123 })],
      ['null', put({ token: null })],
      ['array', put({ token: ['a'] })],
      ['object', put({ token: { $ne: '' } })],
      ['empty', put({ token: '' })],
      ['huge', put({ token: HUGE })],
      ['unknown', put({ token: 'no-such-token' })],
      ['path unknown', () => api.post('/api/teamtree/join/no-such-token', {}, { token: reader.access })],
      ['path huge', () => api.post(`/api/teamtree/join/${'t'.repeat(5000)}`, {}, { token: reader.access })],
      ['info huge', () => api.get(`/api/teamtree/join/${'t'.repeat(5000)}/info`)],
      ['token with NUL', put({ token: 'a\u0000b' })],
      ['path with NUL', () => api.post('/api/teamtree/join/a%00b', {}, { token: reader.access })],
      ['info with NUL', () => api.get('/api/teamtree/join/%00/info')],
      ['info with spaces', () => api.get('/api/teamtree/join/a%20b/info')],
    ]);
  });

  it('refuses bad decisions and foreign requests without deciding anything', async () => {
    const post = (body: unknown) => () => api.post('/api/teamtree/join-requests', body, { token: owner.access });
    await refusedWithoutChange([
      ['missing all', post({})],
      ['missing action', post({ requestId: strangerRequest })],
      ['action case', post({ requestId: strangerRequest, action: 'APPROVE' })],
      ['action number', post({ requestId: strangerRequest, action: 1 })],
      ['requestId number', post({ requestId: 7, action: 'approve' })],
      ['requestId huge', post({ requestId: HUGE, action: 'approve' })],
      ['requestId unknown', post({ requestId: UNKNOWN_ID, action: 'approve' })],
      ['request of another tree', post({ requestId: strangerRequest, action: 'approve' })],
      ['list huge id', () => api.get(`/api/teamtree/join-requests?teamtreeId=${'i'.repeat(5000)}`, { token: owner.access })],
      ['list foreign tree', () => api.get(`/api/teamtree/join-requests?teamtreeId=${strangerTree}`, { token: owner.access })],
      ['read foreign request', () => api.get(`/api/teamtree/join-requests/${strangerRequest}`, { token: owner.access })],
    ]);
  });
});

describe('sharing', () => {
  it('refuses bad and foreign ids on every sharing route without changing anything', async () => {
    const as = owner.access;
    await refusedWithoutChange([
      ['share list foreign tree', () => api.get(`/api/teamtree/share?teamtreeId=${strangerTree}`, { token: as })],
      ['share list array', () => api.get(`/api/teamtree/share?teamtreeId=${treeId}&teamtreeId=${treeId}`, { token: as })],
      ['create link foreign tree', () => api.post('/api/teamtree/share', { teamtreeId: strangerTree }, { token: as })],
      ['create link number', () => api.post('/api/teamtree/share', { teamtreeId: 1 }, { token: as })],
      ['create link huge', () => api.post('/api/teamtree/share', { teamtreeId: HUGE }, { token: as })],
      ['revoke foreign tree', () => api.delete(`/api/teamtree/share/link?teamtreeId=${strangerTree}`, { token: as })],
      ['revoke huge', () => api.delete(`/api/teamtree/share/link?teamtreeId=${'i'.repeat(5000)}`, { token: as })],
      ['change foreign member', () => api.put('/api/teamtree/share', { memberId: strangerMember, permission: 'READ' }, { token: as })],
      ['change member number', () => api.put('/api/teamtree/share', { memberId: 5, permission: 'READ' }, { token: as })],
      ['change permission huge', () => api.put('/api/teamtree/share', { memberId: readerMember, permission: HUGE }, { token: as })],
      ['change permission OWNER', () => api.put('/api/teamtree/share', { memberId: readerMember, permission: 'OWNER' }, { token: as })],
      ['change permission lower case', () => api.put('/api/teamtree/share', { memberId: readerMember, permission: 'edit' }, { token: as })],
      ['remove foreign member', () => api.delete(`/api/teamtree/share?memberId=${strangerMember}`, { token: as })],
      ['remove unknown member', () => api.delete(`/api/teamtree/share?memberId=${UNKNOWN_ID}`, { token: as })],
      ['remove huge', () => api.delete(`/api/teamtree/share?memberId=${'m'.repeat(5000)}`, { token: as })],
      ['remove two ids', () => api.delete(`/api/teamtree/share?memberId=${readerMember}&memberId=${strangerMember}`, { token: as })],
    ]);
  });

  it('ignores unknown fields of a permission change: only the permission changes', async () => {
    const before = await db()('memberships').where({ id: readerMember }).first();
    const res = await api.put(
      '/api/teamtree/share',
      { memberId: readerMember, permission: 'EDIT', userId: stranger.id, teamtreeId: strangerTree, linkedProfileId: child, id: UNKNOWN_ID },
      { token: owner.access },
    );
    expect(res.status).toBe(200);
    expect(await db()('memberships').where({ id: readerMember }).first()).toEqual({ ...before, permission: 'EDIT' });
    await db()('memberships').where({ id: readerMember }).update({ permission: 'READ' });
  });

  it('ignores a client-chosen token when creating a link', async () => {
    const id = await createTree(api, owner.access);
    const res = await api.post('/api/teamtree/share', { teamtreeId: id, token: 'my-own-token', url: 'https://evil.example' }, { token: owner.access });
    expect(res.status).toBe(201);
    expect(res.body.shareLink.token).not.toBe('my-own-token');
    expect(res.body.shareLink.url.startsWith(backend.server.context.publicUrl())).toBe(true);
  });
});

describe('PUT /api/teamtree/member', () => {
  it('refuses wrong types, foreign trees and foreign profiles without linking', async () => {
    const put = (body: unknown) => () => api.put('/api/teamtree/member', body, { token: reader.access });
    await refusedWithoutChange([
      ['missing', put({})],
      ['tree number', put({ teamtreeId: 1, linkedProfileId: child })],
      ['tree huge', put({ teamtreeId: HUGE, linkedProfileId: child })],
      ['profile number', put({ teamtreeId: treeId, linkedProfileId: 1 })],
      ['profile object', put({ teamtreeId: treeId, linkedProfileId: { id: child } })],
      ['profile of another tree', put({ teamtreeId: treeId, linkedProfileId: strangerRoot })],
      ['unknown profile', put({ teamtreeId: treeId, linkedProfileId: UNKNOWN_ID })],
      ['tree the caller is not in', put({ teamtreeId: strangerTree, linkedProfileId: strangerRoot })],
      ['unknown tree', put({ teamtreeId: UNKNOWN_ID, linkedProfileId: child })],
    ]);
  });

  it("ignores unknown fields: no permission or other member's link changes", async () => {
    const res = await api.put(
      '/api/teamtree/member',
      { teamtreeId: treeId, linkedProfileId: child, permission: 'OWNER', userId: owner.id, memberId: strangerMember },
      { token: reader.access },
    );
    expect(res.status).toBe(200);
    expect(await db()('memberships').where({ id: readerMember }).first()).toMatchObject({ permission: 'READ', linked_profile_id: child, user_id: reader.id });
    expect(await db()('memberships').where({ id: strangerMember }).first()).toMatchObject({ permission: 'OWNER', linked_profile_id: strangerRoot });
  });
});

describe('GET /api/teamtree/status', () => {
  it('refuses bad ids with 4xx and never 500', async () => {
    for (const id of ['', 'x', "' OR 1=1 --", '%00', '{}', UNKNOWN_ID.toUpperCase().replace('4', 'Z'), 'i'.repeat(5000)]) {
      expect4xx(await api.get(`/api/teamtree/status?teamtreeId=${encodeURIComponent(id)}`, { token: owner.access }), id.slice(0, 20));
    }
  });
});

describe('methods a known path does not serve', () => {
  it('answer 405 {error} and change nothing', async () => {
    const as = owner.access;
    const requests: [string, () => Promise<ApiResponse>][] = [
      ['GET /api/teamtree', () => api.get('/api/teamtree', { token: as })],
      ['DELETE /api/teamtree', () => api.delete('/api/teamtree', { token: as })],
      ['PATCH /api/teamtree/share', () => api.request('PATCH', '/api/teamtree/share', {}, { token: as })],
      ['POST /api/teamtree/status', () => api.post('/api/teamtree/status', {}, { token: as })],
      ['GET /api/teamtree/member', () => api.get('/api/teamtree/member', { token: as })],
      ['DELETE /api/teamtree/join-requests/{id}', () => api.delete(`/api/teamtree/join-requests/${strangerRequest}`, { token: as })],
      ['GET /api/teamtree/join/{token}', () => api.get('/api/teamtree/join/abc', { token: as })],
      ['POST /api/teamtree/join/{token}/info', () => api.post('/api/teamtree/join/abc/info', {}, { token: as })],
      ['PUT /api/user/settings', () => api.put('/api/user/settings', {}, { token: as })],
      ['DELETE /api/admin/users', () => api.delete('/api/admin/users', { token: as })],
    ];
    const before = await storedState(db());
    const statuses: Record<string, number> = {};
    for (const [label, send] of requests) {
      const res = await send();
      expect4xx(res, label);
      statuses[label] = res.status;
    }
    expect(Object.values(statuses).every((s) => s === 405), JSON.stringify(statuses)).toBe(true);
    expect(await storedState(db())).toEqual(before);
  });
});
