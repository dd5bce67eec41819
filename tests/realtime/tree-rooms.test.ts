import crypto from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeHooks } from '../../server/realtime/attach';
import { registerUser, type TestUser } from '../support/accounts';
import { startTestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { closeAll, connect, emitAck, join, nextEvent, record, removeMember, seedTree, settle, type ClientSocket } from './socket-helpers';

/** Set by a test to hold the server at a fixed point (see the join-versus-removal test). */
const hooks: RealtimeHooks = {};
const backend = useTestServer({}, (env) => startTestServer(env, { realtime: { hooks } }));
const { api } = backend;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  [owner, member, outsider] = await Promise.all([
    registerUser(api, { firstName: 'Olga', lastName: 'Owner' }),
    registerUser(api, { firstName: 'Max', lastName: 'Member' }),
    registerUser(api, { firstName: 'Otto', lastName: 'Outsider' }),
  ]);
});
afterEach(() => closeAll());

const hub = () => backend.server.context.hub;
const everyone = () => [owner.id, member.id, outsider.id];
/** Waits until everything sent to these sockets so far has arrived. */
const quiet = (...sockets: ClientSocket[]) => settle(hub(), everyone(), sockets);
const treeFence = async (tree: string, sockets: ClientSocket[]) => {
  const ids = [crypto.randomUUID()];
  const arrivals = sockets.map((s) => nextEvent(s, 'teamtree-update', (e) => e.data?.ids?.[0] === ids[0]));
  hub().toTree(tree, { type: 'profile-delete', teamtreeId: tree, data: { ids } });
  await Promise.all(arrivals);
};

describe('join-teamtree', () => {
  it('refuses a non-member with ack {error:"forbidden"} and keeps them out of the room', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id);
    const socket = await connect(backend.url, outsider.access);
    const seen = record(socket);
    expect(await emitAck(socket, 'join-teamtree', tree)).toEqual({ error: 'forbidden' });
    expect(await emitAck(socket, 'join-teamtree', crypto.randomUUID())).toEqual({ error: 'forbidden' });
    expect(await emitAck(socket, 'join-teamtree', 'not-an-id')).toEqual({ error: 'forbidden' });
    hub().toTree(tree, { type: 'profile-delete', teamtreeId: tree, data: { ids: [] } });
    await quiet(socket);
    expect(seen).toEqual([]);
  });

  it('acks first, then the room gets user-joined (first socket of a user only) and room-info with distinct users', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id, [{ userId: member.id }]);
    const first = await connect(backend.url, owner.access);
    const seenFirst = record(first);
    const joined = await new Promise((resolve) =>
      first.emit('join-teamtree', tree, (ack: unknown) => {
        seenFirst.push(['ack', ack]);
        resolve(ack);
      }),
    );
    expect(joined).toEqual({ ok: true });
    await quiet(first);
    expect(seenFirst).toEqual([
      ['ack', { ok: true }],
      ['user-joined', { teamtreeId: tree, userId: owner.id, name: 'Olga Owner' }],
      ['room-info', { teamtreeId: tree, activeUsers: 1 }],
    ]);

    // A second socket of the same user: no user-joined, still one active user.
    const second = await connect(backend.url, owner.access);
    seenFirst.length = 0;
    await join(second, tree);
    await quiet(first);
    expect(seenFirst).toEqual([['room-info', { teamtreeId: tree, activeUsers: 1 }]]);

    // Another user: user-joined and two active users, for everyone in the room.
    const other = await connect(backend.url, member.access);
    seenFirst.length = 0;
    const seenSecond = record(second);
    await join(other, tree);
    await quiet(first, second);
    const expected = [
      ['user-joined', { teamtreeId: tree, userId: member.id, name: 'Max Member' }],
      ['room-info', { teamtreeId: tree, activeUsers: 2 }],
    ];
    expect(seenFirst).toEqual(expected);
    expect(seenSecond).toEqual(expected);
  });

  it('is idempotent for a socket already in the room', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id);
    const socket = await connect(backend.url, owner.access);
    await join(socket, tree);
    await quiet(socket);
    const seen = record(socket);
    expect(await emitAck(socket, 'join-teamtree', tree)).toEqual({ ok: true });
    await quiet(socket);
    expect(seen).toEqual([]);
  });

  it('announces concurrent joins of one user once', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id, [{ userId: member.id }]);
    const watcher = await connect(backend.url, member.access);
    await join(watcher, tree);
    await quiet(watcher);
    const seen = record(watcher);
    const sockets = await Promise.all([1, 2, 3].map(() => connect(backend.url, owner.access)));
    await Promise.all(sockets.map((s) => join(s, tree)));
    await quiet(watcher);
    expect(seen.filter(([n]) => n === 'user-joined')).toHaveLength(1);
    expect(seen.filter(([n]) => n === 'room-info').map(([, e]) => e.activeUsers)).toEqual([2, 2, 2]);
  });

  it('takes the id as a plain string only', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id);
    const socket = await connect(backend.url, owner.access);
    expect(await emitAck(socket, 'join-teamtree', { teamtreeId: tree })).toEqual({ error: expect.any(String) });
  });
});

