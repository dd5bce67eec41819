import crypto from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_A_MEMBER, TREE_NOT_FOUND } from '../../server/trees/membership-access';
import { ROW_ERRORS_MAX } from '../../shared/import/check-import-rows';
import { profileActionDenied } from '../../shared/domain/policies';
import { IMPORT_ROWS_MAX } from '../../shared/schemas/import';
import { type RequestOptions } from '../support/http';
import { seedCast, seedTree, snapshotTree, type Cast, type SeededTree } from '../support/seed';
import { useTestServer } from '../support/use-test-server';
import { forgetImportCounts, importRow } from './imports-fixtures';

/**
 * Bad input for the import routes: each answer is 4xx with `{error}` (never a 500) and the
 * stored trees are exactly as before.
 */

const backend = useTestServer();
const { api } = backend;
let cast: Cast;
let other: SeededTree;
const db = () => backend.server.context.db;

beforeAll(async () => {
  cast = await seedCast(api, db());
  other = await seedTree(db(), cast.outsider, { name: 'Foreign tree' });
  const matched = await api.post('/api/teamtree/import', { teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows: [importRow('Known', { externalId: 'K-1' })] }, { token: cast.owner.access });
  expect(matched.status).toBe(200);
  await db()('profiles').where({ id: cast.tree.rootId }).update({ external_id: 'ROOT' });
});
// Every case imports as the owner: more than the 20 an hour one user may start.
beforeEach(() => forgetImportCounts(db()));

interface BadCase {
  label: string;
  body?: () => unknown;
  path?: () => string;
  method?: 'GET' | 'POST';
  options?: RequestOptions;
  status: number;
}

const body = (rows: unknown, extra: Record<string, unknown> = {}) => () => ({ teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows, ...extra });
const oneRow = (overrides: Record<string, unknown>) => body([importRow('Paula', overrides)]);
const badDates = ['2023-02-30', '31.12.2024', '1899-12-31', 45657, '', true];

