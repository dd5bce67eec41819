import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { teamtreeUpdateEvent } from '../../shared/schemas/realtime';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { closeAll, connect, join, nextEvent, record, settle, type ClientSocket } from './socket-helpers';

/**
 * The events of the HTTP routes, as real sockets receive them: profile events to the tree's
 * room (the actor's sockets too), member and join-request events to the named users' private
 * rooms, each socket at most once, and only after the change is committed.
 */

const backend = useTestServer();
const { api } = backend;
let owner: TestUser;
let moderator: TestUser;
let editor: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  [owner, moderator, editor, outsider] = await Promise.all([
    registerUser(api, { firstName: 'Olga', lastName: 'Owner' }),
    registerUser(api, { firstName: 'Mona', lastName: 'Moderator' }),
    registerUser(api, { firstName: 'Ed', lastName: 'Editor' }),
    registerUser(api, { firstName: 'Otto', lastName: 'Outsider' }),
  ]);
});
afterEach(() => closeAll());

const TODAY = '2026-01-15';
const everyone = () => [owner, moderator, editor, outsider].map((u) => u.id);

async function ok<T = any>(promise: Promise<{ status: number; body: T }>, status: number | number[] = 200): Promise<T> {
  const res = await promise;
  if (![status].flat().includes(res.status)) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Joins a user to a tree through the real share link and approval flow; answers the membership id. */
async function addThroughJoin(tree: string, user: TestUser, permission: 'READ' | 'EDIT' | 'MODERATOR'): Promise<string> {
  const { shareLink } = await ok(api.post('/api/teamtree/share', { teamtreeId: tree }, { token: owner.access }), [200, 201]);
  const { requestId } = await ok(api.post(`/api/teamtree/join/${shareLink.token}`, {}, { token: user.access }), 201);
  await ok(api.post('/api/teamtree/join-requests', { requestId, action: 'approve' }, { token: owner.access }));
  const { members } = await ok(api.get(`/api/teamtree/share?teamtreeId=${tree}`, { token: owner.access }));
  const member = members.find((m: { userId: string }) => m.userId === user.id);
  if (permission !== 'READ') await ok(api.put('/api/teamtree/share', { memberId: member.id, permission }, { token: owner.access }));
  return member.id;
}

interface Room {
  tree: string;
  root: string;
  editorMemberId: string;
  sockets: { owner: ClientSocket; moderator: ClientSocket; editor: ClientSocket; outsider: ClientSocket };
}

/** A tree with a moderator and an editor, everyone's socket connected, the members' in the room. */
async function setUpRoom(): Promise<Room> {
  const created = await ok(api.post('/api/teamtree', { name: 'Anna Root', phone: '', birthday: null, billDate: TODAY, categories: [] }, { token: owner.access }), 201);
  const tree = created.teamtree.id as string;
  await addThroughJoin(tree, moderator, 'MODERATOR');
  const editorMemberId = await addThroughJoin(tree, editor, 'EDIT');
  const status = await ok(api.get(`/api/teamtree/status?teamtreeId=${tree}`, { token: owner.access }));
  const root = status.teamtree.profiles.find((p: { parentId: string | null }) => p.parentId === null).id as string;
  const sockets = {
    owner: await connect(backend.url, owner.access),
    moderator: await connect(backend.url, moderator.access),
    editor: await connect(backend.url, editor.access),
    outsider: await connect(backend.url, outsider.access),
  };
  for (const s of [sockets.owner, sockets.moderator, sockets.editor]) await join(s, tree);
  await settle(backend.server.context.hub, everyone(), Object.values(sockets));
  return { tree, root, editorMemberId, sockets };
}

/** Waits until all sockets got everything sent so far, then answers what each one saw (updates only). */
async function updatesSeen(room: Room, seen: Record<string, Array<[string, any]>>) {
  await settle(backend.server.context.hub, everyone(), Object.values(room.sockets));
  const out: Record<string, any[]> = {};
  for (const [who, events] of Object.entries(seen)) out[who] = events.filter(([name]) => name === 'teamtree-update').map(([, e]) => e);
  return out;
}

function recordAll(room: Room) {
  return {
    owner: record(room.sockets.owner),
    moderator: record(room.sockets.moderator),
    editor: record(room.sockets.editor),
    outsider: record(room.sockets.outsider),
  };
}

describe('profile events (to the tree room, the actor included)', () => {
  it('profile-add, profile-update (update, category, placeholder) and one profile-delete for a whole subtree', async () => {
    const room = await setUpRoom();
    const seen = recordAll(room);
    const { tree, root } = room;

    // Committed before it is announced: the profile is readable when the event arrives.
    const readOnArrival = nextEvent(room.sockets.owner, 'teamtree-update').then(async (e) => ({
      event: e,
      stored: await backend.server.context.db('profiles').where({ id: e.profileId }).first('name'),
    }));
    const { profile: child } = await ok(
      api.post('/api/teamtree/profile', { teamtreeId: tree, parentId: root, name: 'Child', phone: '', birthday: null, billDate: TODAY, reminders: [], categories: [] }, { token: editor.access }),
      201,
    );
    const arrived = await readOnArrival;
    expect(arrived.stored).toEqual({ name: 'Child' });
    expect(arrived.event).toEqual({ type: 'profile-add', teamtreeId: tree, profileId: child.id, data: child });

    const { profile: grandchild } = await ok(
      api.post('/api/teamtree/profile', { teamtreeId: tree, parentId: child.id, name: 'Grandchild', billDate: TODAY }, { token: owner.access }),
      201,
    );
    const { profile: renamed } = await ok(api.put('/api/teamtree/profile', { id: child.id, name: 'Child Renamed' }, { token: moderator.access }));
    const { profile: tagged } = await ok(
      api.post(`/api/teamtree/category?profileId=${grandchild.id}`, { categoryName: 'rank', optionValue: 'gold' }, { token: editor.access }),
    );
    await ok(api.delete(`/api/teamtree/profile?id=${grandchild.id}&mode=placeholder`, { token: editor.access }));
    await ok(api.delete(`/api/teamtree/profile?id=${child.id}`, { token: editor.access }));

    const updates = await updatesSeen(room, seen);
    const expected = [
      { type: 'profile-add', profileId: child.id },
      { type: 'profile-add', profileId: grandchild.id },
      { type: 'profile-update', profileId: child.id, data: renamed },
      { type: 'profile-update', profileId: grandchild.id, data: tagged },
      { type: 'profile-update', profileId: grandchild.id, data: expect.objectContaining({ name: 'Placeholder' }) },
      { type: 'profile-delete', profileId: child.id, data: { ids: expect.arrayContaining([child.id, grandchild.id]) } },
    ].map((e) => expect.objectContaining({ teamtreeId: tree, ...e }));
    expect(updates.owner).toEqual(expected);
    expect(updates.moderator).toEqual(expected);
    expect(updates.editor).toEqual(expected);
    expect(updates.outsider).toEqual([]);
    expect(updates.owner[5].data.ids).toHaveLength(2);
    for (const e of updates.owner) expect(teamtreeUpdateEvent.safeParse(e).success).toBe(true);
  });

  it('sends nothing for a refused change', async () => {
    const room = await setUpRoom();
    const seen = recordAll(room);
    const res = await api.put('/api/teamtree/profile', { id: room.root, name: 'Not allowed' }, { token: editor.access });
    expect(res.status).toBe(403);
    const updates = await updatesSeen(room, seen);
    expect(Object.values(updates).flat()).toEqual([]);
  });
});

describe('member and join-request events (to the users named, through their private rooms)', () => {
  it('join-request-created to the owner and moderators; membership-approved to the new member and them', async () => {
    const room = await setUpRoom();
    const seen = recordAll(room);
    const { shareLink } = await ok(api.post('/api/teamtree/share', { teamtreeId: room.tree }, { token: owner.access }), [200, 201]);
    const { requestId } = await ok(api.post(`/api/teamtree/join/${shareLink.token}`, {}, { token: outsider.access }), 201);
    let updates = await updatesSeen(room, seen);
    const created = expect.objectContaining({
      type: 'join-request-created',
      teamtreeId: room.tree,
      data: expect.objectContaining({ id: requestId, user: expect.objectContaining({ firstName: 'Otto', lastName: 'Outsider' }) }),
    });
    expect(updates).toEqual({ owner: [created], moderator: [created], editor: [], outsider: [] });

    for (const events of Object.values(seen)) events.length = 0;
    await ok(api.post('/api/teamtree/join-requests', { requestId, action: 'approve' }, { token: moderator.access }));
    updates = await updatesSeen(room, seen);
    const approved = expect.objectContaining({
      type: 'membership-approved',
      teamtreeId: room.tree,
      affectedUserId: outsider.id,
      data: expect.objectContaining({ userId: outsider.id, permission: 'READ', teamtreeId: room.tree }),
    });
    expect(updates).toEqual({ owner: [approved], moderator: [approved], editor: [], outsider: [approved] });
    // Now a member: the new member's socket may join the room.
    await join(room.sockets.outsider, room.tree);
  });

  it('join-request-rejected to the requester only', async () => {
    const room = await setUpRoom();
    const { shareLink } = await ok(api.post('/api/teamtree/share', { teamtreeId: room.tree }, { token: owner.access }), [200, 201]);
    const { requestId } = await ok(api.post(`/api/teamtree/join/${shareLink.token}`, {}, { token: outsider.access }), 201);
    await settle(backend.server.context.hub, everyone(), Object.values(room.sockets));
    const seen = recordAll(room);
    await ok(api.post('/api/teamtree/join-requests', { requestId, action: 'reject' }, { token: owner.access }));
    const updates = await updatesSeen(room, seen);
    expect(updates).toEqual({
      owner: [],
      moderator: [],
      editor: [],
      outsider: [expect.objectContaining({ type: 'join-request-rejected', teamtreeId: room.tree, data: expect.objectContaining({ id: requestId }) })],
    });
  });

  it('membership-updated to the affected member and the owner and moderators, once each', async () => {
    const room = await setUpRoom();
    const seen = recordAll(room);
    await ok(api.put('/api/teamtree/share', { memberId: room.editorMemberId, permission: 'READ' }, { token: moderator.access }));
    const updates = await updatesSeen(room, seen);
    const updated = expect.objectContaining({
      type: 'membership-updated',
      affectedUserId: editor.id,
      data: expect.objectContaining({ id: room.editorMemberId, permission: 'READ' }),
    });
    expect(updates).toEqual({ owner: [updated], moderator: [updated], editor: [updated], outsider: [] });
  });

  it('a removed member: evicted from the room at once (user-left, room-info), membership-removed to them and the managers, no later tree events', async () => {
    const room = await setUpRoom();
    const seen = recordAll(room);
    await ok(api.delete(`/api/teamtree/share?memberId=${room.editorMemberId}`, { token: owner.access }));
    await settle(backend.server.context.hub, everyone(), Object.values(room.sockets));
    const removed = expect.objectContaining({ type: 'membership-removed', affectedUserId: editor.id, data: expect.objectContaining({ userId: editor.id }) });
    expect(seen.owner).toEqual([
      ['user-left', { teamtreeId: room.tree, userId: editor.id }],
      ['room-info', { teamtreeId: room.tree, activeUsers: 2 }],
      ['teamtree-update', removed],
    ]);
    expect(seen.editor).toEqual([['teamtree-update', removed]]);
    expect(seen.outsider).toEqual([]);

    for (const events of Object.values(seen)) events.length = 0;
    await ok(api.put('/api/teamtree/profile', { id: room.root, name: 'After removal' }, { token: owner.access }));
    const updates = await updatesSeen(room, seen);
    expect(updates.owner.map((e) => e.type)).toEqual(['profile-update']);
    expect(updates.moderator.map((e) => e.type)).toEqual(['profile-update']);
    expect(updates.editor).toEqual([]);
  });

  it('a member who leaves by themselves is evicted the same way', async () => {
    const room = await setUpRoom();
    const seen = recordAll(room);
    await ok(api.delete(`/api/teamtree/share?memberId=${room.editorMemberId}`, { token: editor.access }));
    await settle(backend.server.context.hub, everyone(), Object.values(room.sockets));
    expect(seen.moderator.slice(0, 2)).toEqual([
      ['user-left', { teamtreeId: room.tree, userId: editor.id }],
      ['room-info', { teamtreeId: room.tree, activeUsers: 2 }],
    ]);
    expect(seen.editor.map(([name, e]) => `${name}:${e.type}`)).toEqual(['teamtree-update:membership-removed']);
  });
});