describe('leave-teamtree and disconnect', () => {
  it('sends user-left when the user leaves with their last socket, and room-info each time', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id, [{ userId: member.id }]);
    const watcher = await connect(backend.url, member.access);
    const [a, b] = await Promise.all([connect(backend.url, owner.access), connect(backend.url, owner.access)]);
    for (const s of [watcher, a, b]) await join(s, tree);
    await quiet(watcher);
    const seen = record(watcher);

    expect(await emitAck(a, 'leave-teamtree', tree)).toEqual({ ok: true });
    await quiet(watcher);
    expect(seen).toEqual([['room-info', { teamtreeId: tree, activeUsers: 2 }]]);

    seen.length = 0;
    expect(await emitAck(b, 'leave-teamtree', tree)).toEqual({ ok: true });
    await quiet(watcher);
    expect(seen).toEqual([
      ['user-left', { teamtreeId: tree, userId: owner.id }],
      ['room-info', { teamtreeId: tree, activeUsers: 1 }],
    ]);
    // Leaving a room the socket is not in changes nothing.
    seen.length = 0;
    expect(await emitAck(b, 'leave-teamtree', tree)).toEqual({ ok: true });
    await quiet(watcher);
    expect(seen).toEqual([]);
  });

  it('counts a disconnect as leaving every room', async () => {
    const trees = await Promise.all([1, 2].map(() => seedTree(backend.server.context.db, owner.id, [{ userId: member.id }])));
    const watcher = await connect(backend.url, member.access);
    const leaver = await connect(backend.url, owner.access);
    for (const tree of trees) {
      await join(watcher, tree);
      await join(leaver, tree);
    }
    await quiet(watcher);
    const seen = record(watcher);
    leaver.disconnect();
    await Promise.all(trees.map((tree) => nextEvent(watcher, 'room-info', (e) => e.teamtreeId === tree)));
    await quiet(watcher);
    for (const tree of trees) {
      expect(seen.filter(([, e]) => e.teamtreeId === tree)).toEqual([
        ['user-left', { teamtreeId: tree, userId: owner.id }],
        ['room-info', { teamtreeId: tree, activeUsers: 1 }],
      ]);
    }
  });
});

describe('relays', () => {
  async function roomOfThree() {
    const tree = await seedTree(backend.server.context.db, owner.id, [{ userId: member.id }]);
    const sender = await connect(backend.url, owner.access);
    const sameUser = await connect(backend.url, owner.access);
    const other = await connect(backend.url, member.access);
    for (const s of [sender, sameUser, other]) await join(s, tree);
    await quiet(sender, sameUser, other);
    return { tree, sender, sameUser, other };
  }

  it('relays teamtree-change to every other socket in the room as teamtree-update, once, never to the sender', async () => {
    const { tree, sender, sameUser, other } = await roomOfThree();
    const [seenSender, seenSame, seenOther] = [record(sender), record(sameUser), record(other)];
    const expected = { type: 'teamtree-change', teamtreeId: tree, timestamp: 1_700_000_000_000, userId: owner.id };
    expect(await emitAck(sender, 'teamtree-change', { teamtreeId: tree, timestamp: 1_700_000_000_000 })).toEqual({ ok: true });
    await treeFence(tree, [sender, sameUser, other]);
    expect(seenSender.map(([, e]) => e.type)).toEqual(['profile-delete']);
    expect(seenSame.slice(0, 1)).toEqual([['teamtree-update', expected]]);
    expect(seenSame.map(([, e]) => e.type)).toEqual(['teamtree-change', 'profile-delete']);
    expect(seenOther.map(([, e]) => e.type)).toEqual(['teamtree-change', 'profile-delete']);
  });

  it('relays presence-update as presence-changed {userId, name, teamtreeId, ...extra}; the sender cannot forge userId or name', async () => {
    const { tree, sender, other } = await roomOfThree();
    const [seenSender, seenOther] = [record(sender), record(other)];
    const forged = { userId: member.id, name: 'Max Member' };
    const ack = await emitAck(sender, 'presence-update', { teamtreeId: tree, selectedProfileId: 'p1', ...forged, cursor: { x: 1, y: 2 } });
    expect(ack).toEqual({ ok: true });
    await treeFence(tree, [sender, other]);
    expect(seenOther[0]).toEqual(['presence-changed', { userId: owner.id, name: 'Olga Owner', teamtreeId: tree, selectedProfileId: 'p1', cursor: { x: 1, y: 2 } }]);
    expect(seenOther).toHaveLength(2);
    expect(seenSender.map(([name]) => name)).toEqual(['teamtree-update']);
  });

  it('refuses both relays from a socket that has not joined that room, and relays nothing', async () => {
    const { tree, other } = await roomOfThree();
    const stranger = await connect(backend.url, member.access); // a member, but this socket did not join
    const outsiderSocket = await connect(backend.url, outsider.access);
    const seen = record(other);
    expect(await emitAck(stranger, 'teamtree-change', { teamtreeId: tree, timestamp: 1 })).toEqual({ error: 'forbidden' });
    expect(await emitAck(stranger, 'presence-update', { teamtreeId: tree })).toEqual({ error: 'forbidden' });
    expect(await emitAck(outsiderSocket, 'teamtree-change', { teamtreeId: tree, timestamp: 1 })).toEqual({ error: 'forbidden' });
    expect(await emitAck(outsiderSocket, 'presence-update', { teamtreeId: tree })).toEqual({ error: 'forbidden' });
    await quiet(other);
    expect(seen).toEqual([]);
  });

  it('answers a malformed relay with an error and relays nothing', async () => {
    const { tree, sender, other } = await roomOfThree();
    const seen = record(other);
    expect(await emitAck(sender, 'teamtree-change', { teamtreeId: tree })).toEqual({ error: expect.any(String) });
    expect(await emitAck(sender, 'presence-update', 'nope')).toEqual({ error: expect.any(String) });
    await quiet(other);
    expect(seen).toEqual([]);
  });
});

