import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_ENTRY_NOT_FOUND, TRASH_ITEM_NOT_FOUND } from '../../shared/schemas/history';
import { type RequestOptions } from '../support/http';
import { newProfile, seedTree, snapshotTree, type SeededTree } from '../support/seed';
import { useSeededCast } from './profiles-fixtures';

/**
 * Bad input for the history, undo and trash routes: every answer is 4xx with `{error}` (never a
 * 500 or a leak of SQL), and the tree (profiles, categories, history, trash) is as before.
 */

const { api, cast, db } = useSeededCast();
let other: SeededTree;
let entryId: string;
let foreignEntryId: string;
let trashId: string;

const huge = 'x'.repeat(100_000);
/** Long, but within what a request line may hold (a query of 100 kB never reaches the route). */
const long = 'x'.repeat(2000);

beforeAll(async () => {
  other = await seedTree(db(), cast.outsider, { name: 'Foreign tree' });
  const child = await api.post('/api/teamtree/profile', newProfile(cast.tree.teamtreeId, cast.tree.rootId, { name: 'Bad Input Bea' }), { token: cast.owner.access });
  entryId = (await db()('profile_history').where({ profile_id: child.body.profile.id }).first('id')).id;
  const gone = await api.post('/api/teamtree/profile', newProfile(cast.tree.teamtreeId, cast.tree.rootId, { name: 'Trashed Tim' }), { token: cast.owner.access });
  await api.delete(`/api/teamtree/profile?id=${gone.body.profile.id}`, { token: cast.owner.access });
  trashId = (await db()('trash_items').where({ teamtree_id: cast.tree.teamtreeId }).first('id')).id;
  const foreign = await api.post('/api/teamtree/profile', newProfile(other.teamtreeId, other.rootId), { token: cast.outsider.access });
  foreignEntryId = (await db()('profile_history').where({ profile_id: foreign.body.profile.id }).first('id')).id;
});

interface BadCase {
  label: string;
  method: 'GET' | 'POST';
  path: () => string;
  body?: () => unknown;
  options?: RequestOptions;
  status: number;
  error?: string;
}

