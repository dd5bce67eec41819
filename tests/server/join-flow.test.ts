import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALREADY_MEMBER, joinRequestsAnswer, SHARE_LINK_INVALID } from '../../shared/schemas/sharing';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { addMember, createTree, expectError, recordHub, shareTokenOf, expectContractEvents, type HubCall } from './trees-fixtures';

const backend = useTestServer();
const { api } = backend;
let hub: { calls: HubCall[]; clear(): void };
let owner: TestUser;
let moderator: TestUser;
let editor: TestUser;
let outsider: TestUser;

const db = () => backend.server.context.db;

async function freshTree(): Promise<{ id: string; token: string }> {
  const id = await createTree(api, owner.access, { name: 'Join tree' });
  await addMember(db(), id, moderator.id, 'MODERATOR');
  await addMember(db(), id, editor.id, 'EDIT');
  return { id, token: await shareTokenOf(api, owner.access, id) };
}

beforeAll(async () => {
  hub = recordHub(backend.server);
  [owner, moderator, editor, outsider] = await Promise.all([
    registerUser(api, { firstName: 'Olga', lastName: 'Owner' }),
    registerUser(api, { firstName: 'Mia', lastName: 'Mod' }),
    registerUser(api, { firstName: 'Ed', lastName: 'Edit' }),
    registerUser(api),
  ]);
});
afterEach(() => expectContractEvents(hub.calls));
beforeEach(async () => {
  hub.clear();
  // every suite user starts with a clean join allowance
  await db()('rate_limits').where('key', 'like', 'join:%').del();
});

describe('POST /api/teamtree/join/{token}', () => {
  it('creates a PENDING request (201) and tells the owner and moderators', async () => {
    const t = await freshTree();
    const joiner = await registerUser(api, { firstName: 'Jo', lastName: 'Joiner' });
    hub.clear();
    const res = await api.post(`/api/teamtree/join/${t.token}`, {}, { token: joiner.access });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ teamtreeId: t.id, requestId: expect.any(String), status: 'PENDING' });
    const row = await db()('join_requests').where({ id: res.body.requestId }).first();
    expect(row).toMatchObject({ teamtree_id: t.id, user_id: joiner.id, status: 'PENDING' });
    expect(hub.calls).toEqual([
      {
        kind: 'toUsers',
        userIds: [owner.id, moderator.id].sort(),
        event: {
          type: 'join-request-created',
          teamtreeId: t.id,
          affectedUserId: joiner.id,
          data: { id: res.body.requestId, createdAt: new Date(row.created_at).toISOString(), user: { firstName: 'Jo', lastName: 'Joiner', email: joiner.email } },
        },
      },
    ]);
  });

  it('answers 409 PENDING with the request id when one is pending', async () => {
    const t = await freshTree();
    const joiner = await registerUser(api);
    const first = await api.post(`/api/teamtree/join/${t.token}`, {}, { token: joiner.access });
    const again = await api.post(`/api/teamtree/join/${t.token}`, {}, { token: joiner.access });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: expect.any(String), teamtreeId: t.id, requestId: first.body.requestId, status: 'PENDING', code: 'request-pending' });
    expect(await db()('join_requests').where({ teamtree_id: t.id, user_id: joiner.id })).toHaveLength(1);
  });

  it('keeps one pending request when the same user asks twice at once', async () => {
    const t = await freshTree();
    const joiner = await registerUser(api);
    const answers = await Promise.all([1, 2].map(() => api.post(`/api/teamtree/join/${t.token}`, {}, { token: joiner.access })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await db()('join_requests').where({ teamtree_id: t.id, user_id: joiner.id })).toHaveLength(1);
  });

  it('answers 409 MEMBER to members, the owner included', async () => {
    const t = await freshTree();
    for (const member of [owner, moderator, editor]) {
      const res = await api.post(`/api/teamtree/join/${t.token}`, {}, { token: member.access });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: ALREADY_MEMBER, teamtreeId: t.id, status: 'MEMBER', code: 'already-member' });
    }
    expect(await db()('join_requests').where({ teamtree_id: t.id })).toHaveLength(0);
  });

  it('answers 404 with the spec text for unknown tokens, 401 anonymous', async () => {
    const res = await api.post('/api/teamtree/join/not-a-token', {}, { token: outsider.access });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: SHARE_LINK_INVALID, code: 'not-found' });
    const t = await freshTree();
    expectError(await api.post(`/api/teamtree/join/${t.token}`, {}), 401);
  });

  it('limits a user to 30 join attempts an hour (429), other users unaffected', async () => {
    const t = await freshTree();
    const eager = await registerUser(api);
    for (let i = 0; i < 30; i++) {
      const res = await api.post(`/api/teamtree/join/${t.token}`, {}, { token: eager.access });
      expect(res.status).toBe(i === 0 ? 201 : 409);
    }
    const limited = await api.post(`/api/teamtree/join/${t.token}`, {}, { token: eager.access });
    expectError(limited, 429);
    const other = await createTree(api, owner.access);
    const otherToken = await shareTokenOf(api, owner.access, other);
    expectError(await api.post(`/api/teamtree/join/${otherToken}`, {}, { token: eager.access }), 429);
    expectError(await api.put('/api/teamtree', { token: otherToken }, { token: eager.access }), 429);
    expect(await db()('join_requests').where({ user_id: eager.id })).toHaveLength(1);
    const calm = await registerUser(api);
    expect((await api.post(`/api/teamtree/join/${otherToken}`, {}, { token: calm.access })).status).toBe(201);
  });
});

