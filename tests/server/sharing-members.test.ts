import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { addMember, addProfile, createTree, expectError, membershipIdOf, recordHub, rootOf, expectContractEvents, type HubCall } from './trees-fixtures';

const backend = useTestServer();
const { api } = backend;
let hub: { calls: HubCall[]; clear(): void };
let owner: TestUser;
let moderator: TestUser;
let moderator2: TestUser;
let editor: TestUser;
let reader: TestUser;
let outsider: TestUser;

const db = () => backend.server.context.db;

interface Tree {
  id: string;
  root: string;
  child: string;
  m: { owner: string; moderator: string; moderator2: string; editor: string; reader: string };
}

/** A fresh tree with one member of each permission and a spare child profile. */
async function freshTree(): Promise<Tree> {
  const id = await createTree(api, owner.access, { name: 'Members tree' });
  const root = await rootOf(db(), id);
  const child = await addProfile(db(), id, root, 'Child');
  return {
    id,
    root,
    child,
    m: {
      owner: await membershipIdOf(db(), id, owner.id),
      moderator: await addMember(db(), id, moderator.id, 'MODERATOR'),
      moderator2: await addMember(db(), id, moderator2.id, 'MODERATOR'),
      editor: await addMember(db(), id, editor.id, 'EDIT'),
      reader: await addMember(db(), id, reader.id, 'READ'),
    },
  };
}

async function permissionOf(membershipId: string): Promise<string | undefined> {
  return (await db()('memberships').where({ id: membershipId }).first('permission'))?.permission;
}

beforeAll(async () => {
  hub = recordHub(backend.server);
  [owner, moderator, moderator2, editor, reader, outsider] = await Promise.all([
    registerUser(api, { firstName: 'Olga', lastName: 'Owner' }),
    registerUser(api, { firstName: 'Mia', lastName: 'Mod' }),
    registerUser(api, { firstName: 'Max', lastName: 'Mod' }),
    registerUser(api, { firstName: 'Ed', lastName: 'Edit' }),
    registerUser(api, { firstName: 'Rea', lastName: 'Read' }),
    registerUser(api),
  ]);
});
afterEach(() => expectContractEvents(hub.calls));
beforeEach(() => hub.clear());

