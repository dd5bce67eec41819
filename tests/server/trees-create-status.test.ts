import { beforeAll, describe, expect, it } from 'vitest';
import { statusListAnswer, statusTreeAnswer } from '../../shared/schemas/teamtree';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { addMember, createTree, expectError, rootOf, treeBody } from './trees-fixtures';

const backend = useTestServer();
const { api } = backend;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await registerUser(api, { firstName: 'Olga', lastName: 'Owner' });
  other = await registerUser(api, { firstName: 'Otto', lastName: 'Other' });
});

const db = () => backend.server.context.db;

describe('POST /api/teamtree', () => {
  it('creates the tree, its root profile from the fields and the caller as OWNER linked to the root', async () => {
    const res = await api.post('/api/teamtree', treeBody({ name: '  Anna Root  ', categories: [{ name: ' level ', value: 'gOLD' }] }), { token: owner.access });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ teamtree: { id: expect.any(String), name: 'Anna Root' } });
    const id = res.body.teamtree.id;

    const status = await api.get(`/api/teamtree/status?teamtreeId=${id}`, { token: owner.access });
    expect(status.status).toBe(200);
    const root = status.body.teamtree.profiles[0];
    expect(status.body.teamtree.profiles).toHaveLength(1);
    expect(root).toMatchObject({
      teamtreeId: id,
      name: 'Anna Root',
      phone: '+49 15112345678',
      birthday: '1990-05-17',
      billDate: '2026-01-15',
      parentId: null,
      parentName: null,
      categories: [{ name: 'Level', value: 'GOLD' }],
      reminders: [],
      version: 1,
    });
    expect(status.body.userMembership).toMatchObject({ userId: owner.id, permission: 'OWNER', linkedProfileId: root.id, teamtreeId: id });
    expect(status.body.needsProfileLink).toBe(false);
    expect(status.body.teamtree.categories).toEqual([{ id: expect.any(String), name: 'Level' }]);
  });

  it('takes the documented defaults for left-out optional fields', async () => {
    const res = await api.post('/api/teamtree', { name: 'Minimal', billDate: '2026-03-01' }, { token: owner.access });
    expect(res.status).toBe(201);
    const root = await db()('profiles').where({ teamtree_id: res.body.teamtree.id }).first();
    expect(root).toMatchObject({ name: 'Minimal', phone: '', birthday: null, bill_date: '2026-03-01', parent_id: null, version: 1 });
  });

  it('drops empty category pairs and refuses two values for one category with 400', async () => {
    const id = await createTree(api, owner.access, { categories: [{ name: '', value: 'x' }, { name: 'Rank', value: '  ' }] });
    expect(await db()('categories').where({ teamtree_id: id })).toHaveLength(0);

    const before = await db()('teamtrees').count({ n: '*' }).first();
    const dup = await api.post('/api/teamtree', treeBody({ categories: [{ name: 'Level', value: 'a' }, { name: 'level', value: 'b' }] }), { token: owner.access });
    expectError(dup, 400);
    expect(await db()('teamtrees').count({ n: '*' }).first()).toEqual(before);
  });

  it("limits distinct category names by the caller's plan with the spec's text (403)", async () => {
    const before = await db()('teamtrees').count({ n: '*' }).first();
    const res = await api.post(
      '/api/teamtree',
      treeBody({ categories: [{ name: 'Level', value: 'Gold' }, { name: 'City', value: 'Berlin' }] }),
      { token: owner.access },
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'You can only have 1 different categories with your BASIC plan', code: 'forbidden' });
    expect(await db()('teamtrees').count({ n: '*' }).first()).toEqual(before);

    const pro = await registerUser(api);
    await db()('users').where({ id: pro.id }).update({ plan: 'PRO_MONTHLY' });
    const ok = await api.post(
      '/api/teamtree',
      treeBody({ categories: [{ name: 'Level', value: 'Gold' }, { name: 'City', value: 'Berlin' }, { name: 'Team', value: 'A' }] }),
      { token: pro.access },
    );
    expect(ok.status).toBe(201);
  });

  it('requires name and billDate (400 with fields)', async () => {
    const noName = await api.post('/api/teamtree', { billDate: TODAY_PLUS }, { token: owner.access });
    expectError(noName, 400);
    expect(noName.body.fields).toHaveProperty('name');
    const blankName = await api.post('/api/teamtree', { name: '   ', billDate: TODAY_PLUS }, { token: owner.access });
    expectError(blankName, 400);
    expect(blankName.body.fields).toHaveProperty('name');
    const noBill = await api.post('/api/teamtree', { name: 'X' }, { token: owner.access });
    expectError(noBill, 400);
    expect(noBill.body.fields).toHaveProperty('billDate');
    const nullBill = await api.post('/api/teamtree', { name: 'X', billDate: null }, { token: owner.access });
    expectError(nullBill, 400);
    expect(nullBill.body.fields).toHaveProperty('billDate');
  });

  it('answers 401 without a token', async () => {
    expectError(await api.post('/api/teamtree', treeBody()), 401);
  });
});

const TODAY_PLUS = '2026-02-01';