describe('eviction after removal', () => {
  it('takes a removed member out of the room at once; the room gets user-left and room-info; later events miss them', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id, [{ userId: member.id }]);
    const ownerSocket = await connect(backend.url, owner.access);
    const [m1, m2] = await Promise.all([connect(backend.url, member.access), connect(backend.url, member.access)]);
    for (const s of [ownerSocket, m1, m2]) await join(s, tree);
    await quiet(ownerSocket, m1, m2);
    const seenOwner = record(ownerSocket);
    const seenMember = record(m1);

    await removeMember(backend.server.context.db, tree, member.id);
    await hub().evictFromTree(member.id, tree);
    hub().toTree(tree, { type: 'profile-delete', teamtreeId: tree, data: { ids: ['after'] } });
    await quiet(ownerSocket, m1, m2);
    expect(seenOwner).toEqual([
      ['user-left', { teamtreeId: tree, userId: member.id }],
      ['room-info', { teamtreeId: tree, activeUsers: 1 }],
      ['teamtree-update', { type: 'profile-delete', teamtreeId: tree, data: { ids: ['after'] } }],
    ]);
    expect(seenMember).toEqual([]);
    // Relays from the evicted sockets are refused; joining again is forbidden; they stay connected.
    expect(await emitAck(m2, 'teamtree-change', { teamtreeId: tree, timestamp: 1 })).toEqual({ error: 'forbidden' });
    expect(await emitAck(m2, 'join-teamtree', tree)).toEqual({ error: 'forbidden' });
    expect(m1.connected && m2.connected).toBe(true);
  });

  it('sends no user-left for a removed member who had no socket in the room', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id, [{ userId: member.id }]);
    const ownerSocket = await connect(backend.url, owner.access);
    await join(ownerSocket, tree);
    const memberSocket = await connect(backend.url, member.access); // connected, but not in the tree's room
    await quiet(ownerSocket, memberSocket);
    const seen = record(ownerSocket);
    await removeMember(backend.server.context.db, tree, member.id);
    await hub().evictFromTree(member.id, tree);
    await quiet(ownerSocket);
    expect(seen).toEqual([]);
  });

  it('keeps a member who is removed between the membership check and the room join out of the room', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id, [{ userId: member.id }]);
    const ownerSocket = await connect(backend.url, owner.access);
    await join(ownerSocket, tree);
    const socket = await connect(backend.url, member.access);
    await quiet(ownerSocket, socket);
    const [seenOwner, seenMember] = [record(ownerSocket), record(socket)];

    // The join stops after it found the member, before the socket enters the room ...
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      hooks.afterMembershipCheck = (userId, teamtreeId) => {
        if (userId !== member.id || teamtreeId !== tree) return;
        resolve();
        return new Promise<void>((go) => (release = go));
      };
    });
    try {
      const answer = emitAck(socket, 'join-teamtree', tree);
      await Promise.race([held, answer.then((a) => Promise.reject(new Error(`the join answered ${JSON.stringify(a)} without reaching the hook`)))]);
      // ... the owner removes the member (the route evicts from the room: the socket is not in it yet) ...
      const { id: memberId } = await backend.server.context.db('memberships').where({ teamtree_id: tree, user_id: member.id }).first('id');
      expect((await api.delete(`/api/teamtree/share?memberId=${memberId}`, { token: owner.access })).status).toBe(200);
      // ... and only then the join goes on: its second check keeps the socket out.
      release();
      expect(await answer).toEqual({ error: 'forbidden' });
    } finally {
      hooks.afterMembershipCheck = undefined;
    }

    await treeFence(tree, [ownerSocket]);
    await quiet(ownerSocket, socket);
    const roomEvents = (seen: Array<[string, any]>) => seen.filter(([name, e]) => name !== 'teamtree-update' || e.type === 'profile-delete');
    expect(roomEvents(seenMember)).toEqual([]);
    expect(roomEvents(seenOwner).map(([name]) => name)).toEqual(['teamtree-update']);
    expect(await emitAck(socket, 'presence-update', { teamtreeId: tree })).toEqual({ error: 'forbidden' });
    expect(socket.connected).toBe(true);
  });
});