describe('PUT /api/teamtree {token}', () => {
  it('answers like POST join plus teamtree: {id}', async () => {
    const t = await freshTree();
    const joiner = await registerUser(api);
    const res = await api.put('/api/teamtree', { token: t.token }, { token: joiner.access });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ teamtreeId: t.id, requestId: expect.any(String), status: 'PENDING', teamtree: { id: t.id } });
    const again = await api.put('/api/teamtree', { token: t.token }, { token: joiner.access });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ teamtreeId: t.id, requestId: res.body.requestId, status: 'PENDING' });
    const member = await api.put('/api/teamtree', { token: t.token }, { token: editor.access });
    expect(member.status).toBe(409);
    expect(member.body).toEqual({ error: ALREADY_MEMBER, teamtreeId: t.id, status: 'MEMBER', code: 'already-member' });
    const unknown = await api.put('/api/teamtree', { token: 'nope' }, { token: joiner.access });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: SHARE_LINK_INVALID, code: 'not-found' });
  });

  it('refuses a missing or non-string token (400) and anonymous callers (401)', async () => {
    for (const body of [{}, { token: 5 }, { token: '' }, { token: null }, { token: 'x'.repeat(1000) }]) {
      expectError(await api.put('/api/teamtree', body, { token: outsider.access }), 400);
    }
    expectError(await api.put('/api/teamtree', { token: 'abc' }), 401);
  });
});

