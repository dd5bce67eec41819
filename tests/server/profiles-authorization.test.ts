import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ORDER_DENIED } from '../../shared/domain/category-order';
import { registerUser, type TestUser } from '../support/accounts';
import { type ApiResponse } from '../support/http';
import { addMember, newProfile, seedTree, setPlan, type SeededTree } from '../support/seed';
import { useTestServer } from '../support/use-test-server';

/**
 * Authorization matrix of the profile and category routes: every route (and, where it
 * matters, a root and a non-root target) against every caller, with the expected status and,
 * for refusals, the spec's text. Each cell runs on fresh targets, so a success in one cell
 * cannot hide a refusal in another. The test fails when a route has no row.
 */

type Caller = 'anonymous' | 'outsider' | 'READ' | 'EDIT' | 'MODERATOR' | 'OWNER';
const CALLERS: Caller[] = ['anonymous', 'outsider', 'READ', 'EDIT', 'MODERATOR', 'OWNER'];

const backend = useTestServer();
const { api } = backend;
let tree: SeededTree;
const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
const db = () => backend.server.context.db;

beforeAll(async () => {
  const [owner, moderator, editor, reader, outsider] = await Promise.all(
    ['Owner', 'Moderator', 'Editor', 'Reader', 'Outsider'].map((firstName) => registerUser(api, { firstName })),
  );
  Object.assign(users, { OWNER: owner, MODERATOR: moderator, EDIT: editor, READ: reader, outsider });
  await setPlan(db(), owner.id, 'ELITE_ANNUAL');
  tree = await seedTree(db(), owner);
  await addMember(db(), tree.teamtreeId, moderator, 'MODERATOR');
  await addMember(db(), tree.teamtreeId, editor, 'EDIT');
  await addMember(db(), tree.teamtreeId, reader, 'READ');
});

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? null : users[caller].access);

async function freshChild(): Promise<string> {
  const res = await api.post('/api/teamtree/profile', newProfile(tree.teamtreeId, tree.rootId), { token: users.OWNER.access });
  return res.body.profile.id;
}

/** A tree of its own whose root a cell may delete. */
async function freshRootTree(): Promise<SeededTree> {
  const own = await seedTree(db(), users.OWNER);
  await addMember(db(), own.teamtreeId, users.MODERATOR, 'MODERATOR');
  await addMember(db(), own.teamtreeId, users.EDIT, 'EDIT');
  await addMember(db(), own.teamtreeId, users.READ, 'READ');
  return own;
}

const ADD = 'You do not have permission to add profiles.';
const EDIT = 'You do not have permission to edit profiles.';
const DELETE = 'You do not have permission to delete profiles.';
const ROOT_EDIT = 'Only the TeamTree owner can edit the root profile.';
const ROOT_DELETE = 'Only the owner can delete the root profile.';

type Expected = [status: number, error?: string];
interface Row {
  route: string;
  call: (token: string | null) => Promise<ApiResponse>;
  expect: Record<Caller, Expected>;
}

const writers = (ok: number, denied: string, root?: string): Record<Caller, Expected> => ({
  anonymous: [401],
  outsider: [403],
  READ: [403, denied],
  EDIT: root ? [403, root] : [ok],
  MODERATOR: root ? [403, root] : [ok],
  OWNER: [ok],
});

