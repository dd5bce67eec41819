import { beforeAll, describe, expect, it } from 'vitest';
import { type RequestOptions } from '../support/http';
import { newProfile, seedCast, seedTree, snapshotTree, type Cast, type SeededTree } from '../support/seed';
import { useTestServer } from '../support/use-test-server';

/**
 * Bad input for every profile and category route: each answer is 4xx with `{error}` and the
 * stored tree (profiles, categories, tags, memberships) is exactly as before.
 */

const backend = useTestServer();
const { api } = backend;
let cast: Cast;
let other: SeededTree;
let childId: string;

const db = () => backend.server.context.db;
const huge = 'x'.repeat(100_000);

beforeAll(async () => {
  cast = await seedCast(api, db());
  other = await seedTree(db(), cast.outsider, { name: 'Foreign tree' });
  const child = await api.post(
    '/api/teamtree/profile',
    newProfile(cast.tree.teamtreeId, cast.tree.rootId, { categories: [{ name: 'Rank', value: 'Gold' }], reminders: [{ text: 'Keep', done: false }] }),
    { token: cast.owner.access },
  );
  childId = child.body.profile.id;
});

interface BadCase {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  body?: () => unknown;
  options?: RequestOptions;
  status?: number;
}

async function expectRefusedAndUnchanged(c: BadCase): Promise<void> {
  const before = await Promise.all([snapshotTree(db(), cast.tree.teamtreeId), snapshotTree(db(), other.teamtreeId)]);
  const res = await api.request(c.method, c.path(), c.body?.(), { token: cast.owner.access, ...c.options });
  expect(res.status, `${c.label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, c.label).toBeLessThan(500);
  if (c.status) expect(res.status, c.label).toBe(c.status);
  expect(res.body, c.label).toEqual(expect.objectContaining({ error: expect.any(String) }));
  expect(JSON.stringify(res.body)).not.toMatch(/select|insert|update|stack|at .*\.ts/i);
  const after = await Promise.all([snapshotTree(db(), cast.tree.teamtreeId), snapshotTree(db(), other.teamtreeId)]);
  expect(after, c.label).toEqual(before);
}

type Fields = Record<string, unknown> | (() => Record<string, unknown>);
const lazy = (fields: Fields) => (typeof fields === 'function' ? fields() : fields);
const createBody = (overrides: Fields) => () => newProfile(cast.tree.teamtreeId, cast.tree.rootId, lazy(overrides));
const without = (field: string) => () => {
  const body: Record<string, unknown> = newProfile(cast.tree.teamtreeId, cast.tree.rootId);
  delete body[field];
  return body;
};
const badDates = ['2023-02-30', '2023-13-01', '1899-12-31', '2101-01-01', '2023-2-3', '20230203', '2023-02-28T00:00:00Z', ' ', 'yesterday', 12345, true, {}];
const badPhones = [123, 'abc', '+49 1234567890123456', '+49  1234', '0049-151-123', '+49', '+12345 1', huge, ['+49 1'], false];
const badReminders = ['x', {}, [null], [{}], [{ text: '' }], [{ text: 'nul \u0000' }], [{ text: '   ' }], [{ text: 'x'.repeat(501) }], [{ text: 'ok', done: 'yes' }], [{ text: 'ok', completed: 1 }], Array.from({ length: 101 }, () => ({ text: 'r' })), [{ text: 5 }], [{ text: 'ok', dueTime: '09:30' }], [{ text: 'ok', dueDate: '2030-02-30' }], [{ text: 'ok', dueDate: '2030-03-01', dueTime: '25:00' }]];
const badCategories = ['x', {}, [null], [{ name: 1, value: 'a' }], [{ name: 'N\u0000', value: 'a' }], [{ name: 'A', value: 'v\u0000' }], [{ name: 'A' }], [{ value: 'a' }], [{ name: 'x'.repeat(101), value: 'a' }], [{ name: 'A', value: huge }], [{ name: 'A', value: '1' }, { name: ' a', value: '2' }], Array.from({ length: 51 }, (_, i) => ({ name: `N${i}`, value: 'v' }))];

const createCases: BadCase[] = [
  ...[[], 'text', 42, null].map((body) => ({ label: `create body ${JSON.stringify(body)}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: () => body, status: 400 })),
  { label: 'create malformed JSON', method: 'POST', path: () => '/api/teamtree/profile', options: { raw: '{"name":', headers: { 'content-type': 'application/json' } }, status: 400 },
  { label: 'create form body', method: 'POST', path: () => '/api/teamtree/profile', options: { raw: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, status: 415 },
  { label: 'create body over 1 MiB', method: 'POST', path: () => '/api/teamtree/profile', body: createBody({ name: 'x'.repeat(1024 * 1024 + 1) }), status: 413 },
  ...['teamtreeId', 'parentId', 'name', 'billDate'].map((field) => ({ label: `create without ${field}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: without(field), status: 400 })),
  ...[123, 'not-a-uuid', null, ['x']].map((teamtreeId) => ({ label: `create teamtreeId ${JSON.stringify(teamtreeId)}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: createBody({ teamtreeId }), status: 400 })),
  { label: 'create in an unknown tree', method: 'POST', path: () => '/api/teamtree/profile', body: createBody({ teamtreeId: crypto.randomUUID() }), status: 404 },
  { label: 'create in a foreign tree', method: 'POST', path: () => '/api/teamtree/profile', body: () => newProfile(other.teamtreeId, other.rootId), status: 403 },
  { label: 'create under a foreign parent', method: 'POST', path: () => '/api/teamtree/profile', body: createBody(() => ({ parentId: other.rootId })), status: 400 },
  { label: 'create under an unknown parent', method: 'POST', path: () => '/api/teamtree/profile', body: createBody({ parentId: crypto.randomUUID() }), status: 400 },
  { label: 'create a second root', method: 'POST', path: () => '/api/teamtree/profile', body: createBody({ parentId: null }), status: 409 },
  ...[5, 'x', {}].map((parentId) => ({ label: `create parentId ${JSON.stringify(parentId)}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: createBody({ parentId }), status: 400 })),
  ...[null, 123, '', '   ', 'x'.repeat(201), huge, ['a'], { first: 'a' }, 'Nul\u0000byte'].map((name) => ({ label: `create name ${JSON.stringify(name).slice(0, 30)}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: createBody({ name }), status: 400 })),
  ...badPhones.map((phone) => ({ label: `create phone ${JSON.stringify(phone).slice(0, 30)}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: createBody({ phone }), status: 400 })),
  ...badDates.map((birthday) => ({ label: `create birthday ${JSON.stringify(birthday)}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: createBody({ birthday }), status: 400 })),
  ...[...badDates, null, ''].map((billDate) => ({ label: `create billDate ${JSON.stringify(billDate)}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: createBody({ billDate }), status: 400 })),
  ...badReminders.map((reminders) => ({ label: `create reminders ${JSON.stringify(reminders).slice(0, 40)}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: createBody({ reminders }), status: 400 })),
  ...badCategories.map((categories) => ({ label: `create categories ${JSON.stringify(categories).slice(0, 40)}`, method: 'POST' as const, path: () => '/api/teamtree/profile', body: createBody({ categories }), status: 400 })),
  { label: 'create over the plan limit', method: 'POST', path: () => '/api/teamtree/profile', body: createBody({ categories: [{ name: 'Rank', value: 'Gold' }, { name: 'Second', value: 'No' }] }), status: 403 },
  { label: 'create without a token', method: 'POST', path: () => '/api/teamtree/profile', body: createBody({}), options: { token: '' }, status: 401 },
];

