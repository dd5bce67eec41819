import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NEW_OWNER_NOT_MEMBER, NOT_YOUR_TREE, SIGN_IN_AGAIN_TO_DELETE, TRANSFER_TWICE } from '../../shared/schemas/account-deletion';
import { TREE_DELETED } from '../../shared/schemas/realtime';
import { loadTreeProfiles } from '../../server/profiles/tree-profiles';
import { treeCacheOf } from '../../server/profiles/tree-cache';
import { seedLargeTree } from '../bench/seed-large-tree';
import { closeAll, connect, disconnected, join, nextEvent, type ClientSocket } from '../realtime/socket-helpers';
import { linkIn } from '../support/mailbox';
import { registerUser, registration, type TestUser } from '../support/accounts';
import { cookieAttributes, refreshSetCookie, refreshWithCookie } from '../support/sessions';
import { turnOnTwoFactor } from '../support/two-factor';
import { useMailServer } from './mail-fixtures';
import { addMember, createTree, rootOf } from './trees-fixtures';

/** `DELETE /api/auth/account`: the account goes, owned trees are handed to a member or deleted (GDPR Art. 17). */

const mail = useMailServer();
const { backend, api } = mail;
const db = () => backend.server.context.db;

afterEach(() => closeAll());

const deleteAccount = (access: string, body: Record<string, unknown>) => api.request('DELETE', '/api/auth/account', body, { token: access });
const statusOf = (treeId: string, access: string) => api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: access });
const updateOf = (socket: ClientSocket, type: string, teamtreeId: string) =>
  nextEvent(socket, 'teamtree-update', (event) => event.type === type && event.teamtreeId === teamtreeId);

