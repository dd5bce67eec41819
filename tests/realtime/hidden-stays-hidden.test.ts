import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeHooks } from '../../server/realtime/attach';
import { FLOOD_LIMITS, type AckAnswer } from '../../shared/schemas/realtime';
import type { RealtimeHub } from '../../server/realtime/hub';
import { registerUser, type TestUser } from '../support/accounts';
import { startTestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { addMember, createTree, membershipIdOf, rootOf } from '../server/trees-fixtures';
import { closeAll, connect, emitAck, join, nextEvent, record, settle, type ClientSocket } from './socket-helpers';

/**
 * Hidden stays hidden, at every moment (API.md additions of 2026-12-07, docs/privacy.md "What
 * READ members see"): a READ member's socket gets no value the tree hides from READ members,
 * not while it joins and leaves the tree's room, not in the moment its member is demoted to
 * READ, not on `profile-add` nor `history-entry`; a removed member's socket gets no profile data
 * once the removal committed. Real sockets, the real server, either database (TEST_DB).
 *
 * Every hidden value the tests write is a phone that contains SECRET: a received event that
 * contains it is a leak.
 */

const hooks: RealtimeHooks = {};
const backend = useTestServer({}, (env) => startTestServer(env, { realtime: { hooks } }));
const { api } = backend;
let owner: TestUser;
let editor: TestUser;
let reader: TestUser;
let member: TestUser;

beforeAll(async () => {
  [owner, editor, reader, member] = await Promise.all([
    registerUser(api, { firstName: 'Olga', lastName: 'Owner' }),
    registerUser(api, { firstName: 'Ed', lastName: 'Editor' }),
    registerUser(api, { firstName: 'Rita', lastName: 'Reader' }),
    registerUser(api, { firstName: 'Max', lastName: 'Member' }),
  ]);
});
afterEach(() => {
  closeAll();
  hooks.afterMembershipCheck = undefined;
});

const SECRET = '17055';
/** Two events (a join and a leave) per pause stay within the flood limit of 20 a second. */
const FLOOD_PAUSE_MS = 1000 / (FLOOD_LIMITS.eventsPerSecond / 2) + 20;
let written = 0;
const secretPhone = () => `+49 ${SECRET}${String(++written).padStart(5, '0')}`;

type Seen = Array<[string, any]>;
/** The received events that carry a hidden value. */
const leaks = (seen: Seen) => seen.filter(([, payload]) => JSON.stringify(payload).includes(SECRET));
const profileEvents = (seen: Seen) => seen.filter(([name, e]) => name === 'history-entry' || (name === 'teamtree-update' && e.type?.startsWith('profile-')));

interface PrivateTree {
  tree: string;
  partner: string;
  /** The owner's socket in the room: it sees everything, in the order sent. */
  watcher: ClientSocket;
}

/**
 * A tree of its own that hides phones, birthdays and reminders from READ members: the editor
 * (EDIT), the reader (READ) and `member` with `memberPermission`; a partner profile; the owner's
 * socket in the room.
 */
async function privateTree(memberPermission: 'EDIT' | 'READ' = 'EDIT'): Promise<PrivateTree> {
  const tree = await createTree(api, owner.access, { name: 'Hidden Root', phone: '' });
  const db = backend.server.context.db;
  await addMember(db, tree, editor.id, 'EDIT');
  await addMember(db, tree, reader.id, 'READ');
  await addMember(db, tree, member.id, memberPermission);
  const added = await api.post('/api/teamtree/profile', { teamtreeId: tree, parentId: await rootOf(db, tree), name: 'Paula Partner', phone: '', billDate: '2026-01-15' }, { token: editor.access });
  expect(added.status).toBe(201);
  expect((await api.put('/api/teamtree/privacy', { teamtreeId: tree, hideFromRead: ['phone', 'birthday', 'reminders'] }, { token: owner.access })).status).toBe(200);
  return { tree, partner: added.body.profile.id, watcher: await joined(owner, tree) };
}

async function joined(user: TestUser, tree: string): Promise<ClientSocket> {
  const socket = await connect(backend.url, user.access);
  await join(socket, tree);
  return socket;
}

/** The editor writes a hidden phone to the partner and waits until the watcher has its `history-entry` (the last event of a change). */
async function writePhone(t: PrivateTree): Promise<string> {
  const phone = secretPhone();
  const entry = nextEvent(t.watcher, 'history-entry', (e) => JSON.stringify(e.entry.changes).includes(phone));
  const res = await api.put('/api/teamtree/profile', { id: t.partner, phone }, { token: editor.access });
  expect(res.status).toBe(200);
  await entry;
  return phone;
}

/** Everything sent to these sockets so far has arrived. */
const quiet = (sockets: ClientSocket[]) => settle(backend.server.context.hub, [owner.id, editor.id, reader.id, member.id], sockets);

/** Counts the watcher's `profile-update` events; `reached(n)` resolves once it has seen n. */
function countUpdates(watcher: ClientSocket) {
  let count = 0;
  const waiting: Array<{ n: number; resolve: () => void }> = [];
  watcher.on('teamtree-update', (e: { type: string }) => {
    if (e.type !== 'profile-update') return;
    count++;
    for (const w of waiting.filter((w) => w.n <= count)) w.resolve();
  });
  return {
    reached: (n: number) => (n <= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n, resolve }))),
  };
}