const cases: BadCase[] = [
  ...[[], 'text', 42, null].map((b) => ({ label: `body ${JSON.stringify(b)}`, body: () => b, status: 400 })),
  { label: 'malformed JSON', options: { raw: '{"rows":', headers: { 'content-type': 'application/json' } }, status: 400 },
  { label: 'form body', options: { raw: 'rows=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, status: 415 },
  ...['teamtreeId', 'parentId', 'rows'].map((field) => ({
    label: `without ${field}`,
    body: () => {
      const b: Record<string, unknown> = body([importRow('Paula')])();
      delete b[field];
      return b;
    },
    status: 400,
  })),
  { label: 'teamtreeId not a uuid', body: body([importRow('Paula')], { teamtreeId: 'abc' }), status: 400 },
  { label: 'an unknown tree', body: body([importRow('Paula')], { teamtreeId: crypto.randomUUID() }), status: 404 },
  { label: 'a foreign tree', body: () => ({ teamtreeId: other.teamtreeId, parentId: other.rootId, rows: [importRow('Paula')] }), status: 403 },
  { label: 'a foreign parent', body: () => body([importRow('Paula')], { parentId: other.rootId })(), status: 400 },
  { label: 'an unknown parent', body: body([importRow('Paula')], { parentId: crypto.randomUUID() }), status: 400 },
  { label: 'parentId null in a tree with a root', body: body([importRow('Paula')], { parentId: null }), status: 409 },
  { label: 'no rows', body: body([]), status: 400 },
  { label: 'rows not a list', body: body({ 0: importRow('Paula') }), status: 400 },
  { label: `more than ${IMPORT_ROWS_MAX} rows`, body: body(Array.from({ length: IMPORT_ROWS_MAX + 1 }, () => ({}))), status: 400 },
  ...[null, '', '   ', 'x'.repeat(201), 'Nul\u0000'].map((name) => ({ label: `name ${JSON.stringify(name).slice(0, 20)}`, body: oneRow({ name }), status: 400 })),
  ...['abc', '+49', 5].map((phone) => ({ label: `phone ${JSON.stringify(phone)}`, body: oneRow({ phone }), status: 400 })),
  ...badDates.map((birthday) => ({ label: `birthday ${JSON.stringify(birthday)}`, body: oneRow({ birthday }), status: 400 })),
  ...badDates.map((billDate) => ({ label: `billDate ${JSON.stringify(billDate)}`, body: oneRow({ billDate }), status: 400 })),
  ...['', '   ', 'x'.repeat(101), 7, 'a\u0000'].map((externalId) => ({ label: `externalId ${JSON.stringify(externalId).slice(0, 20)}`, body: oneRow({ externalId }), status: 400 })),
  { label: 'one externalId twice', body: body([importRow('A', { externalId: 'X' }), importRow('B', { externalId: 'X' })]), status: 400 },
  ...[0, 1, -1, 1.5, '0'].map((uplineRow) => ({ label: `uplineRow ${JSON.stringify(uplineRow)} of the first row`, body: oneRow({ uplineRow }), status: 400 })),
  { label: 'uplineRow naming a later row', body: body([importRow('A'), importRow('B', { uplineRow: 2 }), importRow('C')]), status: 400 },
  { label: 'uplineProfileId not a uuid', body: oneRow({ uplineProfileId: 'abc' }), status: 400 },
  { label: 'uplineProfileId of another tree', body: () => oneRow({ uplineProfileId: other.rootId })(), status: 400 },
  { label: 'uplineProfileId and uplineRow both', body: () => body([importRow('A'), importRow('B', { uplineRow: 0, uplineProfileId: cast.tree.rootId })])(), status: 400 },
  { label: 'two values of one category', body: oneRow({ categories: [{ name: 'Rank', value: 'A' }, { name: 'rank', value: 'B' }] }), status: 400 },
  { label: 'categories not a list', body: oneRow({ categories: 'Gold' }), status: 400 },
  { label: 'over the plan limit', body: oneRow({ categories: [{ name: 'One', value: 'A' }, { name: 'Two', value: 'B' }] }), status: 403 },
  { label: 'without a token', body: oneRow({}), options: { token: '' }, status: 401 },
  { label: 'context without teamtreeId', method: 'GET', path: () => '/api/teamtree/import', status: 400 },
  { label: 'context of a malformed tree id', method: 'GET', path: () => '/api/teamtree/import?teamtreeId=abc', status: 400 },
  { label: 'context of an unknown tree', method: 'GET', path: () => `/api/teamtree/import?teamtreeId=${crypto.randomUUID()}`, status: 404 },
  { label: 'context of a foreign tree', method: 'GET', path: () => `/api/teamtree/import?teamtreeId=${other.teamtreeId}`, status: 403 },
];

describe('import bad input', () => {
  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    const before = await Promise.all([snapshotTree(db(), cast.tree.teamtreeId), snapshotTree(db(), other.teamtreeId)]);
    const res = await api.request(c.method ?? 'POST', c.path?.() ?? '/api/teamtree/import', c.body?.(), { token: cast.owner.access, ...c.options });
    expect(res.status, `${c.label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(c.status);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(await Promise.all([snapshotTree(db(), cast.tree.teamtreeId), snapshotTree(db(), other.teamtreeId)])).toEqual(before);
  });

  it('the root matched by a moderator is refused with the root rule', async () => {
    const before = await snapshotTree(db(), cast.tree.teamtreeId);
    const res = await api.post('/api/teamtree/import', oneRow({ externalId: 'ROOT' })(), { token: cast.moderator.access });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Only the TeamTree owner can edit the root profile.', code: 'forbidden' });
    expect(await snapshotTree(db(), cast.tree.teamtreeId)).toEqual(before);
  });

  it('a body over the import limit is 413, a large one within it is read', async () => {
    const big = 'x'.repeat(33 * 1024 * 1024);
    const res = await api.request('POST', '/api/teamtree/import', undefined, { token: cast.owner.access, raw: JSON.stringify({ pad: big }), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    const padded = await api.post('/api/teamtree/import', { ...oneRow({})(), pad: 'x'.repeat(2 * 1024 * 1024) }, { token: cast.reader.access });
    expect(padded.status).toBe(403); // read in full (not 413), then refused to a reader
  });
});

describe('an import whose rows are never read', () => {
  // Every row is `{}` (each one a 400 if it were read): the refusal of the caller comes first.
  const unreadRows = () => Array.from({ length: 1000 }, () => ({}));

  it.each([
    ['an outsider', () => cast.outsider, 403, NOT_A_MEMBER, 'not-member'],
    ['a READ member', () => cast.reader, 403, profileActionDenied('add'), 'forbidden'],
  ] as const)('from %s is refused before its rows are validated', async (_label, who, status, error, code) => {
    const res = await api.post('/api/teamtree/import', body(unreadRows())(), { token: who().access });
    expect({ status: res.status, body: res.body }).toEqual({ status, body: { error, code } });
  });

  it('into a tree that does not exist is 404 before its rows are validated', async () => {
    const res = await api.post('/api/teamtree/import', body(unreadRows(), { teamtreeId: crypto.randomUUID() })(), { token: cast.owner.access });
    expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { error: TREE_NOT_FOUND, code: 'not-found' } });
  });

  it(`names the first ${ROW_ERRORS_MAX} bad rows only, and reads a bad row after many good ones`, async () => {
    const res = await api.post('/api/teamtree/import', body(Array.from({ length: 3 * ROW_ERRORS_MAX }, () => ({})))(), { token: cast.owner.access });
    expect(res.status).toBe(400);
    const badRows = new Set(Object.keys(res.body.fields).map((field) => Number(field.split('.')[1])));
    expect([...badRows]).toEqual(Array.from({ length: ROW_ERRORS_MAX }, (_, i) => i));
    expect(res.body.error).toBe('rows.0.externalId is required');

    const late = [...Array.from({ length: 2500 }, (_, i) => importRow(`Good ${i}`)), importRow('Bad', { phone: 'abc' })];
    const lateRes = await api.post('/api/teamtree/import', body(late)(), { token: cast.owner.access });
    expect(lateRes.status).toBe(400);
    expect(Object.keys(lateRes.body.fields)).toEqual(['rows.2500.phone']);
  });
});
