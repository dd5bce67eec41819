import { describe, expect, it } from 'vitest';
import { profileAnswer } from '../../shared/schemas/profile';
import { newProfile, seedTree } from '../support/seed';
import { registerUser } from '../support/accounts';
import { useSeededCast } from './profiles-fixtures';

const { api, cast, events, db } = useSeededCast();

async function create(token: string, body: Record<string, unknown>) {
  return api.post('/api/teamtree/profile', body, { token });
}

async function addChild(parentId: string, overrides: Record<string, unknown> = {}, token = cast.owner.access) {
  const res = await create(token, newProfile(cast.tree.teamtreeId, parentId, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.profile;
}

describe('POST /api/teamtree/profile', () => {
  it('creates a profile under a parent and answers the full shape', async () => {
    const before = events.length;
    const res = await create(
      cast.editor.access,
      newProfile(cast.tree.teamtreeId, cast.tree.rootId, {
        name: '  Anna Aufbau  ',
        reminders: [{ text: 'Call back', done: true }, { text: 'Send offer', completed: true }, { text: 'Visit' }],
        categories: [{ name: ' rank ', value: 'gOLD' }],
        password: 'never stored',
      }),
    );
    expect(res.status).toBe(201);
    const profile = profileAnswer.parse(res.body.profile);
    expect(profile).toMatchObject({
      teamtreeId: cast.tree.teamtreeId,
      name: 'Anna Aufbau',
      phone: '+49 1701234567',
      birthday: '1990-05-17',
      billDate: '2030-02-28',
      parentId: cast.tree.rootId,
      parentName: 'Root',
      version: 1,
      reminders: [
        { text: 'Call back', done: true },
        { text: 'Send offer', done: true },
        { text: 'Visit', done: false },
      ],
      categories: [{ name: 'Rank', value: 'GOLD' }],
    });
    expect(profile.categoryData.categories).toEqual([{ id: expect.any(String), name: 'Rank', createdById: cast.editor.id }]);
    expect(profile.categoryData.tags).toEqual([
      { id: expect.any(String), categoryId: profile.categoryData.categories[0].id, categoryName: 'Rank', value: 'GOLD', createdById: cast.editor.id },
    ]);
    expect(new Date(profile.updatedAt).toISOString()).toBe(profile.updatedAt);
    expect(Object.keys(res.body.profile)).not.toContain('password');
    expect(events.slice(before)).toEqual([
      { teamtreeId: cast.tree.teamtreeId, event: { type: 'profile-add', teamtreeId: cast.tree.teamtreeId, profileId: profile.id, data: res.body.profile } },
    ]);
  });

  it('takes the defaults for optional fields left out', async () => {
    const res = await create(cast.moderator.access, { teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, name: 'Minimal', billDate: '2031-01-01' });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ phone: '', birthday: null, reminders: [], categories: [], version: 1 });
  });

  it('stores dates as given whatever the timezone', async () => {
    const profile = await addChild(cast.tree.rootId, { birthday: '1900-01-01', billDate: '2100-12-31' });
    const row = await db()('profiles').where({ id: profile.id }).first();
    expect([row.birthday, row.bill_date]).toEqual(['1900-01-01', '2100-12-31']);
  });

  it('refuses a second root with 409', async () => {
    const res = await create(cast.owner.access, newProfile(cast.tree.teamtreeId, null));
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('refuses a parent of another tree or an unknown parent with 400', async () => {
    const other = await seedTree(db(), cast.owner);
    const foreign = await create(cast.owner.access, newProfile(cast.tree.teamtreeId, other.rootId));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toHaveProperty('parentId');
    const unknown = await create(cast.owner.access, newProfile(cast.tree.teamtreeId, crypto.randomUUID()));
    expect(unknown.status).toBe(400);
  });

  it('requires parentId to be present', async () => {
    const { parentId: _omit, ...body } = newProfile(cast.tree.teamtreeId, cast.tree.rootId);
    const res = await create(cast.owner.access, body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('parentId');
  });

  it('answers READ members and outsiders with 403 and anonymous callers with 401', async () => {
    const body = newProfile(cast.tree.teamtreeId, cast.tree.rootId);
    const read = await create(cast.reader.access, body);
    expect(read).toMatchObject({ status: 403, body: { error: 'You do not have permission to add profiles.' } });
    const outsider = await create(cast.outsider.access, body);
    expect(outsider.status).toBe(403);
    const anonymous = await api.post('/api/teamtree/profile', body);
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /api/teamtree/profile', () => {
  it('merges: fields left out are kept, null and empty values clear them', async () => {
    const profile = await addChild(cast.tree.rootId, {
      reminders: [{ text: 'Keep me', done: false }],
      categories: [{ name: 'Rank', value: 'Gold' }],
    });
    const res = await api.put('/api/teamtree/profile', { id: profile.id, phone: '0301234', unknownField: 'x' }, { token: cast.editor.access });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      name: profile.name,
      phone: '0301234',
      birthday: profile.birthday,
      billDate: profile.billDate,
      reminders: [{ text: 'Keep me', done: false }],
      categories: [{ name: 'Rank', value: 'Gold' }],
      version: 2,
    });
    const cleared = await api.put(
      '/api/teamtree/profile',
      { id: profile.id, phone: null, birthday: null, reminders: [], categories: null },
      { token: cast.editor.access },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.profile).toMatchObject({ phone: '', birthday: null, reminders: [], categories: [], version: 3 });
    await api.put('/api/teamtree/profile', { id: profile.id, birthday: '2000-02-29' }, { token: cast.editor.access });
    const emptied = await api.put('/api/teamtree/profile', { id: profile.id, birthday: '', phone: '' }, { token: cast.editor.access });
    expect(emptied.body.profile).toMatchObject({ phone: '', birthday: null, version: 5 });
  });

  it('requires name and billDate after merging', async () => {
    const profile = await addChild(cast.tree.rootId);
    const noName = await api.put('/api/teamtree/profile', { id: profile.id, name: null }, { token: cast.owner.access });
    expect(noName.status).toBe(400);
    expect(noName.body.fields).toHaveProperty('name');
    const noBill = await api.put('/api/teamtree/profile', { id: profile.id, billDate: null }, { token: cast.owner.access });
    expect(noBill.status).toBe(400);
    expect(noBill.body.fields).toHaveProperty('billDate');
    const blank = await api.put('/api/teamtree/profile', { id: profile.id, name: '   ' }, { token: cast.owner.access });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toHaveProperty('name');
    const row = await db()('profiles').where({ id: profile.id }).first();
    expect(row.version).toBe(1);
  });

  it('checks version: the current one passes, a stale one gives 409', async () => {
    const profile = await addChild(cast.tree.rootId);
    const ok = await api.put('/api/teamtree/profile', { id: profile.id, name: 'V2', version: 1 }, { token: cast.owner.access });
    expect(ok.status).toBe(200);
    expect(ok.body.profile.version).toBe(2);
    const stale = await api.put('/api/teamtree/profile', { id: profile.id, name: 'V3', version: 1 }, { token: cast.owner.access });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual(expect.any(String));
    const row = await db()('profiles').where({ id: profile.id }).first();
    expect(row).toMatchObject({ name: 'V2', version: 2 });
  });

  it('moves a profile with a move-only request, even a placeholder', async () => {
    const a = await addChild(cast.tree.rootId, { name: 'Mover A' });
    const b = await addChild(cast.tree.rootId, { name: 'Target B' });
    expect((await api.delete(`/api/teamtree/profile?id=${a.id}&mode=placeholder`, { token: cast.owner.access })).status).toBe(200);
    const res = await api.put('/api/teamtree/profile', { id: a.id, parentId: b.id, version: 2 }, { token: cast.editor.access });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ parentId: b.id, parentName: 'Target B', name: 'Placeholder', billDate: null, version: 3 });
  });

  it('moves and edits in one request', async () => {
    const a = await addChild(cast.tree.rootId);
    const b = await addChild(cast.tree.rootId, { name: 'New upline' });
    const res = await api.put('/api/teamtree/profile', { id: a.id, parentId: b.id, name: 'Moved and renamed' }, { token: cast.owner.access });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ parentId: b.id, parentName: 'New upline', name: 'Moved and renamed', version: 2 });
  });

  it('refuses moves that would make a cycle or leave the tree with 400', async () => {
    const a = await addChild(cast.tree.rootId);
    const b = await addChild(a.id);
    const c = await addChild(b.id);
    for (const parentId of [a.id, c.id]) {
      const res = await api.put('/api/teamtree/profile', { id: a.id, parentId }, { token: cast.owner.access });
      expect(res.status, parentId).toBe(400);
      expect(res.body.fields).toHaveProperty('parentId');
    }
    const other = await seedTree(db(), cast.owner);
    const away = await api.put('/api/teamtree/profile', { id: a.id, parentId: other.rootId }, { token: cast.owner.access });
    expect(away.status).toBe(400);
    const toNull = await api.put('/api/teamtree/profile', { id: a.id, parentId: null }, { token: cast.owner.access });
    expect(toNull.status).toBe(400);
    const rootUnder = await api.put('/api/teamtree/profile', { id: cast.tree.rootId, parentId: c.id }, { token: cast.owner.access });
    expect(rootUnder.status).toBe(400);
    const row = await db()('profiles').where({ id: a.id }).first();
    expect(row).toMatchObject({ parent_id: cast.tree.rootId, version: 1 });
  });

  it('lets the owner keep the root without a parent', async () => {
    const res = await api.put('/api/teamtree/profile', { id: cast.tree.rootId, parentId: null, phone: '+1 5551234' }, { token: cast.owner.access });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ parentId: null, parentName: null, phone: '+1 5551234' });
  });

  it('applies the root and permission rules with the spec texts', async () => {
    const child = await addChild(cast.tree.rootId);
    const readChild = await api.put('/api/teamtree/profile', { id: child.id, name: 'x' }, { token: cast.reader.access });
    expect(readChild).toMatchObject({ status: 403, body: { error: 'You do not have permission to edit profiles.' } });
    const readRoot = await api.put('/api/teamtree/profile', { id: cast.tree.rootId, name: 'x' }, { token: cast.reader.access });
    expect(readRoot.body.error).toBe('You do not have permission to edit profiles.');
    for (const member of [cast.editor, cast.moderator]) {
      const res = await api.put('/api/teamtree/profile', { id: cast.tree.rootId, name: 'x' }, { token: member.access });
      expect(res).toMatchObject({ status: 403, body: { error: 'Only the TeamTree owner can edit the root profile.' } });
    }
    const outsider = await api.put('/api/teamtree/profile', { id: child.id, name: 'x' }, { token: cast.outsider.access });
    expect(outsider.status).toBe(403);
    const missing = await api.put('/api/teamtree/profile', { id: crypto.randomUUID(), name: 'x' }, { token: cast.owner.access });
    expect(missing.status).toBe(404);
  });

  it('emits profile-update after the change', async () => {
    const child = await addChild(cast.tree.rootId);
    const before = events.length;
    const res = await api.put('/api/teamtree/profile', { id: child.id, name: 'Evented' }, { token: cast.owner.access });
    expect(events.slice(before)).toEqual([
      { teamtreeId: cast.tree.teamtreeId, event: { type: 'profile-update', teamtreeId: cast.tree.teamtreeId, profileId: child.id, data: res.body.profile } },
    ]);
  });
});

