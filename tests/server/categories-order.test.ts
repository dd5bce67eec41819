import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_NOT_FOUND } from '../../server/profiles/store/category-order-writes';
import { NOT_A_MEMBER } from '../../server/trees/membership-access';
import { CATEGORY_ORDER_DENIED } from '../../shared/domain/category-order';
import { categoryOrderAnswer } from '../../shared/schemas/category-order';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import { statusTreeAnswer } from '../../shared/schemas/teamtree';
import { closeAll, connect, nextEvent } from '../realtime/socket-helpers';
import { registerUser, type TestUser } from '../support/accounts';
import { newProfile, seedTree, setPlan } from '../support/seed';
import { expectError } from './trees-fixtures';
import { useSeededCast } from './profiles-fixtures';

/* Ordered categories (issue 34, docs/profiles.md "Ordered categories"): PUT /api/teamtree/category/order. */

const { api, cast, backend, db } = useSeededCast();

beforeAll(async () => {
  await setPlan(db(), cast.owner.id, 'ELITE_ANNUAL');
});

afterAll(() => closeAll());

const putOrder = (user: TestUser, body: Record<string, unknown>) => api.put('/api/teamtree/category/order', body, { token: user.access });
const order = (categoryName: string, values: unknown, teamtreeId = cast.tree.teamtreeId) => ({ teamtreeId, categoryName, order: values });

async function categoriesSeenBy(user: TestUser, teamtreeId = cast.tree.teamtreeId) {
  const res = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: user.access });
  expect(res.status).toBe(200);
  return res.body.teamtree.categories as Array<{ id: string; name: string; order?: string[] }>;
}

async function addPartner(user: TestUser, categories: { name: string; value: string }[]) {
  const res = await api.post('/api/teamtree/profile', newProfile(cast.tree.teamtreeId, cast.tree.rootId, { categories }), { token: user.access });
  expect(res.status).toBe(201);
  return res.body.profile as { id: string; version: number };
}

