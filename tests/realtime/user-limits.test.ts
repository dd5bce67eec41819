import crypto from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AckAnswer } from '../../shared/schemas/realtime';
import { registerUser, type TestUser } from '../support/accounts';
import { pollUntil } from '../support/poll';
import { useTestServer } from '../support/use-test-server';
import { closeAll, connect, connectError, disconnected, emitAck, join, nextEvent, record, seedTree, type ClientSocket } from './socket-helpers';

/**
 * What one user may do with sockets (API.md additions of 2026-11-27, "Realtime"): 20 sockets per
 * instance, presence up to 2 KiB, one relay budget for all of the user's sockets, and relayed
 * presence that names the sender as the server knows them.
 */

const backend = useTestServer();
const { api } = backend;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  [owner, member] = await Promise.all([
    registerUser(api, { firstName: 'Olga', lastName: 'Owner' }),
    registerUser(api, { firstName: 'Max', lastName: 'Member' }),
  ]);
});
afterEach(() => closeAll());

/** Waits until every event sent to the tree's room so far has reached these sockets. */
async function treeFence(tree: string, sockets: ClientSocket[]): Promise<void> {
  const ids = [crypto.randomUUID()];
  const arrivals = sockets.map((s) => nextEvent(s, 'teamtree-update', (e) => e.data?.ids?.[0] === ids[0]));
  backend.server.context.hub.toTree(tree, { type: 'profile-delete', teamtreeId: tree, data: { ids } });
  await Promise.all(arrivals);
}

/** A tree of `sender` (default the owner) and the member, with the given sockets of each in its room. */
async function room(ownerSockets = 1, sender: TestUser = owner) {
  const tree = await seedTree(backend.server.context.db, sender.id, [{ userId: member.id }]);
  const senders: ClientSocket[] = [];
  for (let i = 0; i < ownerSockets; i++) senders.push(await connect(backend.url, sender.access));
  const other = await connect(backend.url, member.access);
  for (const s of [...senders, other]) await join(s, tree);
  await treeFence(tree, [...senders, other]);
  return { tree, senders, other };
}

describe('sockets per user', () => {
  it('refuses the 21st socket of a user with too-many-connections, and takes one again after one has gone', async () => {
    const user = await registerUser(api);
    const sockets = await Promise.all(Array.from({ length: 20 }, () => connect(backend.url, user.access)));
    expect(sockets.every((s) => s.connected)).toBe(true);
    expect(await connectError(backend.url, user.access)).toBe('too-many-connections');
    // Another user is not affected.
    expect((await connect(backend.url, member.access)).connected).toBe(true);

    // Closed by the server (a flood): counted off before the client hears of it.
    const flooder = sockets.pop()!;
    const gone = disconnected(flooder);
    for (let i = 0; i < 100; i++) flooder.emit('leave-teamtree', 'x');
    expect(await gone).toBe('io server disconnect');
    const replacement = await connect(backend.url, user.access);
    expect(replacement.connected).toBe(true);
    expect(await connectError(backend.url, user.access)).toBe('too-many-connections');

    // Closed by the client: counted off once the server has seen it go.
    sockets.pop()!.disconnect();
    const again = await pollUntil(
      () => connect(backend.url, user.access).then((s) => s.connected, (err: Error) => err.message),
      (result) => result !== 'too-many-connections',
    );
    expect(again).toBe(true);
    expect(await connectError(backend.url, user.access)).toBe('too-many-connections');
  });
});

describe('presence size', () => {
  it('refuses a 10 kB presence-update with ack too-large and relays nothing of it', async () => {
    const { tree, senders, other } = await room();
    const [sender] = senders;
    const seen = record(other);
    const first = nextEvent(other, 'presence-changed');
    expect(await emitAck(sender, 'presence-update', { teamtreeId: tree, blob: 'x'.repeat(10_000) })).toEqual({ error: 'too-large' });
    expect(await emitAck(sender, 'presence-update', { teamtreeId: tree, marker: 'after' })).toEqual({ ok: true });
    expect(await first).toMatchObject({ marker: 'after' });
    await treeFence(tree, [other]);
    expect(seen.filter(([name]) => name === 'presence-changed')).toHaveLength(1);
    expect(sender.connected).toBe(true);
  });

  it('takes a presence of exactly 2 KiB as JSON and refuses one byte more', async () => {
    const { tree, senders } = await room();
    const overhead = JSON.stringify({ teamtreeId: tree, blob: '' }).length;
    const sized = (bytes: number) => ({ teamtreeId: tree, blob: 'x'.repeat(bytes - overhead) });
    expect(await emitAck(senders[0], 'presence-update', sized(2048))).toEqual({ ok: true });
    expect(await emitAck(senders[0], 'presence-update', sized(2049))).toEqual({ error: 'too-large' });
  });
});

describe('one relay budget per user', () => {
  it('shares 40 relays in a burst between the sockets of a user, for presence-update and teamtree-change alike', async () => {
    // A user of their own: the owner's budget may still be spent from the tests before (it stays
    // with the user for 2 s after their last socket left), and this burst counts from a full one.
    const { tree, senders, other } = await room(2, await registerUser(api, { firstName: 'Bea', lastName: 'Burst' }));
    const seen = record(other);
    // 35 events on each socket: each stays under its own flood limit (40 with the join), together they pass the user's budget.
    const sent: Array<Promise<AckAnswer>> = [];
    for (let i = 0; i < 35; i++) {
      sent.push(emitAck(senders[0], 'presence-update', { teamtreeId: tree, n: i }));
      sent.push(emitAck(senders[1], 'teamtree-change', { teamtreeId: tree, timestamp: i }));
    }
    const acks = await Promise.all(sent);
    const relayed = acks.filter((a) => 'ok' in a).length;
    const limited = acks.filter((a) => 'error' in a);
    expect(relayed).toBeGreaterThanOrEqual(40);
    expect(limited.length).toBeGreaterThan(0);
    expect(new Set(limited.map((a) => ('error' in a ? a.error : '')))).toEqual(new Set(['rate-limited']));
    await treeFence(tree, [other]);
    const relays = seen.filter(([name, e]) => name === 'presence-changed' || e.type === 'teamtree-change');
    expect(relays).toHaveLength(relayed);
    expect(senders.every((s) => s.connected)).toBe(true);
    // The member's own budget is untouched.
    expect(await emitAck(other, 'presence-update', { teamtreeId: tree })).toEqual({ ok: true });
  });
});

describe('who a presence comes from', () => {
  it('relays the server userId and name of the sender, never what the client wrote', async () => {
    const tree = await seedTree(backend.server.context.db, owner.id, [{ userId: member.id }]);
    const [ownerSocket, memberSocket] = [await connect(backend.url, owner.access), await connect(backend.url, member.access)];
    for (const s of [ownerSocket, memberSocket]) await join(s, tree);
    const arrival = nextEvent(ownerSocket, 'presence-changed');
    expect(await emitAck(memberSocket, 'presence-update', { teamtreeId: tree, name: 'Olga Owner', userId: owner.id, selectedProfileId: 'p1' })).toEqual({ ok: true });
    expect(await arrival).toEqual({ teamtreeId: tree, userId: member.id, name: 'Max Member', selectedProfileId: 'p1' });
  });
});