describe('join requests: list, decide, read own', () => {
  async function pendingRequest() {
    const t = await freshTree();
    const joiner = await registerUser(api, { firstName: 'Pia', lastName: 'Pending' });
    const res = await api.post(`/api/teamtree/join/${t.token}`, {}, { token: joiner.access });
    hub.clear();
    return { ...t, joiner, requestId: res.body.requestId as string };
  }

  it('lists the pending requests to the owner and moderators only', async () => {
    const p = await pendingRequest();
    for (const manager of [owner, moderator]) {
      const res = await api.get(`/api/teamtree/join-requests?teamtreeId=${p.id}`, { token: manager.access });
      expect(res.status).toBe(200);
      expect(joinRequestsAnswer.parse(res.body)).toEqual(res.body);
      expect(res.body.requests).toEqual([
        { id: p.requestId, createdAt: expect.any(String), user: { firstName: 'Pia', lastName: 'Pending', email: p.joiner.email } },
      ]);
      expect(new Date(res.body.requests[0].createdAt).toISOString()).toBe(res.body.requests[0].createdAt);
    }
    expectError(await api.get(`/api/teamtree/join-requests?teamtreeId=${p.id}`, { token: editor.access }), 403);
    expectError(await api.get(`/api/teamtree/join-requests?teamtreeId=${p.id}`, { token: p.joiner.access }), 403);
    expectError(await api.get('/api/teamtree/join-requests?teamtreeId=00000000-0000-4000-8000-000000000000', { token: owner.access }), 404);
    expectError(await api.get('/api/teamtree/join-requests?teamtreeId=zzz', { token: owner.access }), 404);
    expectError(await api.get('/api/teamtree/join-requests', { token: owner.access }), 400);
    expectError(await api.get(`/api/teamtree/join-requests?teamtreeId=${p.id}`), 401);
  });

  it('approves: a READ membership without a link, the request APPROVED, events to the user and the admins', async () => {
    const p = await pendingRequest();
    const mine = await api.get(`/api/teamtree/join-requests/${p.requestId}`, { token: p.joiner.access });
    expect(mine).toMatchObject({ status: 200, body: { id: p.requestId, teamtreeId: p.id, status: 'PENDING' } });

    const res = await api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'approve' }, { token: moderator.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const membership = await db()('memberships').where({ teamtree_id: p.id, user_id: p.joiner.id }).first();
    expect(membership).toMatchObject({ permission: 'READ', linked_profile_id: null });
    expect(hub.calls).toEqual([
      {
        kind: 'toUsers',
        userIds: [owner.id, moderator.id, p.joiner.id].sort(),
        event: {
          type: 'membership-approved',
          teamtreeId: p.id,
          affectedUserId: p.joiner.id,
          data: {
            id: membership.id,
            userId: p.joiner.id,
            user: { firstName: 'Pia', lastName: 'Pending', email: p.joiner.email },
            permission: 'READ',
            linkedProfileId: null,
            teamtreeId: p.id,
          },
        },
      },
    ]);
    expect((await api.get(`/api/teamtree/join-requests/${p.requestId}`, { token: p.joiner.access })).body.status).toBe('APPROVED');
    const status = await api.get(`/api/teamtree/status?teamtreeId=${p.id}`, { token: p.joiner.access });
    expect(status.status).toBe(200);
    expect(status.body.needsProfileLink).toBe(true);
    expect((await api.get(`/api/teamtree/join-requests?teamtreeId=${p.id}`, { token: owner.access })).body.requests).toEqual([]);
  });

  it('rejects: status REJECTED, no membership, join-request-rejected to the requester, who may ask again', async () => {
    const p = await pendingRequest();
    const res = await api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'reject' }, { token: owner.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await db()('memberships').where({ teamtree_id: p.id, user_id: p.joiner.id })).toHaveLength(0);
    expect(hub.calls).toEqual([
      {
        kind: 'toUsers',
        userIds: [p.joiner.id],
        event: { type: 'join-request-rejected', teamtreeId: p.id, affectedUserId: p.joiner.id, data: { id: p.requestId, teamtreeId: p.id, status: 'REJECTED' } },
      },
    ]);
    expect((await api.get(`/api/teamtree/join-requests/${p.requestId}`, { token: p.joiner.access })).body).toEqual({
      id: p.requestId,
      teamtreeId: p.id,
      status: 'REJECTED',
    });
    const again = await api.post(`/api/teamtree/join/${p.token}`, {}, { token: p.joiner.access });
    expect(again.status).toBe(201);
    expect(again.body.requestId).not.toBe(p.requestId);
  });

  it('answers 409 when a decided request is decided again, either way', async () => {
    const p = await pendingRequest();
    expect((await api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'approve' }, { token: owner.access })).status).toBe(200);
    hub.clear();
    expectError(await api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'approve' }, { token: owner.access }), 409);
    expectError(await api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'reject' }, { token: moderator.access }), 409);
    expect(hub.calls).toEqual([]);
    expect(await db()('memberships').where({ teamtree_id: p.id, user_id: p.joiner.id })).toHaveLength(1);

    const q = await pendingRequest();
    expect((await api.post('/api/teamtree/join-requests', { requestId: q.requestId, action: 'reject' }, { token: owner.access })).status).toBe(200);
    expectError(await api.post('/api/teamtree/join-requests', { requestId: q.requestId, action: 'approve' }, { token: owner.access }), 409);
    expect(await db()('memberships').where({ teamtree_id: q.id, user_id: q.joiner.id })).toHaveLength(0);
  });

  it('approves once when two managers decide at once', async () => {
    const p = await pendingRequest();
    const answers = await Promise.all(
      [owner, moderator].map((u) => api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'approve' }, { token: u.access })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await db()('memberships').where({ teamtree_id: p.id, user_id: p.joiner.id })).toHaveLength(1);
  });

  it('refuses deciders who are not owner or moderator (403), unknown requests (404), bad bodies (400)', async () => {
    const p = await pendingRequest();
    expectError(await api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'approve' }, { token: editor.access }), 403);
    expectError(await api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'approve' }, { token: outsider.access }), 403);
    expectError(await api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'approve' }, { token: p.joiner.access }), 403);
    expectError(await api.post('/api/teamtree/join-requests', { requestId: '00000000-0000-4000-8000-000000000000', action: 'approve' }, { token: owner.access }), 404);
    for (const body of [
      { requestId: p.requestId, action: 'Approve' },
      { requestId: p.requestId, action: 'accept' },
      { requestId: p.requestId },
      { action: 'approve' },
      { requestId: 'x', action: 'approve' },
      { requestId: [p.requestId], action: 'approve' },
    ]) {
      expectError(await api.post('/api/teamtree/join-requests', body, { token: owner.access }), 400);
    }
    expectError(await api.post('/api/teamtree/join-requests', { requestId: p.requestId, action: 'approve' }), 401);
    expect((await db()('join_requests').where({ id: p.requestId }).first()).status).toBe('PENDING');
  });

  it('shows a request only to its requester (404 for anyone else and for malformed ids)', async () => {
    const p = await pendingRequest();
    for (const other of [owner, moderator, editor, outsider]) {
      expectError(await api.get(`/api/teamtree/join-requests/${p.requestId}`, { token: other.access }), 404);
    }
    expectError(await api.get('/api/teamtree/join-requests/not-a-uuid', { token: p.joiner.access }), 404);
    expectError(await api.get('/api/teamtree/join-requests/00000000-0000-4000-8000-000000000000', { token: p.joiner.access }), 404);
    expectError(await api.get(`/api/teamtree/join-requests/${p.requestId}`), 401);
  });
});