const ROWS: Row[] = [
  {
    route: 'POST /api/teamtree/profile (child)',
    call: (token) => api.post('/api/teamtree/profile', newProfile(tree.teamtreeId, tree.rootId), { token }),
    expect: writers(201, ADD),
  },
  {
    route: 'PUT /api/teamtree/profile (child)',
    call: async (token) => api.put('/api/teamtree/profile', { id: await freshChild(), name: 'Edited' }, { token }),
    expect: writers(200, EDIT),
  },
  {
    route: 'PUT /api/teamtree/profile (move child)',
    call: async (token) => {
      const [a, b] = [await freshChild(), await freshChild()];
      return api.put('/api/teamtree/profile', { id: a, parentId: b }, { token });
    },
    expect: writers(200, EDIT),
  },
  {
    route: 'PUT /api/teamtree/profile (root)',
    call: (token) => api.put('/api/teamtree/profile', { id: tree.rootId, phone: '+49 151' }, { token }),
    expect: writers(200, EDIT, ROOT_EDIT),
  },
  {
    route: 'DELETE /api/teamtree/profile (child)',
    call: async (token) => api.delete(`/api/teamtree/profile?id=${await freshChild()}`, { token }),
    expect: writers(200, DELETE),
  },
  {
    route: 'DELETE /api/teamtree/profile?mode=placeholder (child)',
    call: async (token) => api.delete(`/api/teamtree/profile?id=${await freshChild()}&mode=placeholder`, { token }),
    expect: writers(200, DELETE),
  },
  {
    route: 'DELETE /api/teamtree/profile (root)',
    call: async (token) => api.delete(`/api/teamtree/profile?id=${(await freshRootTree()).rootId}`, { token }),
    expect: writers(200, DELETE, ROOT_DELETE),
  },
  {
    route: 'DELETE /api/teamtree/profile?mode=placeholder (root)',
    call: async (token) => api.delete(`/api/teamtree/profile?id=${(await freshRootTree()).rootId}&mode=placeholder`, { token }),
    expect: writers(200, DELETE, ROOT_DELETE),
  },
  {
    route: 'POST /api/teamtree/category (child)',
    call: async (token) => api.post(`/api/teamtree/category?profileId=${await freshChild()}`, { categoryName: 'Rank', optionValue: 'Gold' }, { token }),
    expect: writers(200, EDIT),
  },
  {
    route: 'POST /api/teamtree/category (root)',
    call: (token) => api.post(`/api/teamtree/category?profileId=${tree.rootId}`, { categoryName: 'Rank', optionValue: 'Gold' }, { token }),
    expect: writers(200, EDIT, ROOT_EDIT),
  },
  {
    route: 'PUT /api/teamtree/category/order',
    call: (token) => api.put('/api/teamtree/category/order', { teamtreeId: tree.teamtreeId, categoryName: 'Rank', order: ['Bronze', 'Silver', 'Gold'] }, { token }),
    expect: { anonymous: [401], outsider: [403], READ: [403, CATEGORY_ORDER_DENIED], EDIT: [403, CATEGORY_ORDER_DENIED], MODERATOR: [200], OWNER: [200] },
  },
  {
    route: 'GET /api/teamtree/category (all own trees)',
    call: (token) => api.get('/api/teamtree/category?field=value&categoryName=Rank&query=', { token }),
    expect: { anonymous: [401], outsider: [200], READ: [200], EDIT: [200], MODERATOR: [200], OWNER: [200] },
  },
  {
    route: 'GET /api/teamtree/category?teamtreeId=',
    call: (token) => api.get(`/api/teamtree/category?field=value&categoryName=Rank&query=&teamtreeId=${tree.teamtreeId}`, { token }),
    expect: { anonymous: [401], outsider: [403], READ: [200], EDIT: [200], MODERATOR: [200], OWNER: [200] },
  },
];

/** Every route the profile and category routers serve must have at least one row. */
const SERVED = ['POST /api/teamtree/profile', 'PUT /api/teamtree/profile', 'DELETE /api/teamtree/profile', 'GET /api/teamtree/category', 'POST /api/teamtree/category', 'PUT /api/teamtree/category/order'];

describe('authorization matrix of the profile and category routes', () => {
  it('has a row for every route', async () => {
    const { profileRoutes } = await import('../../server/routes/profile');
    const { categoryRoutes } = await import('../../server/routes/category');
    const served = [profileRoutes(backend.server.context), categoryRoutes(backend.server.context)].flatMap((router) =>
      router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`)),
    );
    expect(served.sort()).toEqual([...SERVED].sort());
    for (const route of SERVED) expect(ROWS.some((row) => row.route.startsWith(route)), route).toBe(true);
  });

  describe.each(ROWS.map((row) => [row.route, row] as const))('%s', (_route, row) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const res = await row.call(tokenOf(caller));
      const [status, error] = row.expect[caller];
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (status >= 400) expect(res.body.error).toEqual(error ?? expect.any(String));
    });
  });
});
