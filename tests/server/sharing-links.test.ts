import { describe, expect, it } from 'vitest';
import { shareAnswer, SHARE_LINK_INVALID } from '../../shared/schemas/sharing';
import { useTestServer } from '../support/use-test-server';
import { useTreeCast } from './tree-cast';
import { addMember, createTree, expectError, shareTokenOf } from './trees-fixtures';

const PUBLIC_URL = 'https://teamtree.example.com';

const backend = useTestServer({ PUBLIC_URL });
const { api } = backend;
const cast = useTreeCast(backend, 'Shared tree', {
  owner: { firstName: 'Olga', lastName: 'Owner' },
  moderator: { firstName: 'Mia', lastName: 'Mod' },
  editor: { firstName: 'Ed', lastName: 'Edit' },
  reader: { firstName: 'Rea', lastName: 'Read' },
});

describe('POST /api/teamtree/share', () => {
  it('creates a link of at least 32 random bytes with url PUBLIC_URL/join/{token} (201), then reuses it (200)', async () => {
    const first = await api.post('/api/teamtree/share', { teamtreeId: cast.treeId }, { token: cast.owner.access });
    expect(first.status).toBe(201);
    const token: string = first.body.shareLink.token;
    expect(first.body).toEqual({ shareLink: { token, url: `${PUBLIC_URL}/join/${token}` } });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

    const again = await api.post('/api/teamtree/share', { teamtreeId: cast.treeId }, { token: cast.moderator.access });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('gives every tree its own unpredictable token', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const id = await createTree(api, cast.owner.access);
      tokens.add(await shareTokenOf(api, cast.owner.access, id));
    }
    expect(tokens.size).toBe(3);
  });

  it('keeps one live link when two managers ask at once', async () => {
    const id = await createTree(api, cast.owner.access);
    await addMember(backend.server.context.db, id, cast.moderator.id, 'MODERATOR');
    const [a, b] = await Promise.all([
      api.post('/api/teamtree/share', { teamtreeId: id }, { token: cast.owner.access }),
      api.post('/api/teamtree/share', { teamtreeId: id }, { token: cast.moderator.access }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.shareLink.token).toBe(b.body.shareLink.token);
  });

  it('refuses EDIT and READ members (403), non-members (403), unknown trees (404), bad ids (400), anonymous (401)', async () => {
    expectError(await api.post('/api/teamtree/share', { teamtreeId: cast.treeId }, { token: cast.editor.access }), 403);
    expectError(await api.post('/api/teamtree/share', { teamtreeId: cast.treeId }, { token: cast.reader.access }), 403);
    expectError(await api.post('/api/teamtree/share', { teamtreeId: cast.treeId }, { token: cast.outsider.access }), 403);
    expectError(await api.post('/api/teamtree/share', { teamtreeId: '00000000-0000-4000-8000-000000000000' }, { token: cast.owner.access }), 404);
    expectError(await api.post('/api/teamtree/share', { teamtreeId: 'nope' }, { token: cast.owner.access }), 400);
    expectError(await api.post('/api/teamtree/share', { teamtreeId: 42 }, { token: cast.owner.access }), 400);
    expectError(await api.post('/api/teamtree/share', {}, { token: cast.owner.access }), 400);
    expectError(await api.post('/api/teamtree/share', { teamtreeId: cast.treeId }), 401);
  });
});

describe('GET /api/teamtree/share', () => {
  it('shows managers the members, the live link and the owner', async () => {
    const token = await shareTokenOf(api, cast.owner.access, cast.treeId);
    for (const manager of [cast.owner, cast.moderator]) {
      const res = await api.get(`/api/teamtree/share?teamtreeId=${cast.treeId}`, { token: manager.access });
      expect(res.status).toBe(200);
      expect(shareAnswer.parse(res.body)).toEqual(res.body);
      expect(res.body.shareLinks).toEqual([{ token }]);
      expect(res.body.ownerId).toBe(cast.owner.id);
      expect(res.body.ownerUser).toEqual({ firstName: 'Olga', lastName: 'Owner', email: cast.owner.email });
      expect(res.body.members.map((m: { userId: string; permission: string }) => [m.userId, m.permission])).toEqual([
        [cast.owner.id, 'OWNER'],
        [cast.moderator.id, 'MODERATOR'],
        [cast.editor.id, 'EDIT'],
        [cast.reader.id, 'READ'],
      ]);
      expect(res.body.members[3]).toEqual({
        id: cast.memberIds.reader,
        userId: cast.reader.id,
        user: { firstName: 'Rea', lastName: 'Read', email: cast.reader.email },
        permission: 'READ',
        linkedProfileId: null,
        teamtreeId: cast.treeId,
      });
    }
  });

  it('hides the share links from members who may not manage members', async () => {
    await shareTokenOf(api, cast.owner.access, cast.treeId);
    for (const member of [cast.editor, cast.reader]) {
      const res = await api.get(`/api/teamtree/share?teamtreeId=${cast.treeId}`, { token: member.access });
      expect(res.status).toBe(200);
      expect(res.body.shareLinks).toEqual([]);
      expect(res.body.members).toHaveLength(4);
    }
  });

  it('answers 403 to non-members, 404 for unknown or malformed ids, 400 without teamtreeId, 401 anonymous', async () => {
    expectError(await api.get(`/api/teamtree/share?teamtreeId=${cast.treeId}`, { token: cast.outsider.access }), 403);
    expectError(await api.get('/api/teamtree/share?teamtreeId=00000000-0000-4000-8000-000000000000', { token: cast.owner.access }), 404);
    expectError(await api.get('/api/teamtree/share?teamtreeId=garbage', { token: cast.owner.access }), 404);
    expectError(await api.get('/api/teamtree/share', { token: cast.owner.access }), 400);
    expectError(await api.get(`/api/teamtree/share?teamtreeId=${cast.treeId}`), 401);
  });
});

describe('DELETE /api/teamtree/share/link', () => {
  it('revokes the live link: its token then gives 404, a new link gets a new token', async () => {
    const id = await createTree(api, cast.owner.access, { name: 'Revocable' });
    await addMember(backend.server.context.db, id, cast.moderator.id, 'MODERATOR');
    const token = await shareTokenOf(api, cast.owner.access, id);
    expect((await api.get(`/api/teamtree/join/${token}/info`)).status).toBe(200);

    const res = await api.delete(`/api/teamtree/share/link?teamtreeId=${id}`, { token: cast.moderator.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const info = await api.get(`/api/teamtree/join/${token}/info`);
    expect(info.status).toBe(404);
    expect(info.body).toEqual({ error: SHARE_LINK_INVALID, code: 'not-found' });
    const join = await api.post(`/api/teamtree/join/${token}`, {}, { token: cast.outsider.access });
    expect(join.status).toBe(404);
    expect(join.body).toEqual({ error: SHARE_LINK_INVALID, code: 'not-found' });
    const list = await api.get(`/api/teamtree/share?teamtreeId=${id}`, { token: cast.owner.access });
    expect(list.body.shareLinks).toEqual([]);

    const fresh = await api.post('/api/teamtree/share', { teamtreeId: id }, { token: cast.owner.access });
    expect(fresh.status).toBe(201);
    expect(fresh.body.shareLink.token).not.toBe(token);
    // revoking twice is harmless
    expect((await api.delete(`/api/teamtree/share/link?teamtreeId=${id}`, { token: cast.owner.access })).status).toBe(200);
    expect((await api.delete(`/api/teamtree/share/link?teamtreeId=${id}`, { token: cast.owner.access })).status).toBe(200);
  });

  it('refuses EDIT, READ and non-members (403), unknown trees (404), anonymous (401), and keeps the link', async () => {
    const token = await shareTokenOf(api, cast.owner.access, cast.treeId);
    expectError(await api.delete(`/api/teamtree/share/link?teamtreeId=${cast.treeId}`, { token: cast.editor.access }), 403);
    expectError(await api.delete(`/api/teamtree/share/link?teamtreeId=${cast.treeId}`, { token: cast.reader.access }), 403);
    expectError(await api.delete(`/api/teamtree/share/link?teamtreeId=${cast.treeId}`, { token: cast.outsider.access }), 403);
    expectError(await api.delete('/api/teamtree/share/link?teamtreeId=00000000-0000-4000-8000-000000000000', { token: cast.owner.access }), 404);
    expectError(await api.delete('/api/teamtree/share/link', { token: cast.owner.access }), 400);
    expectError(await api.delete(`/api/teamtree/share/link?teamtreeId=${cast.treeId}`), 401);
    expect((await api.get(`/api/teamtree/join/${token}/info`)).status).toBe(200);
  });
});

describe('GET /api/teamtree/join/{token}/info', () => {
  it('tells anyone, signed in or not, the tree and owner names', async () => {
    const token = await shareTokenOf(api, cast.owner.access, cast.treeId);
    const res = await api.get(`/api/teamtree/join/${token}/info`);
    expect(res).toMatchObject({ status: 200, body: { name: 'Shared tree', ownerName: 'Olga Owner' } });
    expect(Object.keys(res.body).sort()).toEqual(['name', 'ownerName']);
    expect((await api.get(`/api/teamtree/join/${token}/info`, { token: cast.outsider.access })).body).toEqual(res.body);
  });

  it('answers 404 with the spec text for unknown tokens of any shape', async () => {
    for (const bad of ['unknown', 'x'.repeat(300), '%20', encodeURIComponent("' or 1=1 --")]) {
      const res = await api.get(`/api/teamtree/join/${bad}/info`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: SHARE_LINK_INVALID, code: 'not-found' });
    }
  });
});