const update = (fields: Fields) => () => ({ id: childId, ...lazy(fields) });
const updateCases: BadCase[] = [
  ...[[], 'text', null].map((body) => ({ label: `update body ${JSON.stringify(body)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: () => body, status: 400 })),
  { label: 'update without id', method: 'PUT', path: () => '/api/teamtree/profile', body: () => ({ name: 'x' }), status: 400 },
  ...[5, 'nope', null].map((id) => ({ label: `update id ${JSON.stringify(id)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: () => ({ id, name: 'x' }), status: 400 })),
  { label: 'update an unknown profile', method: 'PUT', path: () => '/api/teamtree/profile', body: () => ({ id: crypto.randomUUID(), name: 'x' }), status: 404 },
  { label: 'update a foreign profile', method: 'PUT', path: () => '/api/teamtree/profile', body: () => ({ id: other.rootId, name: 'x' }), status: 403 },
  ...[null, '', '   ', 7, 'x'.repeat(201)].map((name) => ({ label: `update name ${JSON.stringify(name)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: update({ name }), status: 400 })),
  ...[...badDates, null, ''].map((billDate) => ({ label: `update billDate ${JSON.stringify(billDate)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: update({ billDate }), status: 400 })),
  ...badDates.map((birthday) => ({ label: `update birthday ${JSON.stringify(birthday)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: update({ birthday }), status: 400 })),
  ...badPhones.map((phone) => ({ label: `update phone ${JSON.stringify(phone).slice(0, 30)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: update({ phone }), status: 400 })),
  ...badReminders.map((reminders) => ({ label: `update reminders ${JSON.stringify(reminders).slice(0, 40)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: update({ reminders }), status: 400 })),
  ...badCategories.map((categories) => ({ label: `update categories ${JSON.stringify(categories).slice(0, 40)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: update({ categories }), status: 400 })),
  ...['1', 0, -1, 1.5, null, true].map((version) => ({ label: `update version ${JSON.stringify(version)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: update({ name: 'x', version }), status: 400 })),
  { label: 'update with a stale version', method: 'PUT', path: () => '/api/teamtree/profile', body: update({ name: 'x', version: 99 }), status: 409 },
  ...[5, 'x'].map((parentId) => ({ label: `move parentId ${JSON.stringify(parentId)}`, method: 'PUT' as const, path: () => '/api/teamtree/profile', body: update({ parentId }), status: 400 })),
  { label: 'move to null', method: 'PUT', path: () => '/api/teamtree/profile', body: update({ parentId: null }), status: 400 },
  { label: 'move under itself', method: 'PUT', path: () => '/api/teamtree/profile', body: update(() => ({ parentId: childId })), status: 400 },
  { label: 'move into a foreign tree', method: 'PUT', path: () => '/api/teamtree/profile', body: update(() => ({ parentId: other.rootId })), status: 400 },
  { label: 'move the root under its child', method: 'PUT', path: () => '/api/teamtree/profile', body: () => ({ id: cast.tree.rootId, parentId: childId }), status: 400 },
  { label: 'update without a token', method: 'PUT', path: () => '/api/teamtree/profile', body: update({ name: 'x' }), options: { token: '' }, status: 401 },
];

const deleteCases: BadCase[] = [
  { label: 'delete without id', method: 'DELETE', path: () => '/api/teamtree/profile', status: 400 },
  { label: 'delete id not a uuid', method: 'DELETE', path: () => '/api/teamtree/profile?id=abc', status: 400 },
  { label: 'delete two ids', method: 'DELETE', path: () => `/api/teamtree/profile?id=${childId}&id=${cast.tree.rootId}`, status: 400 },
  { label: 'delete an unknown profile', method: 'DELETE', path: () => `/api/teamtree/profile?id=${crypto.randomUUID()}`, status: 404 },
  { label: 'delete a foreign profile', method: 'DELETE', path: () => `/api/teamtree/profile?id=${other.rootId}`, status: 403 },
  ...['cascade', 'all', '', 'Placeholder', 'x'.repeat(3000)].map((mode) => ({ label: `delete mode ${mode.slice(0, 20)}`, method: 'DELETE' as const, path: () => `/api/teamtree/profile?id=${childId}&mode=${mode}`, status: 400 })),
  { label: 'delete two modes', method: 'DELETE', path: () => `/api/teamtree/profile?id=${childId}&mode=placeholder&mode=placeholder`, status: 400 },
];

const setCategory = (query: string, body: unknown) => ({ path: () => `/api/teamtree/category${query}`, body: () => body });
const categoryCases: BadCase[] = [
  { label: 'set category without profileId', method: 'POST', ...setCategory('', { categoryName: 'Rank', optionValue: 'X' }), status: 400 },
  { label: 'set category profileId not a uuid', method: 'POST', ...setCategory('?profileId=1', { categoryName: 'Rank', optionValue: 'X' }), status: 400 },
  { label: 'set category unknown profile', method: 'POST', ...setCategory(`?profileId=${crypto.randomUUID()}`, { categoryName: 'Rank', optionValue: 'X' }), status: 404 },
  { label: 'set category foreign profile', method: 'POST', path: () => `/api/teamtree/category?profileId=${other.rootId}`, body: () => ({ categoryName: 'Rank', optionValue: 'X' }), status: 403 },
  ...[{}, { categoryName: 'Rank' }, { optionValue: 'X' }, { categoryName: '', optionValue: 'X' }, { categoryName: '  ', optionValue: 'X' }, { categoryName: 5, optionValue: 'X' }, { categoryName: 'Rank', optionValue: 5 }, { categoryName: 'Rank', optionValue: null }, { categoryName: huge, optionValue: 'X' }, { categoryName: 'Rank', optionValue: huge }, [], 'x'].map((body) => ({
    label: `set category body ${JSON.stringify(body).slice(0, 40)}`,
    method: 'POST' as const,
    path: () => `/api/teamtree/category?profileId=${childId}`,
    body: () => body,
    status: 400,
  })),
  { label: 'set category over the plan limit', method: 'POST', path: () => `/api/teamtree/category?profileId=${childId}`, body: () => ({ categoryName: 'Second', optionValue: 'X' }), status: 403 },
  { label: 'suggestions without categoryName', method: 'GET', path: () => '/api/teamtree/category?field=value&query=g', status: 400 },
  { label: 'suggestions bad field', method: 'GET', path: () => '/api/teamtree/category?field=name&categoryName=Rank', status: 400 },
  { label: 'suggestions bad teamtreeId', method: 'GET', path: () => '/api/teamtree/category?categoryName=Rank&teamtreeId=1', status: 400 },
  { label: 'suggestions foreign tree', method: 'GET', path: () => `/api/teamtree/category?categoryName=Rank&teamtreeId=${other.teamtreeId}`, status: 403 },
  { label: 'suggestions NUL query', method: 'GET', path: () => '/api/teamtree/category?categoryName=Rank&query=%00', status: 400 },
  { label: 'suggestions NUL categoryName', method: 'GET', path: () => '/api/teamtree/category?categoryName=R%00', status: 400 },
  { label: 'set category NUL value', method: 'POST', path: () => `/api/teamtree/category?profileId=${childId}`, body: () => ({ categoryName: 'Rank', optionValue: 'G\u0000' }), status: 400 },
  { label: 'suggestions huge query', method: 'GET', path: () => `/api/teamtree/category?categoryName=Rank&query=${'q'.repeat(5000)}`, status: 400 },
];

describe.each([
  ['POST /api/teamtree/profile', createCases],
  ['PUT /api/teamtree/profile', updateCases],
  ['DELETE /api/teamtree/profile', deleteCases],
  ['/api/teamtree/category', categoryCases],
])('%s refuses bad input and changes nothing', (_route, cases) => {
  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    await expectRefusedAndUnchanged(c);
  });
});

describe('unknown fields', () => {
  it('are ignored on create and never stored', async () => {
    const forgedId = crypto.randomUUID();
    const res = await api.post(
      '/api/teamtree/profile',
      newProfile(cast.tree.teamtreeId, cast.tree.rootId, {
        id: forgedId,
        version: 42,
        teamtree_id: other.teamtreeId,
        parent_id: other.rootId,
        createdAt: '2000-01-01T00:00:00Z',
        updated_at: '2000-01-01T00:00:00Z',
        countryCode: '+49',
        categoryData: { categories: [{ id: forgedId, name: 'Forged' }] },
        reminders: [{ text: 'Only text and done', done: false, priority: 'high' }],
        categories: [{ name: 'Rank', value: 'Gold', id: forgedId }],
      }),
      { token: cast.owner.access },
    );
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, version: 1 });
    expect(res.body.profile.id).not.toBe(forgedId);
    const row = await db()('profiles').where({ id: res.body.profile.id }).first();
    expect(row.reminders).toEqual([{ text: 'Only text and done', done: false }]);
    expect(await db()('profiles').where({ id: forgedId }).first()).toBeUndefined();
    expect(await db()('categories').where({ name: 'Forged' }).first()).toBeUndefined();
    expect(Object.keys(res.body.profile).sort()).toEqual(
      ['billDate', 'birthday', 'categories', 'categoryData', 'id', 'name', 'parentId', 'parentName', 'phone', 'reminders', 'teamtreeId', 'updatedAt', 'version'].sort(),
    );
  });

  it('are ignored on update: the profile stays in its tree', async () => {
    const res = await api.put(
      '/api/teamtree/profile',
      { id: childId, teamtreeId: other.teamtreeId, teamtree_id: other.teamtreeId, parent_id: other.rootId, name: 'Still here' },
      { token: cast.owner.access },
    );
    expect(res.status).toBe(200);
    const row = await db()('profiles').where({ id: childId }).first();
    expect(row).toMatchObject({ teamtree_id: cast.tree.teamtreeId, parent_id: cast.tree.rootId, name: 'Still here' });
  });
});