/**
 * Runs `during` for a change that narrows what `userId` may see, after the change committed and
 * before the member's sockets are settled by it (server/trees/members.ts calls the hub's
 * `restrictMember` before the commit and its answer after); undone by the answer.
 */
function betweenCommitAndSettle(userId: string, during: () => Promise<void>): () => void {
  const context = backend.server.context;
  const real: RealtimeHub = context.hub;
  context.hub = {
    ...real,
    restrictMember: async (user, teamtreeId, level) => {
      const settle = await real.restrictMember(user, teamtreeId, level);
      if (user !== userId) return settle;
      return async () => {
        await during();
        await settle();
      };
    },
  };
  return () => void (context.hub = real);
}

/**
 * `member`'s socket in the room; `change` (answered 200) narrows what they see, and a phone
 * change commits and goes out after it committed, before it settled their sockets. Answers what
 * that socket got.
 */
async function changedBetweenCommitAndSettle(t: PrivateTree, change: () => Promise<{ status: number }>): Promise<Seen> {
  const socket = await joined(member, t.tree);
  const seen = record(socket);
  let between: string | null = null;
  const restore = betweenCommitAndSettle(member.id, async () => void (between = await writePhone(t)));
  try {
    expect((await change()).status).toBe(200);
  } finally {
    restore();
  }
  expect(between).not.toBeNull();
  await quiet([socket, t.watcher]);
  return seen;
}

async function permissionOf(tree: string, user: TestUser, permission: string) {
  const memberId = await membershipIdOf(backend.server.context.db, tree, user.id);
  return api.put('/api/teamtree/share', { memberId, permission }, { token: owner.access });
}

async function removal(tree: string, user: TestUser) {
  const memberId = await membershipIdOf(backend.server.context.db, tree, user.id);
  return api.delete(`/api/teamtree/share?memberId=${memberId}`, { token: owner.access });
}

/** Starts the socket's join and holds it right after its membership read; `go` lets it go on. */
async function heldJoin(socket: ClientSocket, user: TestUser, tree: string): Promise<{ answer: Promise<AckAnswer>; go: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    hooks.afterMembershipCheck = (userId, teamtreeId) => {
      if (userId !== user.id || teamtreeId !== tree) return;
      hooks.afterMembershipCheck = undefined;
      resolve();
      return new Promise<void>((go) => (release = go));
    };
  });
  const answer = emitAck(socket, 'join-teamtree', tree);
  await held;
  return { answer, go: () => release() };
}