describe('declaring and clearing an order', () => {
  it('keeps the values in their order, normalised, for every member (READ included); every member hears of it', async () => {
    await addPartner(cast.editor, [{ name: 'Rank', value: 'Silver' }]);
    const readerSocket = await connect(backend.url, cast.reader.access);
    const heard = nextEvent(readerSocket, 'teamtree-update', (event: { type: string; teamtreeId: string }) => event.type === UPDATE_TYPES.teamtreeRenamed && event.teamtreeId === cast.tree.teamtreeId);
    const before = await api.get(`/api/teamtree/status?teamtreeId=${cast.tree.teamtreeId}`, { token: cast.reader.access });

    const res = await putOrder(cast.owner, order('rank', [' bronze ', 'Silver', 'gold']));
    expect(res.status).toBe(200);
    expect(categoryOrderAnswer.parse(res.body)).toEqual(res.body);
    expect(res.body.category).toMatchObject({ name: 'Rank', order: ['Bronze', 'Silver', 'Gold'] });
    expect(await heard).toMatchObject({ type: UPDATE_TYPES.teamtreeRenamed, teamtreeId: cast.tree.teamtreeId });

    for (const member of [cast.owner, cast.moderator, cast.editor, cast.reader]) {
      expect((await categoriesSeenBy(member)).find((c) => c.name === 'Rank')).toEqual({ id: res.body.category.id, name: 'Rank', order: ['Bronze', 'Silver', 'Gold'] });
    }
    // The status answer's schema reads it, and a client holding the old tag gets the new answer.
    const after = await api.get(`/api/teamtree/status?teamtreeId=${cast.tree.teamtreeId}`, {
      token: cast.reader.access,
      headers: { 'If-None-Match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect(statusTreeAnswer.parse(after.body).teamtree.categories.find((c) => c.name === 'Rank')?.order).toEqual(['Bronze', 'Silver', 'Gold']);
  });

  it('lets a moderator change the order; categories without one carry no order field', async () => {
    await addPartner(cast.editor, [{ name: 'City', value: 'Berlin' }]);
    const res = await putOrder(cast.moderator, order('Rank', ['Bronze', 'Silver', 'Gold', 'Platinum']));
    expect(res.status).toBe(200);
    const categories = await categoriesSeenBy(cast.editor);
    expect(categories.find((c) => c.name === 'Rank')?.order).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(categories.find((c) => c.name === 'City')).not.toHaveProperty('order');
  });

  it('clears the order with null or an empty list; a category still in use stays', async () => {
    const cleared = await putOrder(cast.owner, order('Rank', null));
    expect(cleared.status).toBe(200);
    expect(cleared.body.category).toMatchObject({ name: 'Rank', order: null });
    expect((await categoriesSeenBy(cast.owner)).find((c) => c.name === 'Rank')).toEqual({ id: cleared.body.category.id, name: 'Rank' });
    await putOrder(cast.owner, order('Rank', ['Bronze']));
    const emptied = await putOrder(cast.owner, order('Rank', []));
    expect(emptied.body.category.order).toBeNull();
    expect((await categoriesSeenBy(cast.owner)).find((c) => c.name === 'Rank')).not.toHaveProperty('order');
  });

  it('declares an order for a category no partner uses yet, keeps it while unused, and removes it once cleared', async () => {
    const res = await putOrder(cast.owner, order('Level', ['Starter', 'Leader']));
    expect(res.status).toBe(200);
    expect((await categoriesSeenBy(cast.editor)).find((c) => c.name === 'Level')?.order).toEqual(['Starter', 'Leader']);
    // A partner taking a value and losing it again does not remove the ordered category.
    const partner = await addPartner(cast.editor, [{ name: 'Level', value: 'Leader' }]);
    const removed = await api.post(`/api/teamtree/category?profileId=${partner.id}`, { categoryName: 'Level', optionValue: '' }, { token: cast.editor.access });
    expect(removed.status).toBe(200);
    expect((await categoriesSeenBy(cast.editor)).find((c) => c.name === 'Level')?.order).toEqual(['Starter', 'Leader']);
    // Cleared and unused: gone, as categories without partners go.
    expect((await putOrder(cast.owner, order('Level', null))).status).toBe(200);
    expect((await categoriesSeenBy(cast.editor)).map((c) => c.name)).not.toContain('Level');
  });

  it('404 for clearing a category the tree does not have', async () => {
    const res = await putOrder(cast.owner, order('Nothing here', null));
    expectError(res, 404);
    expect(res.body.error).toBe(CATEGORY_NOT_FOUND);
  });
});

describe('who may order', () => {
  it('refuses editors and readers (403) and non-members (403), and keeps the order', async () => {
    await putOrder(cast.owner, order('Rank', ['Bronze', 'Silver', 'Gold']));
    for (const member of [cast.editor, cast.reader]) {
      const res = await putOrder(member, order('Rank', ['Gold', 'Silver', 'Bronze']));
      expectError(res, 403);
      expect(res.body.error).toBe(CATEGORY_ORDER_DENIED);
    }
    const stranger = await putOrder(cast.outsider, order('Rank', ['Gold']));
    expectError(stranger, 403);
    expect(stranger.body.error).toBe(NOT_A_MEMBER);
    expect((await categoriesSeenBy(cast.owner)).find((c) => c.name === 'Rank')?.order).toEqual(['Bronze', 'Silver', 'Gold']);
  });

  it('401 without a session, 404 for an unknown tree', async () => {
    const anonymous = await api.put('/api/teamtree/category/order', order('Rank', ['Gold']));
    expectError(anonymous, 401);
    const unknown = await putOrder(cast.owner, order('Rank', ['Gold'], '00000000-0000-4000-8000-000000000000'));
    expectError(unknown, 404);
  });

  it("a new category by its order counts against the owner's plan (403 with the spec's text)", async () => {
    const owner = await registerUser(api, { firstName: 'Basic' });
    const tree = await seedTree(db(), owner);
    expect((await putOrder(owner, order('Rank', ['Bronze', 'Gold'], tree.teamtreeId))).status).toBe(200);
    const second = await putOrder(owner, order('Level', ['One'], tree.teamtreeId));
    expectError(second, 403);
    expect(second.body.error).toBe('You can only have 1 different categories with your BASIC plan');
    // The ordered category, though unused, is the tree's one category: a partner cannot bring in another.
    const partner = await api.post('/api/teamtree/profile', newProfile(tree.teamtreeId, tree.rootId, { categories: [{ name: 'City', value: 'Rome' }] }), { token: owner.access });
    expectError(partner, 403);
    const ranked = await api.post('/api/teamtree/profile', newProfile(tree.teamtreeId, tree.rootId, { categories: [{ name: 'Rank', value: 'Gold' }] }), { token: owner.access });
    expect(ranked.status).toBe(201);
  });
});

describe('bad input', () => {
  it.each([
    ['a value twice (case aside)', ['Gold', 'Silver', 'gold'], '"Gold" is listed twice: each ordered value must be different'],
    ['more than 30 values', Array.from({ length: 31 }, (_, i) => `Rank ${i}`), 'A category can list at most 30 ordered values'],
    ['a value over 200 characters', ['Gold', 'x'.repeat(201)], 'An ordered value is too long (at most 200 characters)'],
    ['an empty value', ['Gold', '  '], 'An ordered value must not be empty'],
    // Wrong types: the shared validation's own words (server/http/validate.ts).
    ['a value that is not text', ['Gold', 3], null],
    ['no list', 'Gold < Silver', null],
  ])('400 for %s, naming order', async (_label, values, message) => {
    const res = await putOrder(cast.owner, order('Rank', values));
    expectError(res, 400);
    const [field, text] = Object.entries(res.body.fields as Record<string, string>)[0];
    expect(field.startsWith('order')).toBe(true);
    if (message) expect(text).toBe(message);
  });

  it('400 without a category name, an order or a tree', async () => {
    for (const body of [
      { teamtreeId: cast.tree.teamtreeId, categoryName: '  ', order: ['Gold'] },
      { teamtreeId: cast.tree.teamtreeId, categoryName: 'Rank' },
      { categoryName: 'Rank', order: ['Gold'] },
    ]) {
      const res = await putOrder(cast.owner, body);
      expectError(res, 400);
      expect(res.body.fields).toBeDefined();
    }
  });

  it('checks the body before the permission: a reader sending a bad body gets 400', async () => {
    const res = await putOrder(cast.reader, order('Rank', ['Gold', 'gold']));
    expectError(res, 400);
  });
});
