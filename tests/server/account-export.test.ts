import { beforeAll, describe, expect, it } from 'vitest';
import { accountExport, type AccountExport } from '../../shared/schemas/account-export';
import { registerUser, type TestUser } from '../support/accounts';
import { DESKTOP, login } from '../support/sessions';
import { allowCodeAgain, codeOf, turnOnTwoFactor, type TwoFactorOn } from '../support/two-factor';
import { useTestServer } from '../support/use-test-server';
import { addMember, createTree, rootOf, shareTokenOf, TODAY } from './trees-fixtures';

/** `GET /api/auth/export`: the caller's data as one JSON document (GDPR Art. 20). */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;

let owner: TestUser;
let twoFactor: TwoFactorOn;
let desktopRefresh: string;
const trees = {} as { big: string; small: string; foreign: string; requested: string };
let foreignOwner: TestUser;

async function addPartner(treeId: string, parentId: string, body: Record<string, unknown>): Promise<string> {
  const res = await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId, billDate: TODAY, ...body }, { token: owner.access });
  if (res.status !== 201) throw new Error(`profile: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.profile.id;
}

const statusOf = async (treeId: string, access: string) => (await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: access })).body;

async function exportOf(access: string): Promise<{ document: AccountExport; raw: string; disposition: string | null }> {
  const res = await api.get('/api/auth/export', { token: access });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { document: accountExport.strict().parse(res.body), raw: JSON.stringify(res.body), disposition: res.headers.get('content-disposition') };
}

beforeAll(async () => {
  owner = await registerUser(api, { firstName: 'Olga', lastName: 'Owner' });
  foreignOwner = await registerUser(api, { firstName: 'Fritz', lastName: 'Fremd' });
  trees.big = await createTree(api, owner.access, { name: 'Big team', categories: [{ name: 'Level', value: 'Gold' }] });
  trees.small = await createTree(api, owner.access, { name: 'Small team' });
  const root = await rootOf(db(), trees.big);
  const anna = await addPartner(trees.big, root, {
    name: 'Anna Private',
    phone: '+49 15123456789',
    birthday: '1990-04-01',
    reminders: [{ text: 'Call about the order', dueDate: '2026-02-01', dueTime: '09:30' }],
    categories: [{ name: 'Level', value: 'Silver' }],
  });
  await addPartner(trees.big, anna, { name: 'Bernd Downline', phone: '+43 6601234567' });
  // A member of someone else's tree, and a pending request to join a third.
  trees.foreign = await createTree(api, foreignOwner.access, { name: 'Fremdes Team' });
  await addMember(db(), trees.foreign, owner.id, 'READ');
  trees.requested = await createTree(api, foreignOwner.access, { name: 'Requested team' });
  await shareTokenOf(api, foreignOwner.access, trees.requested);
  await db()('join_requests').insert({ id: crypto.randomUUID(), teamtree_id: trees.requested, user_id: owner.id, status: 'PENDING' });
  // Settings, a second session on the desktop, two-step sign-in.
  await api.post('/api/user/settings', { settings: { __v: 1, value: { teamlist: { visibleCols: ['name', 'phone'] } } } }, { token: owner.access });
  await api.put('/api/user/digest', { enabled: true, timeZone: 'Europe/Berlin' }, { token: owner.access });
  // Turning two-step sign-in on ends every other session: the desktop signs in after it, with a code.
  twoFactor = await turnOnTwoFactor(api, owner.access, owner.password);
  await allowCodeAgain(db(), owner.id);
  const { mfaToken } = (await login(api, { email: owner.email, password: owner.password, stay: true }, DESKTOP)).body;
  desktopRefresh = (await api.post('/api/auth/login/2fa', { mfaToken, code: await codeOf(twoFactor.secret) }, { headers: DESKTOP })).body.refresh;
});

describe('GET /api/auth/export', () => {
  it('is a download named teamtree-export-<date>.json', async () => {
    const { document, disposition } = await exportOf(owner.access);
    expect(disposition).toBe(`attachment; filename="teamtree-export-${document.exportedAt.slice(0, 10)}.json"`);
    expect(document).toMatchObject({ format: 'teamtree-export', version: 1 });
  });

  it('holds the account, settings and sessions', async () => {
    const { document } = await exportOf(owner.access);
    expect(document.account).toMatchObject({
      id: owner.id,
      email: owner.email,
      firstName: 'Olga',
      lastName: 'Owner',
      phone: '+49 15112345678',
      company: 'Acme Network',
      country: 'Germany',
      hasPassword: true,
      signsInWithGoogle: false,
      twoFactor: true,
    });
    expect(document.settings.app.value.teamlist.visibleCols).toEqual(['name', 'phone']);
    expect(document.settings.digest).toEqual({ enabled: true, timeZone: 'Europe/Berlin' });
    expect(document.sessions.map((session) => session.client).sort()).toEqual(['desktop', 'web']);
    expect(document.sessions.filter((session) => session.current)).toHaveLength(1);
  });

  it('holds every membership and the own join requests', async () => {
    const { document } = await exportOf(owner.access);
    const byTree = new Map(document.memberships.map((membership) => [membership.teamtreeId, membership]));
    expect(byTree.get(trees.big)).toMatchObject({ teamtreeName: 'Big team', permission: 'OWNER', ownerName: 'Olga Owner' });
    expect(byTree.get(trees.small)).toMatchObject({ permission: 'OWNER' });
    expect(byTree.get(trees.foreign)).toMatchObject({ teamtreeName: 'Fremdes Team', permission: 'READ', ownerName: 'Fritz Fremd' });
    expect(byTree.has(trees.requested)).toBe(false);
    expect(document.joinRequests).toEqual([expect.objectContaining({ teamtreeId: trees.requested, teamtreeName: 'Requested team', status: 'PENDING', decidedAt: null })]);
  });

  it('holds every owned tree whole: its profiles exactly as the status answer shows them, categories, members and settings; no foreign tree', async () => {
    const { document } = await exportOf(owner.access);
    expect(document.ownedTrees.map((tree) => tree.id)).toEqual([trees.big, trees.small]);
    for (const exported of document.ownedTrees) {
      const status = await statusOf(exported.id, owner.access);
      expect(exported.profiles).toEqual(status.teamtree.profiles);
      expect(exported.categories).toEqual(status.teamtree.categories);
      expect(exported.settings).toEqual(status.teamtree.settings);
      expect(exported.name).toBe(status.teamtree.name);
    }
    const big = document.ownedTrees[0];
    expect(big.profiles.map((profile) => profile.name).sort()).toEqual(['Anna Private', 'Bernd Downline', 'Big team']);
    expect(big.profiles.find((profile) => profile.name === 'Anna Private')).toMatchObject({ phone: '+49 15123456789', birthday: '1990-04-01' });
    expect(big.members.map((member) => member.userId)).toEqual([owner.id]);
  });

  it('holds each owned tree’s back-office figures month by month, oldest first, and its rank plan', async () => {
    const big = (await exportOf(owner.access)).document.ownedTrees[0];
    expect(big.figures).toEqual([]);
    expect(big.rankPlan).toBeNull();
    const anna = big.profiles.find((profile) => profile.name === 'Anna Private')!.id;
    for (const period of ['2026-02', '2026-01']) expect((await api.put('/api/teamtree/figures', { teamtreeId: trees.big, period, rows: [{ profileId: anna, pv: 12.5, rank: 'Gold' }] }, { token: owner.access })).status).toBe(200);
    const ranks = [{ name: 'Gold', minPv: 100, minTeamVolume: 1000, maxLegShare: 0.5 }];
    expect((await api.put('/api/teamtree/rank-plan', { teamtreeId: trees.big, ranks }, { token: owner.access })).status).toBe(200);
    const again = (await exportOf(owner.access)).document.ownedTrees[0];
    const row = { profileId: anna, pv: 12.5, gv: null, rank: 'Gold', paidRank: null, autoship: null, lastOrder: null };
    expect(again.figures).toEqual([
      { period: '2026-01', rows: [row] },
      { period: '2026-02', rows: [row] },
    ]);
    expect(again.rankPlan).toEqual(ranks);
  });

  it('holds no password hash, two-step secret, recovery code, credential or share token', async () => {
    const { raw } = await exportOf(owner.access);
    const user = await db()('users').where({ id: owner.id }).first('password_hash');
    const forbidden = [
      user.password_hash,
      owner.password,
      twoFactor.secret,
      (await db()('two_factor').where({ user_id: owner.id }).first('secret')).secret,
      ...twoFactor.recoveryCodes,
      ...(await db()('recovery_codes').where({ user_id: owner.id }).pluck('code_hash')),
      owner.refreshCookie!,
      desktopRefresh,
      ...(await db()('refresh_tokens as t').join('refresh_families as f', 'f.id', 't.family_id').where('f.user_id', owner.id).pluck('t.token_hash')),
      ...(await db()('share_links').pluck('token')),
    ];
    expect(forbidden.length).toBeGreaterThan(10);
    for (const secret of forbidden) expect(raw.includes(secret), secret.slice(0, 12)).toBe(false);
    expect(raw).not.toMatch(/password_?hash|passwordHash|google_?sub/i);
  });

  it('shows another user only their own data', async () => {
    const { document } = await exportOf(foreignOwner.access);
    expect(document.account.id).toBe(foreignOwner.id);
    expect(document.ownedTrees.map((tree) => tree.id).sort()).toEqual([trees.foreign, trees.requested].sort());
    expect(document.joinRequests).toEqual([]);
    expect(JSON.stringify(document)).not.toContain('Anna Private');
  });

  it('needs a live session', async () => {
    expect((await api.get('/api/auth/export')).status).toBe(401);
  });
});
