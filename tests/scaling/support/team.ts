import { registerUser, type TestUser } from '../../support/accounts';
import type { ApiClient } from '../../support/http';

async function ok<T = any>(promise: Promise<{ status: number; body: T }>, status: number[] = [200]): Promise<T> {
  const res = await promise;
  if (!status.includes(res.status)) throw new Error(`expected ${status.join('/')}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface Team {
  tree: string;
  owner: TestUser;
  /** Everyone in the tree, the owner first; the others are EDIT members. */
  users: TestUser[];
  /** Per writer (users[0..writers-1]): the profiles that writer renames. */
  profilesOf: string[][];
}

/**
 * A tree with `members` EDIT members, joined through the real share-link flow, and
 * `profilesPerWriter` partners under the root for each of the first `writers` users.
 */
export async function plantTeam(api: ApiClient, { members, writers, profilesPerWriter }: { members: number; writers: number; profilesPerWriter: number }): Promise<Team> {
  const owner = await registerUser(api, { firstName: 'Olga', lastName: 'Owner' });
  const others: TestUser[] = [];
  for (let i = 1; i <= members; i++) others.push(await registerUser(api, { firstName: `Member${i}`, lastName: 'Scaling' }));
  const { teamtree } = await ok(api.post('/api/teamtree', { name: 'Scaling', billDate: '2026-01-15', categories: [] }, { token: owner.access }), [201]);
  const tree = teamtree.id as string;
  const { shareLink } = await ok(api.post('/api/teamtree/share', { teamtreeId: tree }, { token: owner.access }), [200, 201]);
  for (const user of others) {
    const { requestId } = await ok(api.post(`/api/teamtree/join/${shareLink.token}`, {}, { token: user.access }), [201]);
    await ok(api.post('/api/teamtree/join-requests', { requestId, action: 'approve' }, { token: owner.access }));
  }
  const { members: list } = await ok(api.get(`/api/teamtree/share?teamtreeId=${tree}`, { token: owner.access }));
  for (const user of others) {
    const memberId = list.find((m: { userId: string }) => m.userId === user.id).id;
    await ok(api.put('/api/teamtree/share', { memberId, permission: 'EDIT' }, { token: owner.access }));
  }
  const status = await ok(api.get(`/api/teamtree/status?teamtreeId=${tree}`, { token: owner.access }));
  const root = status.teamtree.profiles[0].id as string;
  const users = [owner, ...others];
  const profilesOf: string[][] = [];
  for (let w = 0; w < writers; w++) {
    const ids: string[] = [];
    for (let p = 0; p < profilesPerWriter; p++) {
      const { profile } = await ok(api.post('/api/teamtree/profile', { teamtreeId: tree, parentId: root, name: `W${w} P${p}`, billDate: '2026-01-15' }, { token: users[w].access }), [201]);
      ids.push(profile.id);
    }
    profilesOf.push(ids);
  }
  return { tree, owner, users, profilesOf };
}

/** The tree's profiles as the database has them now (read through the balancer; retried until it answers). */
export async function readTree(api: ApiClient, token: string, tree: string): Promise<Map<string, { name: string; version: number }>> {
  for (;;) {
    const res = await api.get(`/api/teamtree/status?teamtreeId=${tree}`, { token }).catch(() => null);
    if (res?.status === 200) {
      return new Map((res.body.teamtree.profiles as Array<{ id: string; name: string; version: number }>).map((p) => [p.id, { name: p.name, version: p.version }]));
    }
    await new Promise((resolve) => setTimeout(resolve, 250)); // a retry's delay
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
