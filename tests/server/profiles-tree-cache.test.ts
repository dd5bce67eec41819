import { beforeAll, describe, expect, it } from 'vitest';
import { loadTreeProfiles } from '../../server/profiles/tree-profiles';
import { treeCacheOf } from '../../server/profiles/tree-cache';
import { seedLargeTree } from '../bench/seed-large-tree';
import { registerUser, type TestUser } from '../support/accounts';
import { newProfile } from '../support/seed';
import { useTestServer } from '../support/use-test-server';

/** The status answer of a large tree comes from the tree cache, and every change shows at once. */

const backend = useTestServer();
const { api } = backend;
let owner: TestUser;
let teamtreeId: string;
let rootId: string;
const db = () => backend.server.context.db;

beforeAll(async () => {
  owner = await registerUser(api, { firstName: 'Cache' });
  await db()('users').where({ id: owner.id }).update({ plan: 'ELITE_ANNUAL' });
  ({ teamtreeId, rootId } = await seedLargeTree(db(), owner.id, 800));
});

async function status() {
  const res = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: owner.access });
  expect(res.status).toBe(200);
  return res.body.teamtree.profiles as { id: string; name: string; parentId: string | null; version: number; categories: unknown[] }[];
}

async function fresh() {
  return db().transaction((trx) => loadTreeProfiles(trx, teamtreeId));
}

describe('tree cache', () => {
  it('serves an unchanged large tree from the cache, frozen', async () => {
    const first = await status();
    expect(first).toHaveLength(800);
    expect(treeCacheOf(db()).size).toBeGreaterThan(0);
    const a = await loadTreeProfiles(db(), teamtreeId);
    const b = await loadTreeProfiles(db(), teamtreeId);
    expect(b).toBe(a);
    expect(Object.isFrozen(a[0])).toBe(true);
    expect(await status()).toEqual(first);
  });

  it("shows a category losing its creator (the creator's account removed)", async () => {
    await status();
    const category = await db()('categories').where({ teamtree_id: teamtreeId }).first();
    await db()('categories').where({ id: category.id }).update({ created_by_id: null });
    const profiles = await status();
    const views = profiles.flatMap((p) => (p as unknown as { categoryData: { categories: { id: string; createdById: string | null }[] } }).categoryData.categories);
    const ofCategory = views.filter((c) => c.id === category.id);
    expect(ofCategory.length).toBeGreaterThan(0);
    expect(ofCategory.every((c) => c.createdById === null)).toBe(true);
    expect(profiles).toEqual(await fresh());
  });

  it('lets parallel reads of one tree at one fingerprint share a single database read', async () => {
    await status();
    const target = (await status()).find((p) => p.parentId === rootId)!;
    expect((await api.put('/api/teamtree/profile', { id: target.id, name: 'Read once' }, { token: owner.access })).status).toBe(200);
    const stats = treeCacheOf(db()).stats;
    const before = { ...stats };
    const answers = await Promise.all(Array.from({ length: 8 }, () => status()));
    expect(stats.patches + stats.reads - before.patches - before.reads).toBe(1);
    expect(stats.joined - before.joined + stats.hits - before.hits).toBe(7);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0].find((p) => p.id === target.id)?.name).toBe('Read once');
    expect(answers[0]).toEqual(await fresh());
  });

  it('shows every kind of change at once', async () => {
    const before = await status();
    const child = before.find((p) => p.parentId === rootId)!;
    const other = before.find((p) => p.parentId !== null && p.id !== child.id && p.parentId !== child.id)!;
    const steps: [string, () => Promise<unknown>][] = [
      ['create', () => api.post('/api/teamtree/profile', newProfile(teamtreeId, child.id, { name: 'Cached new' }), { token: owner.access })],
      ['update', () => api.put('/api/teamtree/profile', { id: child.id, name: 'Renamed parent' }, { token: owner.access })],
      ['move', () => api.put('/api/teamtree/profile', { id: other.id, parentId: child.id }, { token: owner.access })],
      ['category', () => api.post(`/api/teamtree/category?profileId=${child.id}`, { categoryName: 'Team', optionValue: 'Cachers' }, { token: owner.access })],
      ['placeholder', () => api.delete(`/api/teamtree/profile?id=${other.id}&mode=placeholder`, { token: owner.access })],
      ['delete', () => api.delete(`/api/teamtree/profile?id=${other.id}`, { token: owner.access })],
      ['delete root', () => api.delete(`/api/teamtree/profile?id=${rootId}`, { token: owner.access })],
    ];
    for (const [label, change] of steps) {
      await status();
      const res = (await change()) as { status: number };
      expect(res.status, label).toBeLessThan(300);
      expect(await status(), label).toEqual(await fresh());
    }
    expect(await status()).toEqual([]);
  });
});

