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
