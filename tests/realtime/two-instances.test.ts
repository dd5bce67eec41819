import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connect';
import { registerUser, type TestUser } from '../support/accounts';
import { spawnServer, type ChildServer } from '../support/child-server';
import { ApiClient } from '../support/http';
import { hasPart } from '../support/machine-parts';
import { connectionUrlOf, createPostgresTestDatabase } from '../support/test-database';
import { closeAll, connect, disconnected, emitAck, join, nextEvent, record, type ClientSocket } from './socket-helpers';

/**
 * Two server PROCESSES on one PostgreSQL database (the way several instances run behind a load
 * balancer): sockets on either instance see the presence, relays, profile and membership events
 * caused on the other, removals evict on both, logout disconnects on both.
 */

const baseUrl = hasPart('PostgreSQL (two instances share one database)', process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set')
  ? process.env.TEST_DATABASE_URL
  : undefined;

const TODAY = '2026-01-15';
let database: Database;
let dataDirs: string[] = [];
let a: ChildServer;
let b: ChildServer;
let apiA: ApiClient;
let apiB: ApiClient;
let owner: TestUser;
let member: TestUser;
let witness: TestUser;

async function ok<T = any>(promise: Promise<{ status: number; body: T }>, status: number | number[] = 200): Promise<T> {
  const res = await promise;
  if (![status].flat().includes(res.status)) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function stop(server: ChildServer | undefined) {
  if (!server || server.process.exitCode !== null) return;
  server.process.kill('SIGTERM');
  await server.exited;
}

describe.skipIf(!baseUrl)('two server instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    const url = connectionUrlOf(database);
    if (!url) throw new Error('no connection URL for the test database');
    dataDirs = await Promise.all([1, 2].map(() => fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-instance-'))));
    // No JWT_SECRET: the instances share the one generated into the database.
    [a, b] = await Promise.all(dataDirs.map((dir) => spawnServer({ DATABASE_URL: url, DATA_DIR: dir })));
    apiA = new ApiClient(a.url);
    apiB = new ApiClient(b.url);
    [owner, member, witness] = await Promise.all([
      registerUser(apiA, { firstName: 'Olga', lastName: 'Owner' }),
      registerUser(apiB, { firstName: 'Max', lastName: 'Member' }),
      registerUser(apiA, { firstName: 'Wanda', lastName: 'Witness' }),
    ]);
  }, 120_000);
  afterEach(() => closeAll());
  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await database?.close();
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  /** Owner's tree with member (EDIT, joined through the real flow across instances) and witness (MODERATOR). */
  async function treeWithMembers() {
    const { teamtree } = await ok(apiA.post('/api/teamtree', { name: 'Root', billDate: TODAY, categories: [] }, { token: owner.access }), 201);
    const tree = teamtree.id as string;
    const { shareLink } = await ok(apiA.post('/api/teamtree/share', { teamtreeId: tree }, { token: owner.access }), [200, 201]);
    const memberIds: Record<string, string> = {};
    for (const [user, permission] of [
      [member, 'EDIT'],
      [witness, 'MODERATOR'],
    ] as const) {
      const { requestId } = await ok(apiB.post(`/api/teamtree/join/${shareLink.token}`, {}, { token: user.access }), 201);
      await ok(apiA.post('/api/teamtree/join-requests', { requestId, action: 'approve' }, { token: owner.access }));
      const { members } = await ok(apiB.get(`/api/teamtree/share?teamtreeId=${tree}`, { token: owner.access }));
      memberIds[user.id] = members.find((m: { userId: string }) => m.userId === user.id).id;
      await ok(apiB.put('/api/teamtree/share', { memberId: memberIds[user.id], permission }, { token: owner.access }));
    }
    const status = await ok(apiB.get(`/api/teamtree/status?teamtreeId=${tree}`, { token: owner.access }));
    const root = status.teamtree.profiles[0].id as string;
    return { tree, root, shareToken: shareLink.token as string, memberIds };
  }

  it('presence and relays cross instances; room-info counts distinct users on both', async () => {
    const { tree } = await treeWithMembers();
    const onA = await connect(a.url, owner.access);
    await join(onA, tree);
    const seenA = record(onA);
    const onB = await connect(b.url, member.access);
    const infoOnB = nextEvent(onB, 'room-info');
    await join(onB, tree);
    expect(await infoOnB).toEqual({ teamtreeId: tree, activeUsers: 2 });
    await nextEvent(onA, 'room-info', (e) => e.activeUsers === 2);
    expect(seenA).toEqual([
      ['user-joined', { teamtreeId: tree, userId: member.id, name: 'Max Member' }],
      ['room-info', { teamtreeId: tree, activeUsers: 2 }],
    ]);
    // A second socket of the owner, on B: still two users.
    const ownerOnB = await connect(b.url, owner.access);
    const third = nextEvent(onA, 'room-info');
    await join(ownerOnB, tree);
    expect(await third).toEqual({ teamtreeId: tree, activeUsers: 2 });

    // Relays: from B to the others (on A and on B), never to the sender.
    const seenSender = record(onB);
    const relayed = Promise.all([nextEvent(onA, 'teamtree-update'), nextEvent(ownerOnB, 'teamtree-update')]);
    expect(await emitAck(onB, 'teamtree-change', { teamtreeId: tree, timestamp: 7 })).toEqual({ ok: true });
    const expected = { type: 'teamtree-change', teamtreeId: tree, timestamp: 7, userId: member.id };
    expect(await relayed).toEqual([expected, expected]);
    const presence = nextEvent(onB, 'presence-changed');
    await emitAck(onA, 'presence-update', { teamtreeId: tree, viewing: 'p1' });
    expect(await presence).toEqual({ userId: owner.id, name: 'Olga Owner', teamtreeId: tree, viewing: 'p1' });
    expect(seenSender.filter(([name]) => name === 'teamtree-update')).toEqual([]);

    // Leaving on B is seen on A.
    const left = nextEvent(onA, 'user-left');
    onB.disconnect();
    expect(await left).toEqual({ teamtreeId: tree, userId: member.id });
  });

  it('profile events caused on one instance reach the room on both, each socket once', async () => {
    const { tree, root } = await treeWithMembers();
    const sockets: ClientSocket[] = [await connect(a.url, owner.access), await connect(b.url, member.access), await connect(b.url, witness.access)];
    for (const s of sockets) await join(s, tree);
    const seen = sockets.map(record);

    const arrivals = Promise.all(sockets.map((s) => nextEvent(s, 'teamtree-update', (e) => e.type === 'profile-add')));
    const { profile } = await ok(apiA.post('/api/teamtree/profile', { teamtreeId: tree, parentId: root, name: 'Kid', billDate: TODAY }, { token: owner.access }), 201);
    for (const event of await arrivals) expect(event).toEqual({ type: 'profile-add', teamtreeId: tree, profileId: profile.id, data: profile });

    const updates = Promise.all(sockets.map((s) => nextEvent(s, 'teamtree-update', (e) => e.type === 'profile-update')));
    const { profile: renamed } = await ok(apiB.put('/api/teamtree/profile', { id: profile.id, name: 'Kid Renamed' }, { token: member.access }));
    for (const event of await updates) expect(event.data).toEqual(renamed);

    const deletes = Promise.all(sockets.map((s) => nextEvent(s, 'teamtree-update', (e) => e.type === 'profile-delete')));
    await ok(apiB.delete(`/api/teamtree/profile?id=${profile.id}`, { token: owner.access }));
    await deletes;
    for (const events of seen) {
      expect(events.filter(([name]) => name === 'teamtree-update').map(([, e]) => e.type)).toEqual(['profile-add', 'profile-update', 'profile-delete']);
    }
  });

  it('membership events cross instances; a removal on A evicts the member on B at once', async () => {
    const { tree, root, shareToken, memberIds } = await treeWithMembers();
    const ownerOnA = await connect(a.url, owner.access);
    const memberOnB = await connect(b.url, member.access);
    const witnessOnB = await connect(b.url, witness.access);
    for (const s of [ownerOnA, memberOnB, witnessOnB]) await join(s, tree);
    await nextEvent(ownerOnA, 'room-info', (e) => e.activeUsers === 3);

    // membership-updated: caused on A, to the member and the managers (on B and A).
    const updated = Promise.all([ownerOnA, memberOnB, witnessOnB].map((s) => nextEvent(s, 'teamtree-update', (e) => e.type === 'membership-updated')));
    await ok(apiA.put('/api/teamtree/share', { memberId: memberIds[member.id], permission: 'READ' }, { token: owner.access }));
    for (const event of await updated) expect(event).toMatchObject({ affectedUserId: member.id, data: { permission: 'READ', userId: member.id } });

    // Removal on A: the member's socket on B leaves the room; A's room hears user-left.
    const seenMember = record(memberOnB);
    const leftOnA = nextEvent(ownerOnA, 'user-left');
    const removedOnB = nextEvent(memberOnB, 'teamtree-update', (e) => e.type === 'membership-removed');
    await ok(apiA.delete(`/api/teamtree/share?memberId=${memberIds[member.id]}`, { token: owner.access }));
    expect(await leftOnA).toEqual({ teamtreeId: tree, userId: member.id });
    expect(await removedOnB).toMatchObject({ teamtreeId: tree, affectedUserId: member.id });
    expect(await emitAck(memberOnB, 'teamtree-change', { teamtreeId: tree, timestamp: 1 })).toEqual({ error: 'forbidden' });

    // Later tree events miss the evicted socket: a profile update (witness gets it), then a
    // rejected join request to the member's private room as the fence, both sent from A.
    const witnessGot = nextEvent(witnessOnB, 'teamtree-update', (e) => e.type === 'profile-update');
    await ok(apiA.put('/api/teamtree/profile', { id: root, name: 'Root Renamed' }, { token: owner.access }));
    await witnessGot;
    const requestCreated = nextEvent(witnessOnB, 'teamtree-update', (e) => e.type === 'join-request-created');
    const { requestId } = await ok(apiB.post(`/api/teamtree/join/${shareToken}`, {}, { token: member.access }), 201);
    expect(await requestCreated).toMatchObject({ teamtreeId: tree, data: { id: requestId } });
    const rejected = nextEvent(memberOnB, 'teamtree-update', (e) => e.type === 'join-request-rejected');
    await ok(apiA.post('/api/teamtree/join-requests', { requestId, action: 'reject' }, { token: owner.access }));
    await rejected;
    expect(seenMember.filter(([name]) => name === 'teamtree-update').map(([, e]) => e.type)).toEqual(['membership-removed', 'join-request-rejected']);
  });

  it('what READ members see crosses instances: a demotion on A masks the events the member gets on B (docs/privacy.md)', async () => {
    const { tree, root, memberIds } = await treeWithMembers();
    const memberOnB = await connect(b.url, member.access);
    const witnessOnB = await connect(b.url, witness.access);
    await Promise.all([join(memberOnB, tree), join(witnessOnB, tree)]);
    await ok(apiA.put('/api/teamtree/privacy', { teamtreeId: tree, hideFromRead: ['phone'] }, { token: owner.access }));
    const demoted = nextEvent(memberOnB, 'teamtree-update', (e) => e.type === 'membership-updated');
    await ok(apiA.put('/api/teamtree/share', { memberId: memberIds[member.id], permission: 'READ' }, { token: owner.access }));
    await demoted;
    const update = (socket: ClientSocket) => nextEvent(socket, 'teamtree-update', (e) => e.type === 'profile-update' && e.profileId === root);
    const events = Promise.all([update(memberOnB), update(witnessOnB)]);
    const { profile } = await ok(apiA.get(`/api/teamtree/status?teamtreeId=${tree}`, { token: owner.access })).then((s) => ({ profile: s.teamtree.profiles[0] }));
    await ok(apiA.put('/api/teamtree/profile', { id: root, version: profile.version, name: 'Root', billDate: TODAY, phone: '+49 1701234567' }, { token: owner.access }));
    const [toMember, toWitness] = await events;
    expect(toMember.data).toMatchObject({ id: root, phone: '' });
    expect(toWitness.data).toMatchObject({ id: root, phone: '+49 1701234567' });
  });

  it('logout on one instance disconnects the user on both', async () => {
    const user = await registerUser(apiA);
    const [s1, s2] = [await connect(a.url, user.access), await connect(b.url, user.access)];
    const reasons = Promise.all([disconnected(s1), disconnected(s2)]);
    const cookie = user.refreshCookie ? { cookie: `tt_refresh=${user.refreshCookie}` } : undefined;
    await ok(apiA.post('/api/auth/logout', {}, { token: user.access, headers: cookie }));
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
  });

  // Last: it stops instance B.
  it("a tree read on one instance is caught up on the other: same tag, 304, and the changes since", async () => {
    const { teamtree } = await ok(apiA.post('/api/teamtree', { name: 'Root', billDate: TODAY, categories: [] }, { token: owner.access }), 201);
    const path = `/api/teamtree/status?teamtreeId=${teamtree.id}`;
    const read = await apiA.get(path, { token: owner.access });
    const etag = read.headers.get('etag')!;
    const since = read.body.teamtree.profiles[0].updatedAt as string;
    expect((await apiB.get(path, { token: owner.access, headers: { 'if-none-match': etag } })).status).toBe(304);

    const root = read.body.teamtree.profiles[0].id as string;
    await ok(apiB.put('/api/teamtree/profile', { id: root, name: 'Renamed on B' }, { token: owner.access }));
    const delta = await ok(apiA.get(`${path}&since=${encodeURIComponent(since)}`, { token: owner.access, headers: { 'if-none-match': etag } }));
    expect(delta.teamtree.profiles.map((p: { name: string }) => p.name)).toEqual(['Renamed on B']);
    expect(delta.teamtree.profileCount).toBe(1);
  });

  it('a shutting-down instance tells the other one that its users left', async () => {
    const { tree } = await treeWithMembers();
    const ownerOnA = await connect(a.url, owner.access);
    const memberOnB = await connect(b.url, member.access);
    await join(ownerOnA, tree);
    await join(memberOnB, tree);
    await nextEvent(ownerOnA, 'room-info', (e) => e.activeUsers === 2);
    const seen = record(ownerOnA);
    const info = nextEvent(ownerOnA, 'room-info');
    const gone = disconnected(memberOnB, 15_000);
    await stop(b);
    expect(await info).toEqual({ teamtreeId: tree, activeUsers: 1 });
    expect(seen).toEqual([
      ['user-left', { teamtreeId: tree, userId: member.id }],
      ['room-info', { teamtreeId: tree, activeUsers: 1 }],
    ]);
    expect(await gone).toBe('transport close');
  });
});