/**
 * The cache is correct only if every change raises the changed profile's version and
 * `updated_at` (under the tree lock). The write gateway does it for every writer; each mutating
 * route raises exactly the changed profile's version, exactly once, and no other profile's.
 */
describe('version bump of every mutating route', () => {
  let tree: string;
  let root: string;

  beforeAll(async () => {
    ({ teamtreeId: tree, rootId: root } = await seedLargeTree(db(), owner.id, 40));
  });

  async function stored(): Promise<Map<string, { version: number; updatedAt: Date }>> {
    const rows: { id: string; version: number; updated_at: Date }[] = await db()('profiles').where({ teamtree_id: tree }).select('id', 'version', 'updated_at');
    return new Map(rows.map((row) => [row.id, { version: row.version, updatedAt: new Date(row.updated_at) }]));
  }

  /** Runs a change and answers the profiles whose version moved, with how far. */
  async function bumpsOf(change: () => Promise<{ status: number }>): Promise<{ moved: Record<string, number>; before: Awaited<ReturnType<typeof stored>>; after: Awaited<ReturnType<typeof stored>> }> {
    const before = await stored();
    const res = await change();
    expect(res.status).toBeLessThan(300);
    const after = await stored();
    const moved: Record<string, number> = {};
    for (const [id, now] of after) {
      const was = before.get(id);
      if (!was || now.version !== was.version) moved[id] = now.version - (was?.version ?? 0);
      if (was && now.version !== was.version) expect(now.updatedAt.getTime()).toBeGreaterThan(was.updatedAt.getTime());
    }
    return { moved, before, after };
  }

  const token = () => ({ token: owner.access });
  const childOf = async (parentId: string) => (await db()('profiles').where({ teamtree_id: tree, parent_id: parentId }).first('id')).id as string;

  it('raises the version of exactly the changed profile, once, whatever the route changes', async () => {
    const child = await childOf(root);
    const other = (await db()('profiles').where({ teamtree_id: tree }).whereNot({ id: root }).whereNot({ parent_id: root }).first('id')).id as string;
    const once = { [child]: 1 };
    const put = (body: Record<string, unknown>) => () => api.put('/api/teamtree/profile', { id: child, ...body }, token());
    expect((await bumpsOf(put({ name: 'Fields only' }))).moved).toEqual(once);
    expect((await bumpsOf(put({ categories: [{ name: 'Rank', value: 'Gold' }] }))).moved).toEqual(once);
    expect((await bumpsOf(put({ name: 'All at once', reminders: [{ text: 'Call' }], categories: [{ name: 'Team', value: 'North' }] }))).moved).toEqual(once);
    expect((await bumpsOf(() => api.put('/api/teamtree/profile', { id: other, parentId: child }, token()))).moved).toEqual({ [other]: 1 });
    expect((await bumpsOf(put({ parentId: root, name: 'Moved back', categories: [] }))).moved).toEqual(once);
    expect((await bumpsOf(() => api.post(`/api/teamtree/category?profileId=${child}`, { categoryName: 'Rank', optionValue: 'Silver' }, token()))).moved).toEqual(once);
    expect((await bumpsOf(() => api.post(`/api/teamtree/category?profileId=${child}`, { categoryName: 'Rank', optionValue: '' }, token()))).moved).toEqual(once);
    expect((await bumpsOf(() => api.delete(`/api/teamtree/profile?id=${child}&mode=placeholder`, token()))).moved).toEqual(once);
  });

  it('adds new profiles at version 1 and deletes without touching any other profile', async () => {
    const created = await bumpsOf(() => api.post('/api/teamtree/profile', newProfile(tree, root, { name: 'New one', categories: [{ name: 'Team', value: 'South' }] }), token()));
    expect(Object.values(created.moved)).toEqual([1]);
    const [newId] = Object.keys(created.moved);
    expect(created.before.has(newId)).toBe(false);
    const removed = await bumpsOf(() => api.delete(`/api/teamtree/profile?id=${newId}`, token()));
    expect(removed.moved).toEqual({});
    expect(removed.after.has(newId)).toBe(false);
    expect(removed.after.size).toBe(removed.before.size - 1);
  });
});
