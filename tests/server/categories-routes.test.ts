import { beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../shared/domain/constants';
import { registerUser, type TestUser } from '../support/accounts';
import { addMember, newProfile, seedTree, setPlan } from '../support/seed';
import { useSeededCast } from './profiles-fixtures';

const { api, cast, events, db } = useSeededCast();

beforeAll(async () => {
  await setPlan(db(), cast.owner.id, 'ELITE_ANNUAL');
});

/** A fresh owner on `plan` with a tree. */
async function ownTree(plan: Plan) {
  const owner = await registerUser(api, { firstName: 'Planner' });
  await setPlan(db(), owner.id, plan);
  const tree = await seedTree(db(), owner);
  return { owner, ...tree };
}

async function add(user: TestUser, teamtreeId: string, parentId: string, categories: { name: string; value: string }[]) {
  return api.post('/api/teamtree/profile', newProfile(teamtreeId, parentId, { categories }), { token: user.access });
}

async function treeCategories(teamtreeId: string): Promise<string[]> {
  return db()('categories').where({ teamtree_id: teamtreeId }).orderBy('name_lower').pluck('name');
}

describe('category names and values', () => {
  it('trims and capitalises only the first letter', async () => {
    const res = await add(cast.editor, cast.tree.teamtreeId, cast.tree.rootId, [
      { name: '  status ', value: 'gOLD' },
      { name: 'city', value: ' münchen ' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.profile.categories).toEqual([
      { name: 'City', value: 'München' },
      { name: 'Status', value: 'GOLD' },
    ]);
  });

  it('keeps one category per name, matched case-insensitively', async () => {
    const first = await add(cast.owner, cast.tree.teamtreeId, cast.tree.rootId, [{ name: 'Level', value: 'One' }]);
    const second = await add(cast.owner, cast.tree.teamtreeId, cast.tree.rootId, [{ name: 'LEVEL', value: 'two' }]);
    expect(second.status).toBe(201);
    expect(second.body.profile.categories).toEqual([{ name: 'Level', value: 'Two' }]);
    expect(second.body.profile.categoryData.categories[0].id).toBe(first.body.profile.categoryData.categories[0].id);
    const rows = await db()('categories').where({ teamtree_id: cast.tree.teamtreeId, name_lower: 'level' });
    expect(rows).toHaveLength(1);
  });

  it('drops pairs with an empty name or value', async () => {
    const res = await add(cast.owner, cast.tree.teamtreeId, cast.tree.rootId, [
      { name: '', value: 'Orphan value' },
      { name: 'Empty', value: '   ' },
      { name: 'Kept', value: 'Yes' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.profile.categories).toEqual([{ name: 'Kept', value: 'Yes' }]);
    expect(await treeCategories(cast.tree.teamtreeId)).not.toContain('Empty');
  });

  it('refuses two values for one category in one request with 400', async () => {
    const before = await treeCategories(cast.tree.teamtreeId);
    const res = await add(cast.owner, cast.tree.teamtreeId, cast.tree.rootId, [
      { name: 'Twice', value: 'A' },
      { name: 'twice ', value: 'B' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await treeCategories(cast.tree.teamtreeId)).toEqual(before);
  });

  it('removes categories no profile uses any more', async () => {
    const { owner, teamtreeId, rootId } = await ownTree('ELITE_MONTHLY');
    const a = (await add(owner, teamtreeId, rootId, [{ name: 'Alpha', value: 'X' }, { name: 'Beta', value: 'Y' }])).body.profile;
    const b = (await add(owner, teamtreeId, rootId, [{ name: 'Gamma', value: 'Z' }])).body.profile;
    const c = (await add(owner, teamtreeId, rootId, [{ name: 'Delta', value: 'W' }])).body.profile;
    expect(await treeCategories(teamtreeId)).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    await api.put('/api/teamtree/profile', { id: a.id, categories: [{ name: 'Alpha', value: 'X2' }] }, { token: owner.access });
    expect(await treeCategories(teamtreeId)).toEqual(['Alpha', 'Delta', 'Gamma']);
    await api.delete(`/api/teamtree/profile?id=${b.id}`, { token: owner.access });
    expect(await treeCategories(teamtreeId)).toEqual(['Alpha', 'Delta']);
    await api.delete(`/api/teamtree/profile?id=${c.id}&mode=placeholder`, { token: owner.access });
    expect(await treeCategories(teamtreeId)).toEqual(['Alpha']);
  });
});

describe('the plan limit', () => {
  it('allows one name on BASIC and refuses a second with the exact text', async () => {
    const { owner, teamtreeId, rootId } = await ownTree('BASIC');
    expect((await add(owner, teamtreeId, rootId, [{ name: 'Rank', value: 'Gold' }])).status).toBe(201);
    const over = await add(owner, teamtreeId, rootId, [{ name: 'Rank', value: 'Gold' }, { name: 'City', value: 'Berlin' }]);
    expect(over).toMatchObject({ status: 403, body: { error: 'You can only have 1 different categories with your BASIC plan' } });
    expect(await treeCategories(teamtreeId)).toEqual(['Rank']);
    expect(await db()('profiles').where({ teamtree_id: teamtreeId }).count('* as n').first()).toMatchObject({ n: 2 });
  });

  it("counts by the owner's plan, not the editor's", async () => {
    const { owner, teamtreeId, rootId } = await ownTree('PRO_MONTHLY');
    const editor = await registerUser(api, { firstName: 'Elite' });
    await setPlan(db(), editor.id, 'ELITE_ANNUAL');
    await addMember(db(), teamtreeId, editor, 'EDIT');
    const three = [{ name: 'A', value: '1' }, { name: 'B', value: '2' }, { name: 'C', value: '3' }];
    expect((await add(editor, teamtreeId, rootId, three)).status).toBe(201);
    const fourth = await add(editor, teamtreeId, rootId, [{ name: 'D', value: '4' }]);
    expect(fourth).toMatchObject({ status: 403, body: { error: 'You can only have 3 different categories with your PRO_MONTHLY plan' } });
    expect((await add(owner, teamtreeId, rootId, [{ name: 'D', value: '4' }])).status).toBe(403);
  });

  it('lets a replaced name free its place', async () => {
    const { owner, teamtreeId, rootId } = await ownTree('BASIC');
    const a = (await add(owner, teamtreeId, rootId, [{ name: 'Old', value: 'X' }])).body.profile;
    const res = await api.put('/api/teamtree/profile', { id: a.id, categories: [{ name: 'New', value: 'Y' }] }, { token: owner.access });
    expect(res.status).toBe(200);
    expect(await treeCategories(teamtreeId)).toEqual(['New']);
  });

  it('keeps existing names after a plan is lowered and refuses new ones', async () => {
    const { owner, teamtreeId, rootId } = await ownTree('ELITE_MONTHLY');
    const names = ['One', 'Two', 'Three'].map((name) => ({ name, value: 'V' }));
    expect((await add(owner, teamtreeId, rootId, names)).status).toBe(201);
    await setPlan(db(), owner.id, 'BASIC');
    const reuse = await add(owner, teamtreeId, rootId, [{ name: 'two', value: 'Again' }, { name: 'Three', value: 'W' }]);
    expect(reuse.status).toBe(201);
    const fresh = await add(owner, teamtreeId, rootId, [{ name: 'Four', value: 'V' }]);
    expect(fresh).toMatchObject({ status: 403, body: { error: 'You can only have 1 different categories with your BASIC plan' } });
    const viaPost = await api.post(`/api/teamtree/category?profileId=${reuse.body.profile.id}`, { categoryName: 'Five', optionValue: 'V' }, { token: owner.access });
    expect(viaPost.status).toBe(403);
  });
});

describe('POST /api/teamtree/category?profileId=', () => {
  it("replaces the profile's value of that category and increments the version", async () => {
    const { owner, teamtreeId, rootId } = await ownTree('ELITE_MONTHLY');
    const editor = await registerUser(api, { firstName: 'Cat' });
    await addMember(db(), teamtreeId, editor, 'EDIT');
    const created = (await add(owner, teamtreeId, rootId, [{ name: 'Rank', value: 'Bronze' }, { name: 'Team', value: 'East' }])).body.profile;
    const before = events.length;
    const res = await api.post(`/api/teamtree/category?profileId=${created.id}`, { categoryName: 'rank', optionValue: 'silver', extra: 1 }, { token: editor.access });
    expect(res.status).toBe(200);
    expect(res.body.profile.categories).toEqual([
      { name: 'Rank', value: 'Silver' },
      { name: 'Team', value: 'East' },
    ]);
    expect(res.body.profile.version).toBe(2);
    expect(events.slice(before).map((e) => e.event.type)).toEqual(['profile-update']);
    const added = await api.post(`/api/teamtree/category?profileId=${created.id}`, { categoryName: 'Region', optionValue: 'Nord' }, { token: editor.access });
    expect(added.body.profile.categories).toContainEqual({ name: 'Region', value: 'Nord' });
    const removed = await api.post(`/api/teamtree/category?profileId=${created.id}`, { categoryName: 'Region', optionValue: '' }, { token: editor.access });
    expect(removed.body.profile.categories).not.toContainEqual({ name: 'Region', value: 'Nord' });
    expect(removed.body.profile.version).toBe(4);
    expect(await treeCategories(teamtreeId)).toEqual(['Rank', 'Team']);
  });

  it('applies the permission and root texts', async () => {
    const created = (await add(cast.owner, cast.tree.teamtreeId, cast.tree.rootId, [])).body.profile;
    const body = { categoryName: 'Rank', optionValue: 'Gold' };
    const read = await api.post(`/api/teamtree/category?profileId=${created.id}`, body, { token: cast.reader.access });
    expect(read).toMatchObject({ status: 403, body: { error: 'You do not have permission to edit profiles.' } });
    const root = await api.post(`/api/teamtree/category?profileId=${cast.tree.rootId}`, body, { token: cast.moderator.access });
    expect(root).toMatchObject({ status: 403, body: { error: 'Only the TeamTree owner can edit the root profile.' } });
    const owner = await api.post(`/api/teamtree/category?profileId=${cast.tree.rootId}`, body, { token: cast.owner.access });
    expect(owner.status).toBe(200);
    const outsider = await api.post(`/api/teamtree/category?profileId=${created.id}`, body, { token: cast.outsider.access });
    expect(outsider.status).toBe(403);
    const missing = await api.post(`/api/teamtree/category?profileId=${crypto.randomUUID()}`, body, { token: cast.owner.access });
    expect(missing.status).toBe(404);
    const anonymous = await api.post(`/api/teamtree/category?profileId=${created.id}`, body);
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/teamtree/category (suggestions)', () => {
  let user: TestUser;
  let first: string;
  let second: string;

  beforeAll(async () => {
    user = await registerUser(api, { firstName: 'Suggest' });
    await setPlan(db(), user.id, 'ELITE_ANNUAL');
    const a = await seedTree(db(), user);
    const b = await seedTree(db(), user);
    first = a.teamtreeId;
    second = b.teamtreeId;
    const values = ['Gold', 'Silver', 'gold', 'Golden eagle', 'Bronze', 'Rose gold', 'Platinum'];
    for (const value of values) await add(user, a.teamtreeId, a.rootId, [{ name: 'Rank', value }, { name: 'Other', value: `Gold ${value}` }]);
    await add(user, b.teamtreeId, b.rootId, [{ name: 'RANK', value: 'Goldfinch' }]);
    await add(user, b.teamtreeId, b.rootId, [{ name: 'Rank', value: 'Gold' }]);
    // A tree the user is not in: its values must not show.
    const stranger = await registerUser(api, { firstName: 'Stranger' });
    const c = await seedTree(db(), stranger);
    await add(stranger, c.teamtreeId, c.rootId, [{ name: 'Rank', value: 'Gold secret' }]);
  });

  const suggest = (query: string, token = user.access) => api.get(`/api/teamtree/category?${query}`, { token });

  it('lists distinct matching values of the caller\'s trees, sorted', async () => {
    const res = await suggest('field=value&categoryName=rank&query=GOL');
    expect(res.status).toBe(200);
    // 'gold' was capitalised to 'Gold' on input, so it is the same value.
    expect(res.body).toEqual({ suggestions: [{ value: 'Gold' }, { value: 'Golden eagle' }, { value: 'Goldfinch' }, { value: 'Rose gold' }] });
  });

  it('limits to one tree with teamtreeId', async () => {
    const res = await suggest(`field=value&categoryName=Rank&query=gold&teamtreeId=${second}`);
    expect(res.body.suggestions).toEqual([{ value: 'Gold' }, { value: 'Goldfinch' }]);
    const firstOnly = await suggest(`field=value&categoryName=Rank&query=finch&teamtreeId=${first}`);
    expect(firstOnly.body.suggestions).toEqual([]);
  });

  it('lists the first values for an empty query, at most 10', async () => {
    for (let i = 0; i < 12; i++) await add(user, first, (await db()('profiles').where({ teamtree_id: first }).whereNull('parent_id').first()).id, [{ name: 'Rank', value: `Zz ${String(i).padStart(2, '0')}` }]);
    const res = await suggest('field=value&categoryName=Rank&query=');
    expect(res.body.suggestions).toHaveLength(10);
    expect(res.body.suggestions.slice(0, 3)).toEqual([{ value: 'Bronze' }, { value: 'Gold' }, { value: 'Golden eagle' }]);
    const noQuery = await suggest('categoryName=Rank');
    expect(noQuery.body).toEqual(res.body);
  });

  it('answers 403 for a tree the caller is not in, 400 for bad input, 401 without a token', async () => {
    const other = await seedTree(db(), cast.owner);
    expect((await suggest(`field=value&categoryName=Rank&query=&teamtreeId=${other.teamtreeId}`)).status).toBe(403);
    expect((await suggest(`field=value&categoryName=Rank&query=&teamtreeId=${crypto.randomUUID()}`)).status).toBe(403);
    for (const query of ['field=value&query=x', 'field=name&categoryName=Rank', 'categoryName=Rank&teamtreeId=nope', `categoryName=${'x'.repeat(500)}`, 'categoryName=Rank&categoryName=Other']) {
      const res = await suggest(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await suggest('categoryName=Rank', null as unknown as string)).status).toBe(401);
  });
});