/** 30 phone changes one after the other; `change` (answered 200) once the fifth has gone out. */
async function duringStream(t: PrivateTree, change: () => Promise<{ status: number }>): Promise<void> {
  const updates = countUpdates(t.watcher);
  const stream = (async () => {
    for (let i = 0; i < 30; i++) await writePhone(t);
  })();
  await updates.reached(5);
  expect((await change()).status).toBe(200);
  await stream;
}

describe('a READ member joining and leaving', () => {
  it('10 sockets that join and leave in a loop while an EDIT member writes 60 phones: no hidden value on any event', async () => {
    const t = await privateTree();
    const sockets = await Promise.all(Array.from({ length: 10 }, () => connect(backend.url, reader.access)));
    const seen = sockets.map(record);
    const UPDATES = 60;
    let writing = true;
    // Each socket joins and leaves for as long as the phones are written. The pause between two
    // rounds only keeps a socket within the flood limit (20 events a second): every assertion
    // waits for events.
    const loops = sockets.map(async (socket) => {
      while (writing) {
        expect(await emitAck(socket, 'join-teamtree', t.tree)).toEqual({ ok: true });
        expect(await emitAck(socket, 'leave-teamtree', t.tree)).toEqual({ ok: true });
        await new Promise((resolve) => setTimeout(resolve, FLOOD_PAUSE_MS));
      }
    });
    for (let i = 0; i < UPDATES; i++) await writePhone(t);
    writing = false;
    await Promise.all(loops);
    await quiet([...sockets, t.watcher]);
    expect(leaks(seen.flat())).toEqual([]);

    // A socket that stays gets the changes, masked.
    await join(sockets[0], t.tree);
    const masked = nextEvent(sockets[0], 'teamtree-update', (e) => e.type === 'profile-update');
    await writePhone(t);
    expect((await masked).data).toMatchObject({ id: t.partner, name: 'Paula Partner', phone: '' });
  });

  it('a socket entering the room gets an event sent at that moment masked (its permission known before it entered)', async () => {
    const t = await privateTree();
    const db = backend.server.context.db;
    const socket = await connect(backend.url, reader.access);
    const seen = record(socket);
    const phone = secretPhone();
    const full = { type: 'profile-update', teamtreeId: t.tree, profileId: t.partner, data: { id: t.partner, teamtreeId: t.tree, name: 'Paula Partner', phone, version: 9 } };
    const masked = { ...full, data: { ...full.data, phone: '' } };
    const { answer, go } = await heldJoin(socket, reader, t.tree);
    // The join has read the membership. Nothing about memberships can be read until the test's
    // transaction ends; the join goes on, and the event goes out while it is in the room.
    const trx = await db.transaction();
    try {
      await trx.raw('LOCK TABLE memberships IN ACCESS EXCLUSIVE MODE');
      go();
      await new Promise((resolve) => setImmediate(resolve));
      backend.server.context.hub.toTree(t.tree, full as never, masked as never);
    } finally {
      await trx.commit();
    }
    expect(await answer).toEqual({ ok: true });
    await quiet([socket]);
    expect(leaks(seen)).toEqual([]);
    expect(profileEvents(seen).map(([, e]) => e.data.phone)).toEqual(['']);
  });

  it('profile-add and its history-entry come masked to READ members, as they are to EDIT members', async () => {
    const t = await privateTree();
    const [readerSocket, editorSocket] = await Promise.all([joined(reader, t.tree), joined(editor, t.tree)]);
    const phone = secretPhone();
    const isAdd = (e: { type: string; data: { name?: string } }) => e.type === 'profile-add' && e.data.name === 'Nina New';
    const isEntry = (e: { entry: { profileName: string; action: string } }) => e.entry.profileName === 'Nina New';
    const events = [nextEvent(readerSocket, 'teamtree-update', isAdd), nextEvent(editorSocket, 'teamtree-update', isAdd)];
    const entries = [nextEvent(readerSocket, 'history-entry', isEntry), nextEvent(editorSocket, 'history-entry', isEntry)];
    const res = await api.post(
      '/api/teamtree/profile',
      { teamtreeId: t.tree, parentId: t.partner, name: 'Nina New', phone, birthday: '1992-03-04', billDate: '2026-01-15', reminders: [{ text: 'Call back', done: false }] },
      { token: editor.access },
    );
    expect(res.status).toBe(201);
    const [readerAdd, editorAdd] = await Promise.all(events);
    expect(readerAdd.data).toMatchObject({ name: 'Nina New', phone: '', birthday: null, reminders: [] });
    expect(editorAdd.data).toMatchObject({ name: 'Nina New', phone, birthday: '1992-03-04' });
    const [readerEntry, editorEntry] = await Promise.all(entries);
    expect([readerEntry.entry.action, editorEntry.entry.action]).toEqual(['create', 'create']);
    expect(JSON.stringify(readerEntry)).not.toMatch(new RegExp(`${SECRET}|1992|Call back`));
  });

  it('a join that read EDIT while the member was demoted to READ puts the socket among the READ members', async () => {
    const t = await privateTree('EDIT');
    const socket = await connect(backend.url, member.access);
    const seen = record(socket);
    const { answer, go } = await heldJoin(socket, member, t.tree);
    // The join has read EDIT and waits; the demotion commits and is answered meanwhile.
    expect((await permissionOf(t.tree, member, 'READ')).status).toBe(200);
    go();
    expect(await answer).toEqual({ ok: true });
    const update = nextEvent(socket, 'teamtree-update', (e) => e.type === 'profile-update');
    await writePhone(t);
    expect((await update).data).toMatchObject({ phone: '' });
    await quiet([socket, t.watcher]);
    expect(leaks(seen)).toEqual([]);
  });
});