describe('member events reach the sockets of the users named', () => {
  function socketOf(user: TestUser): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(backend.url, { path: '/api/socket', auth: { token: user.access }, transports: ['websocket'], forceNew: true });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  function nextUpdate(socket: Socket, type: string): Promise<Record<string, any>> {
    return new Promise((resolve) => {
      const listener = (event: Record<string, any>) => {
        if (event.type !== type) return;
        socket.off('teamtree-update', listener);
        resolve(event);
      };
      socket.on('teamtree-update', listener);
    });
  }

  it('join-request-created reaches the owner; join-request-rejected reaches the requester', async () => {
    const t = await freshTree();
    const joiner = await registerUser(api);
    const [ownerSocket, joinerSocket] = await Promise.all([socketOf(owner), socketOf(joiner)]);
    try {
      const created = nextUpdate(ownerSocket, 'join-request-created');
      const join = await api.post(`/api/teamtree/join/${t.token}`, {}, { token: joiner.access });
      expect(await created).toMatchObject({ teamtreeId: t.id, data: { id: join.body.requestId } });

      const rejected = nextUpdate(joinerSocket, 'join-request-rejected');
      await api.post('/api/teamtree/join-requests', { requestId: join.body.requestId, action: 'reject' }, { token: owner.access });
      expect(await rejected).toMatchObject({ teamtreeId: t.id, affectedUserId: joiner.id });
    } finally {
      ownerSocket.disconnect();
      joinerSocket.disconnect();
    }
  });
});