describe('PUT /api/teamtree/share (change a permission)', () => {
  it('lets the owner change a member and tells the member, the owner and the moderators', async () => {
    const t = await freshTree();
    const res = await api.put('/api/teamtree/share', { memberId: t.m.reader, permission: 'EDIT' }, { token: owner.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await permissionOf(t.m.reader)).toBe('EDIT');
    expect(hub.calls).toEqual([
      {
        kind: 'toUsers',
        userIds: [owner.id, moderator.id, moderator2.id, reader.id].sort(),
        event: {
          type: 'membership-updated',
          teamtreeId: t.id,
          affectedUserId: reader.id,
          data: {
            id: t.m.reader,
            userId: reader.id,
            user: { firstName: 'Rea', lastName: 'Read', email: reader.email },
            permission: 'EDIT',
            linkedProfileId: null,
            teamtreeId: t.id,
          },
        },
      },
    ]);
  });

  it('lets a moderator change members and other moderators, and promote to MODERATOR', async () => {
    const t = await freshTree();
    expect((await api.put('/api/teamtree/share', { memberId: t.m.editor, permission: 'MODERATOR' }, { token: moderator.access })).status).toBe(200);
    expect(await permissionOf(t.m.editor)).toBe('MODERATOR');
    expect((await api.put('/api/teamtree/share', { memberId: t.m.moderator2, permission: 'READ' }, { token: moderator.access })).status).toBe(200);
    expect(await permissionOf(t.m.moderator2)).toBe('READ');
  });

  it("refuses to change the owner's membership (403), even for the owner", async () => {
    const t = await freshTree();
    expectError(await api.put('/api/teamtree/share', { memberId: t.m.owner, permission: 'READ' }, { token: moderator.access }), 403);
    expectError(await api.put('/api/teamtree/share', { memberId: t.m.owner, permission: 'MODERATOR' }, { token: owner.access }), 403);
    expect(await permissionOf(t.m.owner)).toBe('OWNER');
    expect(hub.calls).toEqual([]);
  });

  it('refuses EDIT and READ members and non-members (403)', async () => {
    const t = await freshTree();
    expectError(await api.put('/api/teamtree/share', { memberId: t.m.reader, permission: 'EDIT' }, { token: editor.access }), 403);
    expectError(await api.put('/api/teamtree/share', { memberId: t.m.reader, permission: 'EDIT' }, { token: reader.access }), 403);
    expectError(await api.put('/api/teamtree/share', { memberId: t.m.reader, permission: 'EDIT' }, { token: outsider.access }), 403);
    expect(await permissionOf(t.m.reader)).toBe('READ');
  });

  it('refuses OWNER, unknown and wrongly-cased permissions (400) and unknown members (404)', async () => {
    const t = await freshTree();
    for (const permission of ['OWNER', 'read', 'Edit', 'ADMIN', '', 3, null]) {
      const res = await api.put('/api/teamtree/share', { memberId: t.m.reader, permission }, { token: owner.access });
      expectError(res, 400);
      expect(res.body.fields).toHaveProperty('permission');
    }
    expectError(await api.put('/api/teamtree/share', { permission: 'EDIT' }, { token: owner.access }), 400);
    expectError(await api.put('/api/teamtree/share', { memberId: 'abc', permission: 'EDIT' }, { token: owner.access }), 400);
    expectError(await api.put('/api/teamtree/share', { memberId: '00000000-0000-4000-8000-000000000000', permission: 'EDIT' }, { token: owner.access }), 404);
    expectError(await api.put('/api/teamtree/share', { memberId: t.m.reader, permission: 'EDIT' }), 401);
    expect(await permissionOf(t.m.reader)).toBe('READ');
  });

  it("refuses a manager of another tree (403 on a membership of a tree they don't belong to)", async () => {
    const t = await freshTree();
    const other = await createTree(api, outsider.access);
    const outsiderMembership = await membershipIdOf(db(), other, outsider.id);
    const stranger = await addMember(db(), other, reader.id, 'READ');
    expectError(await api.put('/api/teamtree/share', { memberId: stranger, permission: 'EDIT' }, { token: owner.access }), 403);
    expectError(await api.put('/api/teamtree/share', { memberId: t.m.reader, permission: 'EDIT' }, { token: outsider.access }), 403);
    expect(await permissionOf(stranger)).toBe('READ');
    expect(await permissionOf(outsiderMembership)).toBe('OWNER');
  });
});

describe('DELETE /api/teamtree/share (remove a member or leave)', () => {
  it('lets the owner remove a member: the row goes, the user is evicted and told, with the admins', async () => {
    const t = await freshTree();
    const res = await api.delete(`/api/teamtree/share?memberId=${t.m.editor}`, { token: owner.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await permissionOf(t.m.editor)).toBeUndefined();
    expect(hub.calls[0]).toEqual({ kind: 'evictFromTree', userId: editor.id, teamtreeId: t.id });
    expect(hub.calls[1]).toEqual({
      kind: 'toUsers',
      userIds: [owner.id, moderator.id, moderator2.id, editor.id].sort(),
      event: {
        type: 'membership-removed',
        teamtreeId: t.id,
        affectedUserId: editor.id,
        data: expect.objectContaining({ id: t.m.editor, userId: editor.id, permission: 'EDIT', teamtreeId: t.id }),
      },
    });
    expect(hub.calls).toHaveLength(2);
    // the removed user no longer sees the tree
    expectError(await api.get(`/api/teamtree/status?teamtreeId=${t.id}`, { token: editor.access }), 403);
    const list = await api.get('/api/teamtree/status', { token: editor.access });
    expect(list.body.teamtrees.map((x: { id: string }) => x.id)).not.toContain(t.id);
  });

  it('lets a moderator remove members and other moderators', async () => {
    const t = await freshTree();
    expect((await api.delete(`/api/teamtree/share?memberId=${t.m.reader}`, { token: moderator.access })).status).toBe(200);
    expect((await api.delete(`/api/teamtree/share?memberId=${t.m.moderator2}`, { token: moderator.access })).status).toBe(200);
    expect(await db()('memberships').where({ teamtree_id: t.id }).count({ n: '*' }).first()).toEqual({ n: 3 });
  });

  it('lets any member but the owner leave', async () => {
    const t = await freshTree();
    for (const [user, id] of [[reader, t.m.reader], [editor, t.m.editor], [moderator, t.m.moderator]] as const) {
      const res = await api.delete(`/api/teamtree/share?memberId=${id}`, { token: user.access });
      expect(res.status).toBe(200);
      expect(await permissionOf(id)).toBeUndefined();
    }
    expectError(await api.delete(`/api/teamtree/share?memberId=${t.m.owner}`, { token: owner.access }), 403);
    expect(await permissionOf(t.m.owner)).toBe('OWNER');
  });

  it('refuses to remove the owner (403) and lets EDIT/READ members remove nobody else (403)', async () => {
    const t = await freshTree();
    expectError(await api.delete(`/api/teamtree/share?memberId=${t.m.owner}`, { token: moderator.access }), 403);
    expectError(await api.delete(`/api/teamtree/share?memberId=${t.m.reader}`, { token: editor.access }), 403);
    expectError(await api.delete(`/api/teamtree/share?memberId=${t.m.editor}`, { token: reader.access }), 403);
    expectError(await api.delete(`/api/teamtree/share?memberId=${t.m.reader}`, { token: outsider.access }), 403);
    expect(await db()('memberships').where({ teamtree_id: t.id }).count({ n: '*' }).first()).toEqual({ n: 5 });
    expect(hub.calls).toEqual([]);
  });

  it('answers 404 for unknown or malformed member ids, 400 without one, 401 anonymous', async () => {
    const t = await freshTree();
    expectError(await api.delete('/api/teamtree/share?memberId=00000000-0000-4000-8000-000000000000', { token: owner.access }), 404);
    expectError(await api.delete('/api/teamtree/share?memberId=1', { token: owner.access }), 404);
    expectError(await api.delete('/api/teamtree/share', { token: owner.access }), 400);
    expectError(await api.delete(`/api/teamtree/share?memberId=${t.m.reader}`), 401);
    expect(await permissionOf(t.m.reader)).toBe('READ');
  });

  it('answers 404 when the same member is removed twice', async () => {
    const t = await freshTree();
    expect((await api.delete(`/api/teamtree/share?memberId=${t.m.reader}`, { token: owner.access })).status).toBe(200);
    expectError(await api.delete(`/api/teamtree/share?memberId=${t.m.reader}`, { token: owner.access }), 404);
  });
});

describe('PUT /api/teamtree/member (link one\'s own profile)', () => {
  it('links the caller to a profile of the tree, clears needsProfileLink and tells the admins', async () => {
    const t = await freshTree();
    const before = await api.get(`/api/teamtree/status?teamtreeId=${t.id}`, { token: reader.access });
    expect(before.body.needsProfileLink).toBe(true);
    const res = await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: t.child }, { token: reader.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const after = await api.get(`/api/teamtree/status?teamtreeId=${t.id}`, { token: reader.access });
    expect(after.body.needsProfileLink).toBe(false);
    expect(after.body.userMembership.linkedProfileId).toBe(t.child);
    expect(hub.calls).toEqual([
      {
        kind: 'toUsers',
        userIds: [owner.id, moderator.id, moderator2.id, reader.id].sort(),
        event: expect.objectContaining({ type: 'membership-updated', teamtreeId: t.id, affectedUserId: reader.id, data: expect.objectContaining({ linkedProfileId: t.child }) }),
      },
    ]);
  });

  it('lets a member re-link, and link the same profile again (no-op)', async () => {
    const t = await freshTree();
    const other = await addProfile(db(), t.id, t.root, 'Other');
    expect((await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: t.child }, { token: editor.access })).status).toBe(200);
    expect((await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: other }, { token: editor.access })).status).toBe(200);
    expect((await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: other }, { token: editor.access })).status).toBe(200);
    expect((await db()('memberships').where({ id: t.m.editor }).first()).linked_profile_id).toBe(other);
    // the first profile is free again
    expect((await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: t.child }, { token: reader.access })).status).toBe(200);
  });

  it('answers 409 when another member already links that profile', async () => {
    const t = await freshTree();
    const res = await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: t.root }, { token: reader.access });
    expectError(res, 409);
    expect((await db()('memberships').where({ id: t.m.reader }).first()).linked_profile_id).toBeNull();
  });

  it('lets only one of two members racing for the same profile win', async () => {
    const t = await freshTree();
    const results = await Promise.all(
      [reader, editor].map((u) => api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: t.child }, { token: u.access })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db()('memberships').where({ linked_profile_id: t.child })).toHaveLength(1);
  });

  it('answers 400 for a profile of another tree or an unknown profile, 403 for non-members, 404 unknown trees', async () => {
    const t = await freshTree();
    const foreignTree = await createTree(api, outsider.access);
    const foreignRoot = await rootOf(db(), foreignTree);
    const foreign = await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: foreignRoot }, { token: reader.access });
    expectError(foreign, 400);
    expect(foreign.body.fields).toHaveProperty('linkedProfileId');
    expectError(await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: '00000000-0000-4000-8000-000000000000' }, { token: reader.access }), 400);
    expectError(await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: t.child }, { token: outsider.access }), 403);
    expectError(await api.put('/api/teamtree/member', { teamtreeId: '00000000-0000-4000-8000-000000000000', linkedProfileId: t.child }, { token: reader.access }), 404);
    expectError(await api.put('/api/teamtree/member', { teamtreeId: t.id }, { token: reader.access }), 400);
    expectError(await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: null }, { token: reader.access }), 400);
    expectError(await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: 'root' }, { token: reader.access }), 400);
    expectError(await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: t.child }), 401);
    expect((await db()('memberships').where({ id: t.m.reader }).first()).linked_profile_id).toBeNull();
  });

  it('lets the owner re-link away from the root', async () => {
    const t = await freshTree();
    expect((await api.put('/api/teamtree/member', { teamtreeId: t.id, linkedProfileId: t.child }, { token: owner.access })).status).toBe(200);
    const status = await api.get(`/api/teamtree/status?teamtreeId=${t.id}`, { token: owner.access });
    expect(status.body.userMembership.linkedProfileId).toBe(t.child);
  });
});