describe('a member demoted to READ', () => {
  it('gets a change committed right after the demotion (before its sockets are settled) masked', async () => {
    const t = await privateTree('EDIT');
    const seen = await changedBetweenCommitAndSettle(t, () => permissionOf(t.tree, member, 'READ'));
    expect(leaks(seen)).toEqual([]);
    // It did get that change, masked.
    expect(profileEvents(seen).some(([name, e]) => name === 'teamtree-update' && e.data.phone === '')).toBe(true);
  });

  it('during a stream of phone changes: nothing unmasked after its membership-updated, the changes after it masked', async () => {
    const t = await privateTree('EDIT');
    const socket = await joined(member, t.tree);
    const seen = record(socket);
    await duringStream(t, () => permissionOf(t.tree, member, 'READ'));
    await quiet([socket, t.watcher]);
    const demoted = seen.findIndex(([name, e]) => name === 'teamtree-update' && e.type === 'membership-updated');
    expect(demoted).toBeGreaterThan(-1);
    const after = seen.slice(demoted + 1);
    expect(leaks(after)).toEqual([]);
    expect(profileEvents(after).length).toBeGreaterThan(0);
  });
});

describe('a removed member', () => {
  it('gets nothing of a change committed right after the removal, before its sockets are settled and evicted', async () => {
    const t = await privateTree('EDIT');
    const seen = await changedBetweenCommitAndSettle(t, () => removal(t.tree, member));
    expect(profileEvents(seen)).toEqual([]);
  });

  it('a READ member removed during a stream of phone changes: no hidden value, and no profile event after its membership-removed', async () => {
    const t = await privateTree('READ');
    const socket = await joined(member, t.tree);
    const seen = record(socket);
    await duringStream(t, () => removal(t.tree, member));
    await quiet([socket, t.watcher]);
    expect(leaks(seen)).toEqual([]);
    const removed = seen.findIndex(([name, e]) => name === 'teamtree-update' && e.type === 'membership-removed');
    expect(removed).toBeGreaterThan(-1);
    expect(profileEvents(seen.slice(removed + 1))).toEqual([]);
  });
});