describe('DELETE /api/teamtree/profile', () => {
  it('deletes the profile and its whole subtree, emitting one profile-delete with every id', async () => {
    const a = await addChild(cast.tree.rootId, { categories: [{ name: 'Rank', value: 'Silver' }] });
    const b = await addChild(a.id);
    const c = await addChild(b.id);
    const d = await addChild(a.id);
    const sibling = await addChild(cast.tree.rootId);
    const before = events.length;
    const res = await api.delete(`/api/teamtree/profile?id=${a.id}`, { token: cast.editor.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const emitted = events.slice(before);
    expect(emitted).toHaveLength(1);
    expect(emitted[0].event).toMatchObject({ type: 'profile-delete', teamtreeId: cast.tree.teamtreeId, profileId: a.id });
    expect([...emitted[0].event.data.ids].sort()).toEqual([a.id, b.id, c.id, d.id].sort());
    const left = await db()('profiles').whereIn('id', [a.id, b.id, c.id, d.id, sibling.id]).pluck('id');
    expect(left).toEqual([sibling.id]);
  });

  it('turns a profile into a placeholder that keeps its children', async () => {
    const a = await addChild(cast.tree.rootId, {
      reminders: [{ text: 'x', done: false }],
      categories: [{ name: 'Rank', value: 'Only here' }],
    });
    const child = await addChild(a.id);
    const before = events.length;
    const res = await api.delete(`/api/teamtree/profile?id=${a.id}&mode=placeholder`, { token: cast.moderator.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const [event] = events.slice(before);
    expect(event.event).toMatchObject({ type: 'profile-update', profileId: a.id });
    expect(event.event.data).toMatchObject({
      id: a.id,
      name: 'Placeholder',
      phone: '',
      birthday: null,
      billDate: null,
      categories: [],
      reminders: [],
      categoryData: { categories: [], tags: [] },
      parentId: cast.tree.rootId,
      version: 2,
    });
    const kept = await db()('profiles').where({ id: child.id }).first();
    expect(kept.parent_id).toBe(a.id);
  });

  it('refuses an unknown mode with 400 and deletes nothing', async () => {
    const a = await addChild(cast.tree.rootId);
    for (const mode of ['cascade', '', 'PLACEHOLDER']) {
      const res = await api.delete(`/api/teamtree/profile?id=${a.id}&mode=${mode}`, { token: cast.owner.access });
      expect(res.status, mode).toBe(400);
    }
    expect(await db()('profiles').where({ id: a.id }).first()).toBeTruthy();
  });

  it('applies the permission and root texts', async () => {
    const a = await addChild(cast.tree.rootId);
    const read = await api.delete(`/api/teamtree/profile?id=${a.id}`, { token: cast.reader.access });
    expect(read).toMatchObject({ status: 403, body: { error: 'You do not have permission to delete profiles.' } });
    for (const member of [cast.editor, cast.moderator]) {
      for (const mode of ['', '&mode=placeholder']) {
        const res = await api.delete(`/api/teamtree/profile?id=${cast.tree.rootId}${mode}`, { token: member.access });
        expect(res).toMatchObject({ status: 403, body: { error: 'Only the owner can delete the root profile.' } });
      }
    }
    const outsider = await api.delete(`/api/teamtree/profile?id=${a.id}`, { token: cast.outsider.access });
    expect(outsider.status).toBe(403);
    const missing = await api.delete(`/api/teamtree/profile?id=${crypto.randomUUID()}`, { token: cast.owner.access });
    expect(missing.status).toBe(404);
    expect(await db()('profiles').where({ id: a.id }).first()).toBeTruthy();
  });
});

describe('deleting the root', () => {
  it('removes every profile, unlinks memberships and lets the tree take a new root', async () => {
    const owner = await registerUser(api, { firstName: 'Rooty' });
    const tree = await seedTree(db(), owner);
    const headers = { token: owner.access };
    const a = (await create(owner.access, newProfile(tree.teamtreeId, tree.rootId, { categories: [{ name: 'Team', value: 'North' }] }))).body.profile;
    const b = (await create(owner.access, newProfile(tree.teamtreeId, a.id))).body.profile;
    const before = events.length;
    const res = await api.delete(`/api/teamtree/profile?id=${tree.rootId}`, headers);
    expect(res.status).toBe(200);
    expect([...events.slice(before)[0].event.data.ids].sort()).toEqual([tree.rootId, a.id, b.id].sort());
    expect(await db()('profiles').where({ teamtree_id: tree.teamtreeId }).count('* as n').first()).toMatchObject({ n: 0 });
    expect(await db()('categories').where({ teamtree_id: tree.teamtreeId })).toEqual([]);
    const membership = await db()('memberships').where({ teamtree_id: tree.teamtreeId, user_id: owner.id }).first();
    expect(membership.linked_profile_id).toBeNull();

    const child = await create(owner.access, newProfile(tree.teamtreeId, crypto.randomUUID()));
    expect(child.status).toBe(400);
    const root = await create(owner.access, newProfile(tree.teamtreeId, null, { name: 'New root' }));
    expect(root.status).toBe(201);
    expect(root.body.profile).toMatchObject({ parentId: null, parentName: null });
    const second = await create(owner.access, newProfile(tree.teamtreeId, null));
    expect(second.status).toBe(409);
  });
});

describe('concurrency', () => {
  it('never lets two crossing re-parents make a cycle', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await addChild(cast.tree.rootId);
      const b = await addChild(cast.tree.rootId);
      const [ab, ba] = await Promise.all([
        api.put('/api/teamtree/profile', { id: a.id, parentId: b.id }, { token: cast.owner.access }),
        api.put('/api/teamtree/profile', { id: b.id, parentId: a.id }, { token: cast.editor.access }),
      ]);
      expect([ab.status, ba.status].sort()).toEqual([200, 400]);
      const rows = await db()('profiles').whereIn('id', [a.id, b.id]);
      const parents = new Map(rows.map((r: any) => [r.id, r.parent_id]));
      expect(parents.get(a.id) === b.id && parents.get(b.id) === a.id).toBe(false);
    }
  });

  it('gives one of two updates with the same version a 409', async () => {
    const a = await addChild(cast.tree.rootId);
    const answers = await Promise.all(
      ['First', 'Second', 'Third'].map((name) => api.put('/api/teamtree/profile', { id: a.id, name, version: 1 }, { token: cast.owner.access })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const row = await db()('profiles').where({ id: a.id }).first();
    expect(row.version).toBe(2);
  });
});

describe('methods', () => {
  it('answers unserved standard methods on the profile and category paths with 405 {error}', async () => {
    for (const [method, path] of [
      ['GET', '/api/teamtree/profile'],
      ['PATCH', '/api/teamtree/profile'],
      ['PUT', '/api/teamtree/category'],
      ['DELETE', '/api/teamtree/category'],
    ]) {
      const res = await api.request(method, path, undefined, { token: cast.owner.access });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });
});

describe('on a tree made with POST /api/teamtree', () => {
  it('adds, moves and deletes profiles under the root it created, with its categories', async () => {
    const owner = await registerUser(api, { firstName: 'Planter' });
    const made = await api.post(
      '/api/teamtree',
      { name: 'Planted', phone: '', birthday: null, billDate: '2030-05-05', categories: [{ name: 'rank', value: 'gold' }] },
      { token: owner.access },
    );
    expect(made.status).toBe(201);
    const teamtreeId = made.body.teamtree.id;
    const status = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: owner.access });
    const root = status.body.teamtree.profiles[0];
    expect(root).toMatchObject({ parentId: null, categories: [{ name: 'Rank', value: 'Gold' }] });
    const child = await create(owner.access, newProfile(teamtreeId, root.id, { categories: [{ name: 'RANK', value: 'silver' }] }));
    expect(child.status).toBe(201);
    expect(child.body.profile.categoryData.categories[0].id).toBe(root.categoryData.categories[0].id);
    const over = await create(owner.access, newProfile(teamtreeId, root.id, { categories: [{ name: 'Team', value: 'A' }] }));
    expect(over).toMatchObject({ status: 403, body: { error: 'You can only have 1 different categories with your BASIC plan' } });
    const second = await create(owner.access, newProfile(teamtreeId, root.id));
    const moved = await api.put('/api/teamtree/profile', { id: second.body.profile.id, parentId: child.body.profile.id, version: 1 }, { token: owner.access });
    expect(moved.body.profile).toMatchObject({ parentId: child.body.profile.id, version: 2 });
    expect((await api.delete(`/api/teamtree/profile?id=${root.id}`, { token: owner.access })).status).toBe(200);
    const after = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: owner.access });
    expect(after.body).toMatchObject({ needsProfileLink: true, teamtree: { profiles: [], categories: [] } });
  });
});