async function expectRefusedAndUnchanged(c: BadCase): Promise<void> {
  const before = await Promise.all([snapshotTree(db(), cast.tree.teamtreeId), snapshotTree(db(), other.teamtreeId)]);
  const res = await api.request(c.method, c.path(), c.body?.(), { token: cast.owner.access, ...c.options });
  expect(res.status, `${c.label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(c.status);
  expect(res.body, c.label).toEqual(expect.objectContaining({ error: c.error ?? expect.any(String) }));
  expect(JSON.stringify(res.body)).not.toMatch(/select|insert|update|stack|at .*\.ts/i);
  const after = await Promise.all([snapshotTree(db(), cast.tree.teamtreeId), snapshotTree(db(), other.teamtreeId)]);
  expect(after, c.label).toEqual(before);
}

const tree = () => cast.tree.teamtreeId;
const history = (query: string) => () => `/api/teamtree/history?${query}`;

const historyCases: BadCase[] = [
  { label: 'history without teamtreeId', method: 'GET', path: history(''), status: 400 },
  ...['x', '123', long].map((id) => ({ label: `history teamtreeId ${id.slice(0, 10)}`, method: 'GET' as const, path: history(`teamtreeId=${id}`), status: 400 })),
  { label: 'history of two trees', method: 'GET', path: () => `/api/teamtree/history?teamtreeId=${tree()}&teamtreeId=${tree()}`, status: 400 },
  { label: 'history of an unknown tree', method: 'GET', path: () => `/api/teamtree/history?teamtreeId=${crypto.randomUUID()}`, status: 404 },
  { label: 'history of a foreign tree', method: 'GET', path: () => `/api/teamtree/history?teamtreeId=${other.teamtreeId}`, status: 403 },
  ...['0', '201', '-1', '1.5', 'ten', '', '99999999999999999999', '1e2'].map((limit) => ({
    label: `history limit ${JSON.stringify(limit)}`,
    method: 'GET' as const,
    path: () => `/api/teamtree/history?teamtreeId=${tree()}&limit=${limit}`,
    status: 400,
  })),
  ...['x', '123', '123_x', `_${crypto.randomUUID()}`, `-5_${crypto.randomUUID()}`, `${'9'.repeat(30)}_${crypto.randomUUID()}`, long].map((before) => ({
    label: `history before ${before.slice(0, 20)}`,
    method: 'GET' as const,
    path: () => `/api/teamtree/history?teamtreeId=${tree()}&before=${encodeURIComponent(before)}`,
    status: 400,
  })),
  { label: 'history profileId not an id', method: 'GET', path: () => `/api/teamtree/history?teamtreeId=${tree()}&profileId=x`, status: 400 },
  { label: 'history userId not an id', method: 'GET', path: () => `/api/teamtree/history?teamtreeId=${tree()}&userId=x`, status: 400 },
  ...['', 'rename', 'update,', ',', 'UPDATE', 'update,drop', 'update'.repeat(40)].map((action) => ({
    label: `history action ${JSON.stringify(action.slice(0, 20))}`,
    method: 'GET' as const,
    path: () => `/api/teamtree/history?teamtreeId=${tree()}&action=${encodeURIComponent(action)}`,
    status: 400,
  })),
];

const undo = (body: unknown) => () => body;
const undoCases: BadCase[] = [
  ...[[], 'text', 42, null, {}].map((body) => ({ label: `undo body ${JSON.stringify(body)}`, method: 'POST' as const, path: () => '/api/teamtree/history/undo', body: undo(body), status: 400 })),
  { label: 'undo without entryId', method: 'POST', path: () => '/api/teamtree/history/undo', body: () => ({ teamtreeId: tree() }), status: 400 },
  { label: 'undo entryId not an id', method: 'POST', path: () => '/api/teamtree/history/undo', body: () => ({ teamtreeId: tree(), entryId: 'x' }), status: 400 },
  { label: 'undo entryId a number', method: 'POST', path: () => '/api/teamtree/history/undo', body: () => ({ teamtreeId: tree(), entryId: 5 }), status: 400 },
  { label: 'undo huge entryId', method: 'POST', path: () => '/api/teamtree/history/undo', body: () => ({ teamtreeId: tree(), entryId: huge }), status: 400 },
  { label: 'undo an unknown entry', method: 'POST', path: () => '/api/teamtree/history/undo', body: () => ({ teamtreeId: tree(), entryId: crypto.randomUUID() }), status: 404, error: HISTORY_ENTRY_NOT_FOUND },
  { label: "undo another tree's entry through this tree", method: 'POST', path: () => '/api/teamtree/history/undo', body: () => ({ teamtreeId: tree(), entryId: foreignEntryId }), status: 404, error: HISTORY_ENTRY_NOT_FOUND },
  { label: 'undo in a foreign tree', method: 'POST', path: () => '/api/teamtree/history/undo', body: () => ({ teamtreeId: other.teamtreeId, entryId: foreignEntryId }), status: 403 },
  { label: 'undo in an unknown tree', method: 'POST', path: () => '/api/teamtree/history/undo', body: () => ({ teamtreeId: crypto.randomUUID(), entryId }), status: 404 },
  { label: 'undo malformed JSON', method: 'POST', path: () => '/api/teamtree/history/undo', options: { raw: '{"entryId":', headers: { 'content-type': 'application/json' } }, status: 400 },
  { label: 'undo body over 1 MiB', method: 'POST', path: () => '/api/teamtree/history/undo', body: () => ({ teamtreeId: tree(), entryId, pad: 'x'.repeat(1024 * 1024 + 1) }), status: 413 },
];

const trashCases: BadCase[] = [
  { label: 'trash without teamtreeId', method: 'GET', path: () => '/api/teamtree/trash', status: 400 },
  { label: 'trash teamtreeId not an id', method: 'GET', path: () => '/api/teamtree/trash?teamtreeId=x', status: 400 },
  { label: 'trash of an unknown tree', method: 'GET', path: () => `/api/teamtree/trash?teamtreeId=${crypto.randomUUID()}`, status: 404 },
  { label: 'trash of a foreign tree', method: 'GET', path: () => `/api/teamtree/trash?teamtreeId=${other.teamtreeId}`, status: 403 },
  ...[[], 'text', null, {}].map((body) => ({ label: `restore body ${JSON.stringify(body)}`, method: 'POST' as const, path: () => '/api/teamtree/trash/restore', body: () => body, status: 400 })),
  { label: 'restore id not an id', method: 'POST', path: () => '/api/teamtree/trash/restore', body: () => ({ teamtreeId: tree(), id: 'x' }), status: 400 },
  { label: 'restore an unknown item', method: 'POST', path: () => '/api/teamtree/trash/restore', body: () => ({ teamtreeId: tree(), id: crypto.randomUUID() }), status: 404, error: TRASH_ITEM_NOT_FOUND },
  { label: "restore this tree's item into a foreign tree", method: 'POST', path: () => '/api/teamtree/trash/restore', body: () => ({ teamtreeId: other.teamtreeId, id: trashId }), status: 403 },
  { label: "restore a history entry's id", method: 'POST', path: () => '/api/teamtree/trash/restore', body: () => ({ teamtreeId: tree(), id: entryId }), status: 404, error: TRASH_ITEM_NOT_FOUND },
  ...['yes', 1, null, {}].map((skip) => ({
    label: `restore skipDuplicates ${JSON.stringify(skip)}`,
    method: 'POST' as const,
    path: () => '/api/teamtree/trash/restore',
    body: () => ({ teamtreeId: tree(), id: trashId, skipDuplicates: skip }),
    status: 400,
  })),
  { label: 'restore-preview without id', method: 'GET', path: () => `/api/teamtree/trash/restore-preview?teamtreeId=${tree()}`, status: 400 },
  { label: 'restore-preview without teamtreeId', method: 'GET', path: () => `/api/teamtree/trash/restore-preview?id=${trashId}`, status: 400 },
  { label: 'restore-preview id not an id', method: 'GET', path: () => `/api/teamtree/trash/restore-preview?teamtreeId=${tree()}&id=${long}`, status: 400 },
  { label: 'restore-preview id given twice', method: 'GET', path: () => `/api/teamtree/trash/restore-preview?teamtreeId=${tree()}&id=${trashId}&id=${trashId}`, status: 400 },
  { label: 'restore-preview of an unknown item', method: 'GET', path: () => `/api/teamtree/trash/restore-preview?teamtreeId=${tree()}&id=${crypto.randomUUID()}`, status: 404, error: TRASH_ITEM_NOT_FOUND },
  { label: "restore-preview of a history entry's id", method: 'GET', path: () => `/api/teamtree/trash/restore-preview?teamtreeId=${tree()}&id=${entryId}`, status: 404, error: TRASH_ITEM_NOT_FOUND },
  { label: "restore-preview of this tree's item through a foreign tree", method: 'GET', path: () => `/api/teamtree/trash/restore-preview?teamtreeId=${other.teamtreeId}&id=${trashId}`, status: 403 },
];

describe('history, undo and trash refuse bad input', () => {
  for (const c of [...historyCases, ...undoCases, ...trashCases]) it(c.label, () => expectRefusedAndUnchanged(c));

  it('still serves the good requests after all of that', async () => {
    expect((await api.get(`/api/teamtree/history?teamtreeId=${tree()}&limit=200`, { token: cast.owner.access })).status).toBe(200);
    expect((await api.get(`/api/teamtree/trash?teamtreeId=${tree()}`, { token: cast.owner.access })).body.items).toHaveLength(1);
  });
});