async function addPartner(treeId: string, access: string, body: Record<string, unknown>): Promise<string> {
  const res = await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId: await rootOf(db(), treeId), billDate: '2026-01-15', ...body }, { token: access });
  if (res.status !== 201) throw new Error(`profile: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.profile.id;
}

/** What a tree holds for its members, without what a version bump or a gone tag creator changes. */
const contentOf = (profiles: Record<string, unknown>[]) =>
  profiles.map(({ version: _v, updatedAt: _u, categoryData: _c, ...rest }) => rest).sort((a, b) => String(a.id).localeCompare(String(b.id)));

/** Rows of every table that hangs on a user. */
async function rowsOfUser(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const tables = ['refresh_families', 'memberships', 'join_requests', 'user_settings', 'two_factor', 'recovery_codes', 'account_tokens', 'idempotency_keys'];
  for (const table of tables) counts[table] = Number((await db()(table).where({ user_id: userId }).count({ n: '*' }).first())!.n);
  counts.users = Number((await db()('users').where({ id: userId }).count({ n: '*' }).first())!.n);
  counts.teamtrees = Number((await db()('teamtrees').where({ owner_id: userId }).count({ n: '*' }).first())!.n);
  return counts;
}

async function rowsOfTree(treeId: string, trashIds: string[]): Promise<number[]> {
  const count = async (table: string, where: (q: any) => any) => Number((await where(db()(table)).count({ n: '*' }).first()).n);
  return [
    await count('teamtrees', (q) => q.where({ id: treeId })),
    await count('profiles', (q) => q.where({ teamtree_id: treeId })),
    await count('memberships', (q) => q.where({ teamtree_id: treeId })),
    await count('categories', (q) => q.where({ teamtree_id: treeId })),
    await count('profile_history', (q) => q.where({ teamtree_id: treeId })),
    await count('trash_items', (q) => q.where({ teamtree_id: treeId })),
    await count('trash_profiles', (q) => q.whereIn('trash_id', trashIds)),
    await count('trash_tags', (q) => q.whereIn('trash_id', trashIds)),
  ];
}

describe('DELETE /api/auth/account', () => {
  let owner: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let eve: TestUser;
  const trees = {} as { kept: string; gone: string; foreign: string };
  let trashIds: string[];

  beforeAll(async () => {
    [owner, bob, carol, eve] = await Promise.all(['Olga', 'Bob', 'Carol', 'Eve'].map((firstName) => registerUser(api, { firstName })));
    trees.kept = await createTree(api, owner.access, { name: 'Kept team', categories: [{ name: 'Level', value: 'Gold' }] });
    trees.gone = await createTree(api, owner.access, { name: 'Gone team' });
    trees.foreign = await createTree(api, eve.access, { name: 'Eve team' });
    await addMember(db(), trees.kept, bob.id, 'EDIT');
    await addMember(db(), trees.kept, carol.id, 'READ');
    await addMember(db(), trees.gone, carol.id, 'MODERATOR');
    await addMember(db(), trees.foreign, owner.id, 'EDIT');
    await addPartner(trees.kept, owner.access, { name: 'Anna Kept', phone: '+49 15123456789', categories: [{ name: 'Level', value: 'Silver' }] });
    await addPartner(trees.kept, bob.access, { name: 'Bernd by Bob' });
    const doomed = await addPartner(trees.gone, owner.access, { name: 'Dora Gone', categories: [{ name: 'Team', value: 'North' }] });
    expect((await api.delete(`/api/teamtree/profile?id=${doomed}`, { token: owner.access })).status).toBe(200);
    await addPartner(trees.gone, owner.access, { name: 'Emil Gone' });
    trashIds = (await db()('trash_items').where({ teamtree_id: trees.gone }).select('id')).map((row: { id: string }) => row.id);
    expect(trashIds).toHaveLength(1);
    await api.post('/api/user/settings', { settings: { __v: 1, value: { teamlist: { visibleCols: ['name'] } } } }, { token: owner.access });
    await turnOnTwoFactor(api, owner.access, owner.password);
  });

  it('refuses a wrong password, a tree not owned, a tree twice and a non-member, and changes nothing', async () => {
    const before = [await rowsOfUser(owner.id), await rowsOfTree(trees.kept, []), await rowsOfTree(trees.gone, trashIds)];
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ password: 'wrong password' }, 403, 'The password is wrong'],
      [{}, 403, 'The password is wrong'],
      [{ password: owner.password, transfers: [{ teamtreeId: trees.foreign, userId: eve.id }] }, 400, NOT_YOUR_TREE],
      [{ password: owner.password, transfers: [{ teamtreeId: trees.kept, userId: bob.id }, { teamtreeId: trees.kept, userId: carol.id }] }, 400, TRANSFER_TWICE],
      [{ password: owner.password, transfers: [{ teamtreeId: trees.kept, userId: eve.id }] }, 400, NEW_OWNER_NOT_MEMBER],
      [{ password: owner.password, transfers: [{ teamtreeId: trees.kept, userId: owner.id }] }, 400, NEW_OWNER_NOT_MEMBER],
      // The second transfer fails after the first was written: the transaction takes it back.
      [{ password: owner.password, transfers: [{ teamtreeId: trees.kept, userId: bob.id }, { teamtreeId: trees.gone, userId: eve.id }] }, 400, NEW_OWNER_NOT_MEMBER],
    ];
    for (const [body, status, error] of refusals) {
      const res = await deleteAccount(owner.access, body);
      expect([res.status, res.body]).toEqual([status, { error, ...(status === 400 ? { fields: { transfers: error }, code: 'validation' } : { code: 'password-wrong' }) }]);
    }
    expect([await rowsOfUser(owner.id), await rowsOfTree(trees.kept, []), await rowsOfTree(trees.gone, trashIds)]).toEqual(before);
    expect((await db()('teamtrees').where({ id: trees.kept }).first('owner_id')).owner_id).toBe(owner.id);
    expect((await api.get('/api/auth/me', { token: owner.access })).status).toBe(200);
  });

  it('hands one tree to a member with all its data, deletes the other for its members, and removes the account', async () => {
    const keptBefore = (await statusOf(trees.kept, bob.access)).body.teamtree.profiles;
    const historyBefore = (await api.get(`/api/teamtree/history?teamtreeId=${trees.kept}`, { token: bob.access })).body.entries;
    const ownerSocket = await connect(backend.url, owner.access);
    const ownerGone = disconnected(ownerSocket);
    const [bobSocket, carolSocket, eveSocket] = await Promise.all([bob, carol, eve].map((user) => connect(backend.url, user.access)));
    await join(carolSocket, trees.gone);
    const bobOwns = updateOf(bobSocket, 'membership-updated', trees.kept);
    const carolLoses = updateOf(carolSocket, 'membership-removed', trees.gone);
    const eveSeesLeave = updateOf(eveSocket, 'membership-removed', trees.foreign);
    const carolSeesOwner = updateOf(carolSocket, 'teamtree-renamed', trees.kept);
    const mailToBob = mail.mailbox.nextMail(bob.email, /You are now the owner of a TeamTree/);

    const res = await deleteAccount(owner.access, { password: owner.password, transfers: [{ teamtreeId: trees.kept, userId: bob.id }] });
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    expect(cookieAttributes(refreshSetCookie(res.headers)!).get('max-age')).toBe('0');

    // The account and its sessions are gone at once.
    expect(await ownerGone).toBe('io server disconnect');
    expect((await api.get('/api/auth/me', { token: owner.access })).status).toBe(401);
    expect((await refreshWithCookie(api, owner.refreshCookie!)).status).toBe(401);
    expect(await rowsOfUser(owner.id)).toEqual({
      refresh_families: 0, memberships: 0, join_requests: 0, user_settings: 0, two_factor: 0, recovery_codes: 0, account_tokens: 0, idempotency_keys: 0, users: 0, teamtrees: 0,
    });

    // The handed tree: Bob owns it, with every partner and its history; the owner's entries name no user.
    expect(await bobOwns).toMatchObject({ affectedUserId: bob.id, data: { userId: bob.id, permission: 'OWNER' } });
    expect(await carolSeesOwner).toMatchObject({ data: { id: trees.kept, name: 'Kept team' } });
    const kept = await statusOf(trees.kept, bob.access);
    expect(kept.status).toBe(200);
    expect(contentOf(kept.body.teamtree.profiles)).toEqual(contentOf(keptBefore));
    expect(kept.body.teamtree.profiles.flatMap((p: any) => p.categoryData.tags.map((t: any) => t.createdById))).not.toContain(owner.id);
    expect((await db()('teamtrees').where({ id: trees.kept }).first('owner_id')).owner_id).toBe(bob.id);
    expect((await api.put('/api/teamtree/name', { teamtreeId: trees.kept, name: 'Bob team' }, { token: bob.access })).status).toBe(200);
    const share = (await api.get(`/api/teamtree/share?teamtreeId=${trees.kept}`, { token: bob.access })).body;
    expect(share.members.map((m: any) => [m.userId, m.permission])).toEqual([[bob.id, 'OWNER'], [carol.id, 'READ']]);
    const history = (await api.get(`/api/teamtree/history?teamtreeId=${trees.kept}`, { token: bob.access })).body.entries;
    const byId = new Map(history.map((entry: any) => [entry.id, entry]));
    for (const entry of historyBefore) {
      expect(byId.get(entry.id)).toMatchObject({ action: entry.action, profileName: entry.profileName, user: entry.user?.id === owner.id ? null : entry.user });
    }

    // Bob is told by mail, with a link to the tree and nothing anyone typed.
    const handed = await mailToBob;
    expect(linkIn(handed, `${backend.url}/teamtree?teamtreeId=`).searchParams.get('teamtreeId')).toBe(trees.kept);
    expect(handed.text).not.toContain('Kept team');
    expect(handed.text).not.toContain('Olga');

    // The other tree is gone with everything in it; its members are told it was deleted.
    expect(await carolLoses).toMatchObject({ affectedUserId: carol.id, data: { userId: carol.id, reason: TREE_DELETED } });
    expect((await statusOf(trees.gone, carol.access)).status).toBe(404);
    expect(await rowsOfTree(trees.gone, trashIds)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await api.get('/api/teamtree/status', { token: carol.access })).body.teamtrees.map((t: any) => t.id)).toEqual([trees.kept]);

    // A tree the user was a member of stays; its owner is told the member left.
    expect(await eveSeesLeave).toMatchObject({ affectedUserId: owner.id, data: { userId: owner.id, teamtreeId: trees.foreign } });
    expect((await statusOf(trees.foreign, eve.access)).status).toBe(200);

    // The email registers anew: a new account, nothing of the old one.
    const again = await api.post('/api/auth/register', registration({ email: owner.email }));
    expect(again.status).toBe(201);
    expect((await api.get('/api/teamtree/status', { token: again.body.access })).body.teamtrees).toEqual([]);
  });
});

describe('DELETE /api/auth/account without transfers', () => {
  it('deletes every owned tree; its members lose it', async () => {
    const [owner, member] = await Promise.all([registerUser(api), registerUser(api)]);
    const treeA = await createTree(api, owner.access, { name: 'First' });
    const treeB = await createTree(api, owner.access, { name: 'Second' });
    for (const tree of [treeA, treeB]) await addMember(db(), tree, member.id, 'EDIT');
    const socket = await connect(backend.url, member.access);
    const losses = [updateOf(socket, 'membership-removed', treeA), updateOf(socket, 'membership-removed', treeB)];

    expect((await deleteAccount(owner.access, { password: owner.password })).status).toBe(200);
    for (const loss of await Promise.all(losses)) expect(loss.data).toMatchObject({ userId: member.id, reason: TREE_DELETED });
    expect((await api.get('/api/teamtree/status', { token: member.access })).body.teamtrees).toEqual([]);
    expect(await db()('teamtrees').whereIn('id', [treeA, treeB])).toEqual([]);
  });
});

describe('a Google-only account (no password)', () => {
  it('needs a sign-in within the last 10 minutes, then no password', async () => {
    const user = await registerUser(api);
    await db()('users').where({ id: user.id }).update({ password_hash: null });
    await db()('refresh_families').where({ user_id: user.id }).update({ created_at: new Date(Date.now() - 11 * 60_000) });
    const stale = await deleteAccount(user.access, {});
    expect([stale.status, stale.body]).toEqual([403, { error: SIGN_IN_AGAIN_TO_DELETE, code: 'sign-in-again' }]);
    expect((await rowsOfUser(user.id)).users).toBe(1);

    await db()('refresh_families').where({ user_id: user.id }).update({ created_at: new Date() });
    expect((await deleteAccount(user.access, {})).status).toBe(200);
    expect((await rowsOfUser(user.id)).users).toBe(0);
  });
});

describe('a handed tree in the tree cache', () => {
  it("answers the tags without the deleted creator at once (the tagged partners' versions rise)", async () => {
    const [owner, heir] = await Promise.all([registerUser(api), registerUser(api)]);
    await db()('users').where({ id: owner.id }).update({ plan: 'ELITE_ANNUAL' });
    const { teamtreeId } = await seedLargeTree(db(), owner.id, 600);
    await addMember(db(), teamtreeId, heir.id, 'EDIT');
    // Categories made by the heir: only the tags name the deleted user.
    await db()('categories').where({ teamtree_id: teamtreeId }).update({ created_by_id: heir.id });
    const before = (await statusOf(teamtreeId, heir.access)).body.teamtree.profiles;
    expect(treeCacheOf(db()).size).toBeGreaterThan(0);
    const tagged = new Set(before.filter((p: any) => p.categoryData.tags.some((t: any) => t.createdById === owner.id)).map((p: any) => p.id));
    expect(tagged.size).toBeGreaterThan(0);
    expect(tagged.size).toBeLessThan(before.length);
    const entries = async () => Number((await db()('profile_history').where({ teamtree_id: teamtreeId }).count({ n: '*' }).first())!.n);
    const entriesBefore = await entries();

    expect((await deleteAccount(owner.access, { password: owner.password, transfers: [{ teamtreeId, userId: heir.id }] })).status).toBe(200);
    const after = (await statusOf(teamtreeId, heir.access)).body.teamtree.profiles;
    expect(after).toEqual(await db().transaction((trx) => loadTreeProfiles(trx, teamtreeId)));
    expect(after.flatMap((p: any) => p.categoryData.tags.map((t: any) => t.createdById))).toEqual(expect.not.arrayContaining([owner.id]));
    expect(contentOf(after)).toEqual(contentOf(before));
    // Exactly the tagged partners rise one version, with one stamp after the tree's latest change, and no history entry is written.
    const versionBefore = new Map<string, number>(before.map((p: any) => [p.id, p.version]));
    expect(after.map((p: any) => p.version - versionBefore.get(p.id)!)).toEqual(after.map((p: any) => (tagged.has(p.id) ? 1 : 0)));
    const stamps = new Set<string>(after.filter((p: any) => tagged.has(p.id)).map((p: any) => p.updatedAt));
    const latestBefore: string = before.map((p: any) => p.updatedAt).sort().at(-1);
    expect([stamps.size, [...stamps][0] > latestBefore]).toEqual([1, true]);
    expect(await entries()).toBe(entriesBefore);
  });
});
