import { beforeAll, describe, expect, it } from 'vitest';
import { statusTreeAnswer, statusTreeDelta, type StatusTreeAnswer } from '../../shared/schemas/teamtree';
import { applyDelta } from '../../desktop/renderer/src/realtime/tree-patch';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { createTree, expectError } from './trees-fixtures';

/**
 * `GET /api/teamtree/status?teamtreeId=&since=` (docs/profiles.md "Reading whole trees"): the
 * changes after a read, under the whole answer's tag. The page's merge (`applyDelta`) of the
 * held tree and the delta must give exactly the whole answer read at the same moment.
 */

// Small trees go through the tree cache too, as large ones do.
const backend = useTestServer({ TREE_CACHE_MIN_PROFILES: '2' });
const { api } = backend;
let owner: TestUser;
let stranger: TestUser;
/** Owns a tree of their own, so is a member of a tree, but not of this one. */
let otherOwner: TestUser;
let treeId = '';

const statusPath = (since?: string) => `/api/teamtree/status?teamtreeId=${treeId}${since ? `&since=${encodeURIComponent(since)}` : ''}`;

async function whole(): Promise<{ answer: StatusTreeAnswer; etag: string }> {
  const res = await api.get(statusPath(), { token: owner.access });
  expect(res.status).toBe(200);
  return { answer: statusTreeAnswer.parse(res.body), etag: res.headers.get('etag')! };
}

const latest = (answer: StatusTreeAnswer) => answer.teamtree.profiles.map((p) => p.updatedAt).reduce((a, b) => (a > b ? a : b));
const idOf = (answer: StatusTreeAnswer, name: string) => answer.teamtree.profiles.find((p) => p.name === name)!.id;
const byId = (answer: StatusTreeAnswer) => [...answer.teamtree.profiles].sort((a, b) => a.id.localeCompare(b.id));

async function change(method: 'post' | 'put', body: Record<string, unknown>) {
  const res = await api[method]('/api/teamtree/profile', method === 'post' ? { billDate: '2031-01-01', ...body } : body, { token: owner.access });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

beforeAll(async () => {
  owner = await registerUser(api, { firstName: 'Delta' });
  stranger = await registerUser(api, { firstName: 'Stranger' });
  otherOwner = await registerUser(api, { firstName: 'Elsewhere' });
  await createTree(api, otherOwner.access, { name: 'Elsewhere' });
  treeId = await createTree(api, owner.access, { name: 'Root' });
  const root = (await whole()).answer.teamtree.profiles[0].id;
  for (const name of ['Anna', 'Bert']) await change('post', { teamtreeId: treeId, parentId: root, name });
});

describe('the changes since a read', () => {
  it('brings only what changed, and merged into the held tree gives the whole answer', async () => {
    const held = await whole();
    const anna = idOf(held.answer, 'Anna');
    // A rename of a parent (its children's upline changes without their own change), a move and an add.
    await change('post', { teamtreeId: treeId, parentId: anna, name: 'Carla' });
    await change('put', { id: anna, name: 'Anna Amsel' });
    await change('put', { id: idOf(held.answer, 'Bert'), parentId: anna });

    const res = await api.get(statusPath(latest(held.answer)), { token: owner.access });
    expect(res.status).toBe(200);
    const delta = statusTreeDelta.parse(res.body);
    expect(delta.teamtree.profiles.map((p) => p.name).sort()).toEqual(['Anna Amsel', 'Bert', 'Carla']);
    expect(delta.teamtree.profileCount).toBe(4);

    const now = await whole();
    expect(res.headers.get('etag')).toBe(now.etag);
    const merged = applyDelta(held.answer, delta)!;
    expect(byId(merged)).toEqual(byId(now.answer));
    const { profiles: _merged, ...mergedRest } = merged.teamtree;
    const { profiles: _now, ...nowRest } = now.answer.teamtree;
    expect({ ...merged, teamtree: mergedRest }).toEqual({ ...now.answer, teamtree: nowRest });
  });

  it('answers 304 under the held tag, and no profiles when nothing changed since', async () => {
    const held = await whole();
    // A browser's fetch adds `Cache-Control: no-cache` to a request with its own If-None-Match.
    const headers = { 'if-none-match': `W/"other", ${held.etag}`, 'cache-control': 'no-cache', pragma: 'no-cache' };
    const unchanged = await api.get(statusPath(latest(held.answer)), { token: owner.access, headers });
    expect(unchanged.status).toBe(304);
    expect((await api.get(statusPath(), { token: owner.access, headers })).status).toBe(304);
    expect((await api.get(statusPath(), { token: owner.access, headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
    // Nothing changed after the held read: not even its latest profile comes again.
    const none = await api.get(statusPath(latest(held.answer)), { token: owner.access });
    const versions = held.answer.teamtree.profiles.reduce((sum, p) => sum + p.version, 0);
    expect(statusTreeDelta.parse(none.body).teamtree).toMatchObject({ profiles: [], profileCount: 4, profileVersionSum: versions });
  });

  it('stamps a change at least a millisecond after the tree\'s latest, whatever the clock says', async () => {
    const held = await whole();
    const bert = idOf(held.answer, 'Bert');
    // The latest change of the tree carries a time ahead of the clock (another server's clock, say).
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    await backend.server.context.db('profiles').where({ id: idOf(held.answer, 'Carla') }).update({ updated_at: ahead });
    await change('put', { id: bert, name: 'Bert Later' });
    const now = await whole();
    const later = now.answer.teamtree.profiles.find((p) => p.id === bert)!.updatedAt;
    expect(later > ahead).toBe(true);
    // A read that saw the time ahead gets the change.
    const res = await api.get(statusPath(ahead), { token: owner.access });
    expect(statusTreeDelta.parse(res.body).teamtree.profiles.map((p) => p.name)).toEqual(['Bert Later']);
  });

  it('shows deletions only by the count: the held tree then cannot be merged', async () => {
    const held = await whole();
    const res = await api.delete(`/api/teamtree/profile?id=${idOf(held.answer, 'Carla')}`, { token: owner.access });
    expect(res.status).toBe(200);
    const delta = statusTreeDelta.parse((await api.get(statusPath(latest(held.answer)), { token: owner.access })).body);
    expect(delta.teamtree).toMatchObject({ profiles: [], profileCount: 3 });
    expect(applyDelta(held.answer, delta)).toBeNull();
  });

  it('refuses a malformed `since`, one without a tree, and non-members', async () => {
    for (const since of ['yesterday', '2026-11-25', '2026-11-25T10:00:00+01:00']) {
      const res = await api.get(statusPath(since), { token: owner.access });
      expectError(res, 400);
      expect(res.body.error).toMatch(/since/);
    }
    expectError(await api.get('/api/teamtree/status?since=2026-11-25T10:00:00.000Z', { token: owner.access }), 400);
    expectError(await api.get(statusPath('2026-11-25T10:00:00.000Z'), { token: stranger.access }), 403);
  });

  it('refuses a member of another tree (403), without a profile of this one', async () => {
    for (const path of [statusPath('2026-11-25T10:00:00.000Z'), statusPath()]) {
      const res = await api.get(path, { token: otherOwner.access });
      expectError(res, 403);
      expect(res.body).toEqual({ error: 'You are not a member of this TeamTree.', code: 'not-member' });
      expect(res.headers.get('etag')).toBeNull();
    }
  });
});