describe('GET /api/teamtree/status', () => {
  it('lists the trees the caller is a member of, by membership time, with only their own membership', async () => {
    const a = await registerUser(api, { firstName: 'Amy', lastName: 'Alpha' });
    const b = await registerUser(api, { firstName: 'Ben', lastName: 'Beta' });
    const treeB = await createTree(api, b.access, { name: 'Tree of Ben' });
    const treeA = await createTree(api, a.access, { name: 'Tree of Amy' });
    // a joins Ben's tree after creating their own, so Amy's own tree comes first
    await addMember(db(), treeB, a.id, 'EDIT');

    const res = await api.get('/api/teamtree/status', { token: a.access });
    expect(res.status).toBe(200);
    expect(statusListAnswer.parse(res.body)).toEqual(res.body);
    expect(res.body.teamtrees).toEqual([
      { id: treeA, name: 'Tree of Amy', ownerId: a.id, ownerName: 'Amy Alpha', members: [{ permission: 'OWNER' }] },
      { id: treeB, name: 'Tree of Ben', ownerId: b.id, ownerName: 'Ben Beta', members: [{ permission: 'EDIT' }] },
    ]);
  });

  it('answers an empty list for a user without trees', async () => {
    const lonely = await registerUser(api);
    const res = await api.get('/api/teamtree/status', { token: lonely.access });
    expect(res).toMatchObject({ status: 200, body: { teamtrees: [] } });
  });

  it('answers the full status of one tree to a member', async () => {
    const id = await createTree(api, owner.access, { name: 'Full', categories: [{ name: 'Level', value: 'Gold' }] });
    const membershipId = await addMember(db(), id, other.id, 'READ');
    const res = await api.get(`/api/teamtree/status?teamtreeId=${id}`, { token: other.access });
    expect(res.status).toBe(200);
    expect(statusTreeAnswer.parse(res.body)).toEqual(res.body);
    expect(res.body.teamtree).toMatchObject({
      id,
      name: 'Full',
      ownerId: owner.id,
      ownerName: 'Olga Owner',
      members: [{ permission: 'READ' }],
      ownerPlan: 'BASIC',
      categoryLimit: 1,
      categories: [{ id: expect.any(String), name: 'Level' }],
    });
    expect(res.body.userMembership).toEqual({
      id: membershipId,
      userId: other.id,
      user: { firstName: 'Otto', lastName: 'Other', email: other.email },
      permission: 'READ',
      linkedProfileId: null,
      teamtreeId: id,
    });
    expect(res.body.needsProfileLink).toBe(true);
    expect(res.body.teamtrees.map((t: { id: string }) => t.id)).toContain(id);
  });

  it("reports the owner's plan and limit, read fresh", async () => {
    const elite = await registerUser(api);
    const id = await createTree(api, elite.access);
    await db()('users').where({ id: elite.id }).update({ plan: 'ELITE_ANNUAL' });
    const res = await api.get(`/api/teamtree/status?teamtreeId=${id}`, { token: elite.access });
    expect(res.body.teamtree).toMatchObject({ ownerPlan: 'ELITE_ANNUAL', categoryLimit: 5 });
  });

  it('lists every profile with parent names', async () => {
    const id = await createTree(api, owner.access, { name: 'Parent' });
    const root = await rootOf(db(), id);
    const child = await api.post('/api/teamtree/profile', { teamtreeId: id, parentId: root, name: 'Kid', billDate: TODAY_PLUS }, { token: owner.access });
    const res = await api.get(`/api/teamtree/status?teamtreeId=${id}`, { token: owner.access });
    expect(child.status).toBe(201);
    expect(res.body.teamtree.profiles).toHaveLength(2);
    expect(res.body.teamtree.profiles.find((p: { name: string }) => p.name === 'Kid')).toMatchObject({ parentId: root, parentName: 'Parent' });
  });

  it('reports needsProfileLink again once the linked profile is gone (root deleted), and a new root can be linked', async () => {
    const id = await createTree(api, owner.access, { name: 'Gone' });
    const root = await rootOf(db(), id);
    expect((await api.delete(`/api/teamtree/profile?id=${root}`, { token: owner.access })).status).toBe(200);
    const status = await api.get(`/api/teamtree/status?teamtreeId=${id}`, { token: owner.access });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ needsProfileLink: true, userMembership: { linkedProfileId: null, permission: 'OWNER' } });
    expect(status.body.teamtree.profiles).toEqual([]);
    const created = await api.post('/api/teamtree/profile', { teamtreeId: id, parentId: null, name: 'New root', billDate: TODAY_PLUS }, { token: owner.access });
    expect(created.status).toBe(201);
    expect((await api.put('/api/teamtree/member', { teamtreeId: id, linkedProfileId: created.body.profile.id }, { token: owner.access })).status).toBe(200);
    expect((await api.get(`/api/teamtree/status?teamtreeId=${id}`, { token: owner.access })).body.needsProfileLink).toBe(false);
  });

  it('answers 403 to a non-member, 404 for an unknown or malformed id, 401 without a token', async () => {
    const id = await createTree(api, owner.access);
    const outsider = await registerUser(api);
    expectError(await api.get(`/api/teamtree/status?teamtreeId=${id}`, { token: outsider.access }), 403);
    expectError(await api.get('/api/teamtree/status?teamtreeId=00000000-0000-4000-8000-000000000000', { token: owner.access }), 404);
    expectError(await api.get('/api/teamtree/status?teamtreeId=not-an-id', { token: owner.access }), 404);
    expectError(await api.get('/api/teamtree/status?teamtreeId=', { token: owner.access }), 404);
    expectError(await api.get(`/api/teamtree/status?teamtreeId=${id}&teamtreeId=${id}`, { token: owner.access }), 400);
    expectError(await api.get(`/api/teamtree/status?teamtreeId=${'x'.repeat(5000)}`, { token: owner.access }), 400);
    expectError(await api.get(`/api/teamtree/status?teamtreeId=${id}`), 401);
    expectError(await api.get('/api/teamtree/status', { token: 'garbage' }), 401);
  });
});
