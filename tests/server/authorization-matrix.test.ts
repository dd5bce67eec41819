import crypto from 'node:crypto';
import type Router from '@koa/router';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '../../server/app';
import { storeAccountToken } from '../support/account-links';
import { registerUser, registration, uniqueEmail, type TestUser } from '../support/accounts';
import { accessClaims } from '../support/sessions';
import { allowCodeAgain, codeOf, turnOnTwoFactor } from '../support/two-factor';
import { useTestServer } from '../support/use-test-server';
import { addMember, addProfile, createTree, rootOf, TODAY } from './trees-fixtures';

/**
 * Every route of API.md against every caller: anonymous, a signed-in non-member (who owns a
 * tree of their own: a member of another tree, not a stranger to every tree), and members with
 * READ, EDIT, MODERATOR and OWNER permission, each on a fresh tree. A route of ROUTES
 * without a row fails, and so does a route the server serves that ROUTES does not name.
 */

const CALLERS = ['anonymous', 'nonMember', 'READ', 'EDIT', 'MODERATOR', 'OWNER'] as const;
type Caller = (typeof CALLERS)[number];
type Member = Exclude<Caller, 'anonymous' | 'nonMember'>;

/** The routes of API.md; a `?name=` suffix names a variant the same handler serves. */
const ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/metrics',
  'GET /api/config',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/complete-profile',
  'PUT /api/auth/language',
  'POST /api/auth/verify-email/send',
  'POST /api/auth/verify-email',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  'POST /api/auth/password/change',
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  'POST /api/auth/google/desktop',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/{id}',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/2fa/disable',
  'POST /api/auth/login/2fa',
  'GET /api/auth/export',
  'DELETE /api/auth/account',
  'GET /api/teamtree/status',
  'GET /api/teamtree/status?teamtreeId=',
  'GET /api/teamtree/status?teamtreeId=&since=',
  'POST /api/teamtree',
  'PUT /api/teamtree',
  'GET /api/teamtree/join-requests?teamtreeId=',
  'GET /api/teamtree/join-requests/{id}',
  'POST /api/teamtree/join-requests',
  'GET /api/teamtree/share?teamtreeId=',
  'POST /api/teamtree/share',
  'DELETE /api/teamtree/share/link?teamtreeId=',
  'PUT /api/teamtree/share',
  'DELETE /api/teamtree/share?memberId=',
  'GET /api/teamtree/join/{token}/info',
  'POST /api/teamtree/join/{token}',
  'PUT /api/teamtree/member',
  'PUT /api/teamtree/name',
  'PUT /api/teamtree/settings',
  'PUT /api/teamtree/privacy',
  'POST /api/teamtree/profile',
  'PUT /api/teamtree/profile',
  'DELETE /api/teamtree/profile?id=',
  'GET /api/teamtree/category',
  'POST /api/teamtree/category?profileId=',
  'PUT /api/teamtree/category/order',
  'GET /api/teamtree/activity?teamtreeId=&profileId=',
  'POST /api/teamtree/activity',
  'PUT /api/teamtree/activity',
  'DELETE /api/teamtree/activity?id=',
  'POST /api/teamtree/task',
  'PUT /api/teamtree/task',
  'DELETE /api/teamtree/task?id=',
  'GET /api/teamtree/tasks?teamtreeId=',
  'GET /api/tasks/due',
  'GET /api/team-care',
  'POST /api/team-care/done',
  'POST /api/team-care/snooze',
  'GET /api/teamtree/follow-up-summary?teamtreeId=',
  'GET /api/teamtree/import?teamtreeId=',
  'PUT /api/teamtree/figures',
  'GET /api/teamtree/figures?teamtreeId=&period=',
  'GET /api/teamtree/figures/periods?teamtreeId=',
  'GET /api/teamtree/figures/series?teamtreeId=&profileId=&from=&to=',
  'PUT /api/teamtree/rank-plan',
  'GET /api/teamtree/history?teamtreeId=',
  'POST /api/teamtree/history/undo',
  'GET /api/teamtree/trash?teamtreeId=',
  'POST /api/teamtree/trash/restore',
  'GET /api/teamtree/trash/restore-preview?teamtreeId=&id=',
  'POST /api/teamtree/import',
  'GET /api/user/settings',
  'POST /api/user/settings',
  'GET /api/user/digest',
  'PUT /api/user/digest',
  'GET /api/announcements?teamtreeId=',
  'POST /api/teamtree/announcement',
  'PUT /api/teamtree/announcement',
  'DELETE /api/teamtree/announcement?id=',
  'POST /api/announcement/read',
  'GET /api/announcement/readers?id=',
  'GET /api/mentions',
  'POST /api/mention/read',
  'GET /api/admin/users',
  'PUT /api/admin/users',
] as const;
type Route = (typeof ROUTES)[number];

interface Fixture {
  treeId: string;
  root: string;
  child: string;
  shareToken: string;
  /** A pending request of a user who is none of the callers. */
  requestId: string;
  membership: Record<Member | 'spare', string>;
}

interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** Replaces the caller's access token (e.g. a fresh session to log out). */
  token?: string;
}

type Expected = Record<Caller, number>;

interface Row {
  route: Route;
  what: string;
  call: (f: Fixture, caller: Caller) => Call | Promise<Call>;
  expected: Expected;
}

const all = (status: number): Expected => ({ anonymous: status, nonMember: status, READ: status, EDIT: status, MODERATOR: status, OWNER: status });
const signedIn = (status: number): Expected => ({ ...all(status), anonymous: 401 });
const byRole = (nonMember: number, read: number, edit: number, moderator: number, owner: number): Expected => ({
  anonymous: 401,
  nonMember,
  READ: read,
  EDIT: edit,
  MODERATOR: moderator,
  OWNER: owner,
});

const backend = useTestServer();
const { api } = backend;
const users = {} as Record<Exclude<Caller, 'anonymous'> | 'spare' | 'requester' | 'loginUser' | 'twoStepUser', TestUser>;
/** Two-step sign-in secrets by user id, for the rows that need a current code. */
const twoFactorSecrets = new Map<string, string>();

const db = () => backend.server.context.db;
const profileBody = (extra: Record<string, unknown>) => ({ name: 'Matrix profile', billDate: TODAY, ...extra });

async function freshFixture(): Promise<Fixture> {
  const treeId = await createTree(api, users.OWNER.access, { name: 'Matrix', categories: [{ name: 'Level', value: 'Gold' }] });
  const root = await rootOf(db(), treeId);
  const child = await addProfile(db(), treeId, root, 'Child');
  const owner = (await db()('memberships').where({ teamtree_id: treeId, user_id: users.OWNER.id }).first('id')).id;
  const membership = {
    OWNER: owner,
    MODERATOR: await addMember(db(), treeId, users.MODERATOR.id, 'MODERATOR'),
    EDIT: await addMember(db(), treeId, users.EDIT.id, 'EDIT'),
    READ: await addMember(db(), treeId, users.READ.id, 'READ'),
    spare: await addMember(db(), treeId, users.spare.id, 'EDIT'),
  };
  const shareToken = crypto.randomBytes(32).toString('base64url');
  await db()('share_links').insert({ id: crypto.randomUUID(), teamtree_id: treeId, token: shareToken, created_by_id: users.OWNER.id });
  const requestId = crypto.randomUUID();
  await db()('join_requests').insert({ id: requestId, teamtree_id: treeId, user_id: users.requester.id, status: 'PENDING' });
  return { treeId, root, child, shareToken, requestId, membership };
}

/** A note on the fixture's child by the spare EDIT member (written directly: rows before may end its sessions); answers its id. */
async function spareActivity(f: Fixture): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  await db()('activities').insert({ id, teamtree_id: f.treeId, profile_id: f.child, kind: 'note', text: 'Spare note', at: now, author_id: users.spare.id, created_at: now, updated_at: now });
  return id;
}

/** An announcement in the fixture's tree by the spare EDIT member (a former moderator, written directly); answers its id. */
async function spareAnnouncement(f: Fixture): Promise<string> {
  const id = crypto.randomUUID();
  await db()('announcements').insert({ id, teamtree_id: f.treeId, title: 'Spare news', body: 'Text', author_id: users.spare.id });
  return id;
}

/** A task on the fixture's child made by the spare EDIT member (written directly) for `assigneeId`; answers its id. */
async function spareTask(f: Fixture, assigneeId: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  await db()('tasks').insert({ id, teamtree_id: f.treeId, profile_id: f.child, title: 'Spare task', due: TODAY, assignee_id: assigneeId, created_by_id: users.spare.id, created_at: now, updated_at: now });
  return id;
}

/** Renames the fixture's child as `author` through the API; answers the rename's history entry. */
async function renamedBy(f: Fixture, author: TestUser): Promise<string> {
  const res = await api.put('/api/teamtree/profile', profileBody({ id: f.child, name: `Renamed by ${author.firstName}` }), { token: author.access });
  expect(res.status).toBe(200);
  const entry = await db()('profile_history').where({ teamtree_id: f.treeId, profile_id: f.child }).orderBy('at', 'desc').first('id');
  return entry.id;
}

/**
 * A new account that takes the caller's place in the fixture (its membership; as OWNER also the
 * tree), so deleting it leaves the shared callers as they are.
 */
async function standIn(f: Fixture, caller: Caller): Promise<TestUser> {
  const user = await registerUser(api, { firstName: `${caller} stand-in` });
  if (caller === 'OWNER') await db()('teamtrees').where({ id: f.treeId }).update({ owner_id: user.id });
  if (caller !== 'anonymous' && caller !== 'nonMember') await db()('memberships').where({ id: f.membership[caller] }).update({ user_id: user.id });
  return user;
}

/** The caller's own membership; a non-member "leaves" with someone else's. */
const ownMembership = (f: Fixture, caller: Caller) => (caller === 'anonymous' || caller === 'nonMember' ? f.membership.spare : f.membership[caller]);

const ROWS: Row[] = [
  // ---- health and accounts (the caller's token does not change these answers) ----
  { route: 'GET /api/health', what: 'health', call: () => ({ method: 'GET', path: '/api/health' }), expected: all(200) },
  { route: 'GET /api/ready', what: 'readiness', call: () => ({ method: 'GET', path: '/api/ready' }), expected: all(200) },
  // Off without METRICS_TOKEN (metrics.test.ts has the token's own matrix).
  { route: 'GET /api/metrics', what: 'metrics, off', call: () => ({ method: 'GET', path: '/api/metrics' }), expected: all(404) },
  { route: 'GET /api/config', what: 'public client settings', call: () => ({ method: 'GET', path: '/api/config' }), expected: all(200) },
  {
    route: 'POST /api/auth/register',
    what: 'a new account',
    call: () => ({ method: 'POST', path: '/api/auth/register', body: registration() }),
    expected: all(201),
  },
  {
    route: 'POST /api/auth/login',
    what: 'right credentials',
    call: () => ({ method: 'POST', path: '/api/auth/login', body: { email: users.loginUser.email, password: users.loginUser.password, stay: false } }),
    expected: all(200),
  },
  { route: 'POST /api/auth/refresh', what: 'no refresh credential', call: () => ({ method: 'POST', path: '/api/auth/refresh', body: {} }), expected: all(401) },
  { route: 'GET /api/auth/me', what: 'own account', call: () => ({ method: 'GET', path: '/api/auth/me' }), expected: signedIn(200) },
  {
    route: 'POST /api/auth/logout',
    what: 'a fresh session of the caller',
    call: async (_f, caller) => {
      if (caller === 'anonymous') return { method: 'POST', path: '/api/auth/logout', body: {} };
      const user = users[caller];
      const login = await api.post('/api/auth/login', { email: user.email, password: user.password, stay: false });
      return { method: 'POST', path: '/api/auth/logout', body: {}, token: login.body.access };
    },
    expected: signedIn(200),
  },
  {
    route: 'POST /api/auth/complete-profile',
    what: 'own details, unchanged',
    call: (_f, caller) => {
      const user = caller === 'anonymous' ? users.nonMember : users[caller];
      const { phone, company, country } = registration();
      return { method: 'POST', path: '/api/auth/complete-profile', body: { firstName: user.firstName, lastName: user.lastName, phone, company, country, stay: false } };
    },
    expected: signedIn(200),
  },
  {
    route: 'PUT /api/auth/language',
    what: 'own language, English as it was',
    call: () => ({ method: 'PUT', path: '/api/auth/language', body: { language: 'en' } }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/auth/verify-email/send',
    what: 'a new link to own email',
    call: () => ({ method: 'POST', path: '/api/auth/verify-email/send', body: {} }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/auth/verify-email',
    what: "a live link to the caller's own email",
    call: async (_f, caller) => {
      const owner = caller === 'anonymous' ? users.spare : users[caller];
      return { method: 'POST', path: '/api/auth/verify-email', body: { token: await storeAccountToken(db(), owner.id, 'verify') } };
    },
    expected: signedIn(200),
  },
  {
    route: 'POST /api/auth/verify-email',
    what: "a live link to another account's email",
    call: async () => ({ method: 'POST', path: '/api/auth/verify-email', body: { token: await storeAccountToken(db(), users.spare.id, 'verify') } }),
    expected: signedIn(403),
  },
  {
    route: 'POST /api/auth/password/forgot',
    what: 'any email',
    call: () => ({ method: 'POST', path: '/api/auth/password/forgot', body: { email: uniqueEmail('forgot') } }),
    expected: all(200),
  },
  {
    route: 'POST /api/auth/password/reset',
    what: 'a live link (the token is the proof)',
    call: async () => ({
      method: 'POST',
      path: '/api/auth/password/reset',
      body: { token: await storeAccountToken(db(), users.spare.id, 'reset'), password: users.spare.password },
    }),
    expected: all(200),
  },
  {
    route: 'POST /api/auth/password/change',
    what: 'own current password (kept)',
    call: (_f, caller) => {
      const { password } = caller === 'anonymous' ? users.nonMember : users[caller];
      return { method: 'POST', path: '/api/auth/password/change', body: { currentPassword: password, password } };
    },
    expected: signedIn(200),
  },
  {
    route: 'POST /api/auth/password/change',
    what: 'a wrong current password',
    call: () => ({ method: 'POST', path: '/api/auth/password/change', body: { currentPassword: 'not the password', password: 'a new passphrase' } }),
    expected: signedIn(403),
  },
  { route: 'GET /api/auth/google', what: 'not configured', call: () => ({ method: 'GET', path: '/api/auth/google' }), expected: all(404) },
  {
    route: 'GET /api/auth/google/callback',
    what: 'not configured',
    call: () => ({ method: 'GET', path: '/api/auth/google/callback?state=x&code=y' }),
    expected: all(404),
  },
  {
    route: 'POST /api/auth/google/desktop',
    what: 'not configured',
    call: () => ({ method: 'POST', path: '/api/auth/google/desktop', body: { code: 'x', verifier: 'v'.repeat(43) } }),
    expected: all(404),
  },
  { route: 'GET /api/auth/sessions', what: 'own sessions', call: () => ({ method: 'GET', path: '/api/auth/sessions' }), expected: signedIn(200) },
  {
    route: 'DELETE /api/auth/sessions/{id}',
    what: 'another session of the caller',
    call: async (_f, caller) => {
      const user = caller === 'anonymous' ? users.spare : users[caller];
      const login = await api.post('/api/auth/login', { email: user.email, password: user.password, stay: false });
      return { method: 'DELETE', path: `/api/auth/sessions/${accessClaims(login.body.access).sid}` };
    },
    expected: signedIn(200),
  },
  {
    route: 'DELETE /api/auth/sessions/{id}',
    what: "another user's session",
    call: async () => {
      const login = await api.post('/api/auth/login', { email: users.spare.email, password: users.spare.password, stay: false });
      return { method: 'DELETE', path: `/api/auth/sessions/${accessClaims(login.body.access).sid}` };
    },
    expected: signedIn(404),
  },
  {
    route: 'POST /api/auth/2fa/setup',
    what: 'a new secret (with the password)',
    call: (_f, caller) => ({ method: 'POST', path: '/api/auth/2fa/setup', body: caller === 'anonymous' ? {} : { password: users[caller].password } }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/auth/2fa/enable',
    what: "a code of the caller's new secret",
    call: async (_f, caller) => {
      if (caller === 'anonymous') return { method: 'POST', path: '/api/auth/2fa/enable', body: { code: '123456' } };
      const user = users[caller];
      const setup = await api.post('/api/auth/2fa/setup', { password: user.password }, { token: user.access });
      twoFactorSecrets.set(user.id, setup.body.secret);
      return { method: 'POST', path: '/api/auth/2fa/enable', body: { code: await codeOf(setup.body.secret), password: user.password } };
    },
    expected: signedIn(200),
  },
  {
    route: 'POST /api/auth/2fa/disable',
    what: 'password and a code (turned on by the row before)',
    call: async (_f, caller) => {
      if (caller === 'anonymous') return { method: 'POST', path: '/api/auth/2fa/disable', body: { password: users.nonMember.password, code: '123456' } };
      const user = users[caller];
      await allowCodeAgain(db(), user.id);
      return { method: 'POST', path: '/api/auth/2fa/disable', body: { password: user.password, code: await codeOf(twoFactorSecrets.get(user.id)!) } };
    },
    expected: signedIn(200),
  },
  {
    route: 'POST /api/auth/login/2fa',
    what: 'the mfaToken of a sign-in and a current code (the token is the proof)',
    call: async () => {
      const user = users.twoStepUser;
      const login = await api.post('/api/auth/login', { email: user.email, password: user.password, stay: false });
      await allowCodeAgain(db(), user.id);
      return { method: 'POST', path: '/api/auth/login/2fa', body: { mfaToken: login.body.mfaToken, code: await codeOf(twoFactorSecrets.get(user.id)!) } };
    },
    expected: all(200),
  },
  {
    route: 'POST /api/auth/login/2fa',
    what: 'an unknown mfaToken',
    call: () => ({ method: 'POST', path: '/api/auth/login/2fa', body: { mfaToken: crypto.randomBytes(32).toString('base64url'), code: '123456' } }),
    expected: all(401),
  },
  { route: 'GET /api/auth/export', what: 'own data', call: () => ({ method: 'GET', path: '/api/auth/export' }), expected: signedIn(200) },
  {
    route: 'DELETE /api/auth/account',
    what: "the caller's own account (a stand-in), no transfers",
    call: async (f, caller) => {
      if (caller === 'anonymous') return { method: 'DELETE', path: '/api/auth/account', body: { password: users.spare.password } };
      const user = await standIn(f, caller);
      return { method: 'DELETE', path: '/api/auth/account', body: { password: user.password }, token: user.access };
    },
    expected: signedIn(200),
  },
  {
    route: 'DELETE /api/auth/account',
    what: 'handing the fixture tree to a member: only its owner',
    call: async (f, caller) => {
      const body = (password: string) => ({ password, transfers: [{ teamtreeId: f.treeId, userId: users.spare.id }] });
      if (caller === 'anonymous') return { method: 'DELETE', path: '/api/auth/account', body: body(users.spare.password) };
      const user = await standIn(f, caller);
      return { method: 'DELETE', path: '/api/auth/account', body: body(user.password), token: user.access };
    },
    expected: byRole(400, 400, 400, 400, 200),
  },

  // ---- trees ----
  { route: 'GET /api/teamtree/status', what: 'own tree list', call: () => ({ method: 'GET', path: '/api/teamtree/status' }), expected: signedIn(200) },
  {
    route: 'GET /api/teamtree/status?teamtreeId=',
    what: 'the tree',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/status?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'GET /api/teamtree/status?teamtreeId=&since=',
    what: 'the changes since a read',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/status?teamtreeId=${f.treeId}&since=2026-11-25T10:00:00.000Z` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'POST /api/teamtree',
    what: 'a new tree',
    call: () => ({ method: 'POST', path: '/api/teamtree', body: { name: 'New', billDate: TODAY } }),
    expected: signedIn(201),
  },
  {
    route: 'PUT /api/teamtree',
    what: "the tree's token",
    call: (f) => ({ method: 'PUT', path: '/api/teamtree', body: { token: f.shareToken } }),
    expected: byRole(201, 409, 409, 409, 409),
  },
  {
    route: 'GET /api/teamtree/join-requests?teamtreeId=',
    what: 'pending requests',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/join-requests?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'GET /api/teamtree/join-requests/{id}',
    what: "someone else's request",
    call: (f) => ({ method: 'GET', path: `/api/teamtree/join-requests/${f.requestId}` }),
    expected: byRole(404, 404, 404, 404, 404),
  },
  {
    route: 'POST /api/teamtree/join-requests',
    what: 'approve',
    call: (f) => ({ method: 'POST', path: '/api/teamtree/join-requests', body: { requestId: f.requestId, action: 'approve' } }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'POST /api/teamtree/join-requests',
    what: 'reject',
    call: (f) => ({ method: 'POST', path: '/api/teamtree/join-requests', body: { requestId: f.requestId, action: 'reject' } }),
    expected: byRole(403, 403, 403, 200, 200),
  },

  // ---- sharing ----
  {
    route: 'GET /api/teamtree/share?teamtreeId=',
    what: 'members',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/share?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'POST /api/teamtree/share',
    what: 'the live link (exists: 200)',
    call: (f) => ({ method: 'POST', path: '/api/teamtree/share', body: { teamtreeId: f.treeId } }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'DELETE /api/teamtree/share/link?teamtreeId=',
    what: 'revoke',
    call: (f) => ({ method: 'DELETE', path: `/api/teamtree/share/link?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'PUT /api/teamtree/share',
    what: 'another EDIT member',
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/share', body: { memberId: f.membership.spare, permission: 'READ' } }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'PUT /api/teamtree/share',
    what: "the owner's membership",
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/share', body: { memberId: f.membership.OWNER, permission: 'READ' } }),
    expected: byRole(403, 403, 403, 403, 403),
  },
  {
    route: 'DELETE /api/teamtree/share?memberId=',
    what: 'another EDIT member',
    call: (f) => ({ method: 'DELETE', path: `/api/teamtree/share?memberId=${f.membership.spare}` }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'DELETE /api/teamtree/share?memberId=',
    what: 'own membership (leaving)',
    call: (f, caller) => ({ method: 'DELETE', path: `/api/teamtree/share?memberId=${ownMembership(f, caller)}` }),
    expected: byRole(403, 200, 200, 200, 403),
  },
  {
    route: 'DELETE /api/teamtree/share?memberId=',
    what: "the owner's membership",
    call: (f) => ({ method: 'DELETE', path: `/api/teamtree/share?memberId=${f.membership.OWNER}` }),
    expected: byRole(403, 403, 403, 403, 403),
  },
  {
    route: 'GET /api/teamtree/join/{token}/info',
    what: 'a live token',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/join/${f.shareToken}/info` }),
    expected: all(200),
  },
  {
    route: 'POST /api/teamtree/join/{token}',
    what: 'a live token',
    call: (f) => ({ method: 'POST', path: `/api/teamtree/join/${f.shareToken}`, body: {} }),
    expected: byRole(201, 409, 409, 409, 409),
  },
  {
    route: 'PUT /api/teamtree/member',
    what: 'an unlinked profile',
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/member', body: { teamtreeId: f.treeId, linkedProfileId: f.child } }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'PUT /api/teamtree/name',
    what: 'a new name',
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/name', body: { teamtreeId: f.treeId, name: 'Renamed Team' } }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'PUT /api/teamtree/settings',
    what: 'another dial country (docs/profiles.md)',
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/settings', body: { teamtreeId: f.treeId, dialCountry: 'AT' } }),
    expected: byRole(403, 403, 403, 403, 200),
  },
  {
    route: 'PUT /api/teamtree/privacy',
    what: 'phones hidden from READ members (docs/privacy.md)',
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/privacy', body: { teamtreeId: f.treeId, hideFromRead: ['phone'] } }),
    expected: byRole(403, 403, 403, 403, 200),
  },

  // ---- profiles and categories ----
  {
    route: 'POST /api/teamtree/profile',
    what: 'a child of the root',
    call: (f) => ({ method: 'POST', path: '/api/teamtree/profile', body: profileBody({ teamtreeId: f.treeId, parentId: f.root }) }),
    expected: byRole(403, 403, 201, 201, 201),
  },
  {
    route: 'POST /api/teamtree/import',
    what: 'two rows under the root (docs/import-export.md)',
    call: (f) => ({
      method: 'POST',
      path: '/api/teamtree/import',
      body: {
        teamtreeId: f.treeId,
        parentId: f.root,
        rows: [0, 1].map((i) => ({ externalId: `M-${i}`, name: `Imported ${i}`, phone: '', birthday: null, billDate: TODAY, categories: [], uplineRow: i === 0 ? null : 0, uplineProfileId: null })),
      },
    }),
    expected: byRole(403, 403, 200, 200, 200),
  },
  {
    route: 'GET /api/teamtree/import?teamtreeId=',
    what: 'the partner IDs of earlier imports',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/import?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 403, 200, 200, 200),
  },

  // ---- back-office figures (docs/figures.md) ----
  {
    route: 'PUT /api/teamtree/figures',
    what: 'the month’s figures of the root and the child',
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/figures', body: { teamtreeId: f.treeId, period: '2026-01', rows: [{ profileId: f.root, pv: 10 }, { profileId: f.child, pv: 2.5 }] } }),
    expected: byRole(403, 403, 200, 200, 200),
  },
  {
    route: 'GET /api/teamtree/figures?teamtreeId=&period=',
    what: 'a month’s figures and team volumes',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/figures?teamtreeId=${f.treeId}&period=2026-01` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'GET /api/teamtree/figures/periods?teamtreeId=',
    what: 'the months with figures',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/figures/periods?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'GET /api/teamtree/figures/series?teamtreeId=&profileId=&from=&to=',
    what: 'the root’s figures by month',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/figures/series?teamtreeId=${f.treeId}&profileId=${f.root}&from=2025-02&to=2026-01` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'PUT /api/teamtree/rank-plan',
    what: 'two ranks',
    call: (f) => ({
      method: 'PUT',
      path: '/api/teamtree/rank-plan',
      body: { teamtreeId: f.treeId, ranks: [{ name: 'Bronze', minPv: 50, minTeamVolume: 500, maxLegShare: null }, { name: 'Gold', minPv: 100, minTeamVolume: 2000, maxLegShare: 0.5 }] },
    }),
    expected: byRole(403, 403, 403, 403, 200),
  },
  {
    route: 'PUT /api/teamtree/profile',
    what: 'a non-root profile',
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/profile', body: profileBody({ id: f.child }) }),
    expected: byRole(403, 403, 200, 200, 200),
  },
  {
    route: 'PUT /api/teamtree/profile',
    what: 'the root',
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/profile', body: profileBody({ id: f.root }) }),
    expected: byRole(403, 403, 403, 403, 200),
  },
  {
    route: 'DELETE /api/teamtree/profile?id=',
    what: 'a non-root profile',
    call: (f) => ({ method: 'DELETE', path: `/api/teamtree/profile?id=${f.child}` }),
    expected: byRole(403, 403, 200, 200, 200),
  },
  {
    route: 'DELETE /api/teamtree/profile?id=',
    what: 'a non-root profile as placeholder',
    call: (f) => ({ method: 'DELETE', path: `/api/teamtree/profile?id=${f.child}&mode=placeholder` }),
    expected: byRole(403, 403, 200, 200, 200),
  },
  {
    route: 'DELETE /api/teamtree/profile?id=',
    what: 'the root',
    call: (f) => ({ method: 'DELETE', path: `/api/teamtree/profile?id=${f.root}` }),
    expected: byRole(403, 403, 403, 403, 200),
  },
  // ---- history, undo and the trash (docs/history.md) ----
  {
    route: 'GET /api/teamtree/history?teamtreeId=',
    what: 'the newest entries',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/history?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'POST /api/teamtree/history/undo',
    what: "the owner's rename",
    call: async (f) => ({ method: 'POST', path: '/api/teamtree/history/undo', body: { teamtreeId: f.treeId, entryId: await renamedBy(f, users.OWNER) } }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'POST /api/teamtree/history/undo',
    what: "the caller's own rename (READ and non-members: the owner's)",
    call: async (f, caller) => {
      const author = caller === 'EDIT' || caller === 'MODERATOR' || caller === 'OWNER' ? users[caller] : users.OWNER;
      return { method: 'POST', path: '/api/teamtree/history/undo', body: { teamtreeId: f.treeId, entryId: await renamedBy(f, author) } };
    },
    expected: byRole(403, 403, 200, 200, 200),
  },
  {
    route: 'GET /api/teamtree/trash?teamtreeId=',
    what: 'deleted partners',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/trash?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'POST /api/teamtree/trash/restore',
    what: 'a deleted partner',
    call: async (f) => {
      await api.delete(`/api/teamtree/profile?id=${f.child}`, { token: users.OWNER.access });
      const item = await db()('trash_items').where({ teamtree_id: f.treeId }).first('id');
      return { method: 'POST', path: '/api/teamtree/trash/restore', body: { teamtreeId: f.treeId, id: item.id } };
    },
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'GET /api/teamtree/trash/restore-preview?teamtreeId=&id=',
    what: "a deleted partner's lookalikes",
    call: async (f) => {
      await api.delete(`/api/teamtree/profile?id=${f.child}`, { token: users.OWNER.access });
      const item = await db()('trash_items').where({ teamtree_id: f.treeId }).first('id');
      return { method: 'GET', path: `/api/teamtree/trash/restore-preview?teamtreeId=${f.treeId}&id=${item.id}` };
    },
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'GET /api/teamtree/category',
    what: "suggestions from the caller's trees",
    call: () => ({ method: 'GET', path: '/api/teamtree/category?field=value&categoryName=Level&query=' }),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/teamtree/category',
    what: 'suggestions of one tree',
    call: (f) => ({ method: 'GET', path: `/api/teamtree/category?field=value&categoryName=Level&query=&teamtreeId=${f.treeId}` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'POST /api/teamtree/category?profileId=',
    what: 'a non-root profile',
    call: (f) => ({ method: 'POST', path: `/api/teamtree/category?profileId=${f.child}`, body: { categoryName: 'Level', optionValue: 'Silver' } }),
    expected: byRole(403, 403, 200, 200, 200),
  },
  {
    route: 'PUT /api/teamtree/category/order',
    what: "the tree's category in an order (docs/profiles.md)",
    call: (f) => ({ method: 'PUT', path: '/api/teamtree/category/order', body: { teamtreeId: f.treeId, categoryName: 'Level', order: ['Silver', 'Gold'] } }),
    expected: byRole(403, 403, 403, 200, 200),
  },

  // ---- activities (docs/follow-ups.md; a fresh tree hides them from READ members) ----
  {
    route: 'GET /api/teamtree/activity?teamtreeId=&profileId=',
    what: "a partner's timeline, hidden from READ members",
    call: (f) => ({ method: 'GET', path: `/api/teamtree/activity?teamtreeId=${f.treeId}&profileId=${f.child}` }),
    expected: byRole(403, 403, 200, 200, 200),
  },
  {
    route: 'POST /api/teamtree/activity',
    what: 'a call on a partner',
    call: (f) => ({ method: 'POST', path: '/api/teamtree/activity', body: { teamtreeId: f.treeId, profileId: f.child, kind: 'call', text: 'Hello' } }),
    expected: byRole(403, 403, 201, 201, 201),
  },
  {
    route: 'PUT /api/teamtree/activity',
    what: "another EDIT member's note",
    call: async (f) => ({ method: 'PUT', path: '/api/teamtree/activity', body: { id: await spareActivity(f), text: 'Changed', version: 1 } }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'DELETE /api/teamtree/activity?id=',
    what: "another EDIT member's note",
    call: async (f) => ({ method: 'DELETE', path: `/api/teamtree/activity?id=${await spareActivity(f)}` }),
    expected: byRole(403, 403, 403, 200, 200),
  },

  // ---- tasks (docs/follow-ups.md) ----
  {
    route: 'POST /api/teamtree/task',
    what: 'a task on a partner for the caller',
    call: (f) => ({ method: 'POST', path: '/api/teamtree/task', body: { teamtreeId: f.treeId, profileId: f.child, title: 'Call', due: TODAY } }),
    expected: byRole(403, 403, 201, 201, 201),
  },
  {
    route: 'PUT /api/teamtree/task',
    what: "another EDIT member's task, a new title",
    call: async (f) => ({ method: 'PUT', path: '/api/teamtree/task', body: { id: await spareTask(f, users.spare.id), version: 1, title: 'Changed' } }),
    expected: byRole(403, 403, 200, 200, 200),
  },
  {
    route: 'PUT /api/teamtree/task',
    what: 'the READ member ticks off the task assigned to them',
    call: async (f) => ({ method: 'PUT', path: '/api/teamtree/task', body: { id: await spareTask(f, users.READ.id), version: 1, done: true } }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'DELETE /api/teamtree/task?id=',
    what: "another EDIT member's task",
    call: async (f) => ({ method: 'DELETE', path: `/api/teamtree/task?id=${await spareTask(f, users.spare.id)}` }),
    expected: byRole(403, 403, 403, 200, 200),
  },
  {
    route: 'GET /api/teamtree/tasks?teamtreeId=',
    what: "the tree's open tasks (READ members: their own)",
    call: (f) => ({ method: 'GET', path: `/api/teamtree/tasks?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  { route: 'GET /api/tasks/due', what: "the caller's due tasks", call: () => ({ method: 'GET', path: '/api/tasks/due' }), expected: signedIn(200) },
  { route: 'GET /api/team-care', what: "the caller's team care suggestions", call: () => ({ method: 'GET', path: '/api/team-care' }), expected: signedIn(200) },
  {
    route: 'POST /api/team-care/done',
    what: "the caller's own 'Done'",
    call: () => ({ method: 'POST', path: '/api/team-care/done', body: { key: 'welcome:00000000-0000-4000-8000-000000000000:1' } }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/team-care/snooze',
    what: "the caller's own snooze",
    call: () => ({ method: 'POST', path: '/api/team-care/snooze', body: { key: 'welcome:00000000-0000-4000-8000-000000000000:3' } }),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/teamtree/follow-up-summary?teamtreeId=',
    what: "each partner's last contact and next follow-up (READ members: no contacts while hidden, their own tasks)",
    call: (f) => ({ method: 'GET', path: `/api/teamtree/follow-up-summary?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 200, 200, 200, 200),
  },

  // ---- settings and operators (every caller here has the global role USER) ----
  { route: 'GET /api/user/settings', what: 'own settings', call: () => ({ method: 'GET', path: '/api/user/settings' }), expected: signedIn(200) },
  {
    route: 'POST /api/user/settings',
    what: 'own settings',
    call: () => ({ method: 'POST', path: '/api/user/settings', body: { settings: { __v: 1, value: { teamlist: { visibleCols: ['name'] } } } } }),
    expected: signedIn(200),
  },
  // ---- announcements (docs/announcements.md): every member reads, the owner and moderators post ----
  {
    route: 'GET /api/announcements?teamtreeId=',
    what: "the tree's announcements",
    call: (f) => ({ method: 'GET', path: `/api/announcements?teamtreeId=${f.treeId}` }),
    expected: byRole(403, 200, 200, 200, 200),
  },
  {
    route: 'POST /api/teamtree/announcement',
    what: 'a new announcement',
    call: (f) => ({ method: 'POST', path: '/api/teamtree/announcement', body: { teamtreeId: f.treeId, title: 'Kick-off', body: 'Saturday' } }),
    expected: byRole(403, 403, 403, 201, 201),
  },
  {
    route: 'PUT /api/teamtree/announcement',
    what: "another member's announcement",
    call: async (f) => ({ method: 'PUT', path: '/api/teamtree/announcement', body: { id: await spareAnnouncement(f), title: 'Changed', version: 1 } }),
    expected: byRole(404, 403, 403, 200, 200),
  },
  {
    route: 'DELETE /api/teamtree/announcement?id=',
    what: "another member's announcement",
    call: async (f) => ({ method: 'DELETE', path: `/api/teamtree/announcement?id=${await spareAnnouncement(f)}` }),
    expected: byRole(404, 403, 403, 200, 200),
  },
  {
    route: 'POST /api/announcement/read',
    what: 'an announcement of the tree',
    call: async (f) => ({ method: 'POST', path: '/api/announcement/read', body: { id: await spareAnnouncement(f) } }),
    expected: byRole(404, 200, 200, 200, 200),
  },
  {
    route: 'GET /api/announcement/readers?id=',
    what: 'who has read an announcement of the tree',
    call: async (f) => ({ method: 'GET', path: `/api/announcement/readers?id=${await spareAnnouncement(f)}` }),
    expected: byRole(404, 403, 403, 200, 200),
  },
  { route: 'GET /api/mentions', what: 'own mentions', call: () => ({ method: 'GET', path: '/api/mentions?unread=true' }), expected: signedIn(200) },
  { route: 'POST /api/mention/read', what: 'all own mentions', call: () => ({ method: 'POST', path: '/api/mention/read', body: { all: true } }), expected: signedIn(200) },
  { route: 'GET /api/user/digest', what: 'own digest setting', call: () => ({ method: 'GET', path: '/api/user/digest' }), expected: signedIn(200) },
  {
    route: 'PUT /api/user/digest',
    what: 'own digest setting',
    call: () => ({ method: 'PUT', path: '/api/user/digest', body: { enabled: true, timeZone: 'Europe/Berlin' } }),
    expected: signedIn(200),
  },
  { route: 'GET /api/admin/users', what: 'as USER', call: () => ({ method: 'GET', path: '/api/admin/users' }), expected: signedIn(403) },
  {
    route: 'PUT /api/admin/users',
    what: 'as USER',
    call: () => ({ method: 'PUT', path: '/api/admin/users', body: { id: users.spare.id, plan: 'PRO_MONTHLY' } }),
    expected: signedIn(403),
  },
];

beforeAll(async () => {
  const names = ['nonMember', 'READ', 'EDIT', 'MODERATOR', 'OWNER', 'spare', 'requester', 'loginUser', 'twoStepUser'] as const;
  const registered = await Promise.all(names.map((name) => registerUser(api, { firstName: name, lastName: 'Caller' })));
  names.forEach((name, i) => (users[name] = registered[i]));
  twoFactorSecrets.set(users.twoStepUser.id, (await turnOnTwoFactor(api, users.twoStepUser.access, users.twoStepUser.password)).secret);
  // A membership elsewhere must not open this tree: a check that asks "a member of some tree?" fails here.
  await createTree(api, users.nonMember.access, { name: 'Elsewhere' });
});

function tokenOf(caller: Caller): string | null {
  return caller === 'anonymous' ? null : users[caller].access;
}

describe('authorization matrix', () => {
  it('has a row for every declared route', () => {
    const covered = new Set(ROWS.map((row) => row.route));
    expect(ROUTES.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('declares every route the server serves', () => {
    const declared = new Set(ROUTES.map((route) => route.replace(/\?.*$/, '')));
    const served: string[] = [];
    for (const router of apiRouters(backend.server.context) as Router[]) {
      for (const layer of router.stack) {
        const path = String(layer.path).replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
        for (const method of layer.methods) if (method !== 'HEAD') served.push(`${method} ${path}`);
      }
    }
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
  });

  for (const row of ROWS) {
    it(`${row.route} (${row.what})`, async () => {
      const actual = {} as Expected;
      const bodies: Record<string, unknown> = {};
      for (const caller of CALLERS) {
        const fixture = await freshFixture();
        const call = await row.call(fixture, caller);
        const res = await api.request(call.method, call.path, call.body, { token: call.token ?? tokenOf(caller) });
        actual[caller] = res.status;
        if (res.status >= 400) {
          expect(res.body, `${caller}: an error answer is {error}`).toEqual(expect.objectContaining({ error: expect.any(String) }));
        }
        bodies[caller] = res.body;
      }
      expect(actual, JSON.stringify(bodies).slice(0, 2000)).toEqual(row.expected);
    });
  }
});

describe('operators matrix (global roles)', () => {
  const ROLE_CALLERS = ['USER', 'MODERATOR', 'ADMIN'] as const;
  let operators: Record<(typeof ROLE_CALLERS)[number], TestUser>;

  beforeAll(async () => {
    const [user, moderator, admin] = await Promise.all(ROLE_CALLERS.map(() => registerUser(api)));
    await db()('users').where({ id: moderator.id }).update({ role: 'MODERATOR' });
    await db()('users').where({ id: admin.id }).update({ role: 'ADMIN' });
    operators = { USER: user, MODERATOR: moderator, ADMIN: admin };
  });

  it('GET /api/admin/users: ADMIN and MODERATOR', async () => {
    const statuses = await Promise.all(ROLE_CALLERS.map(async (role) => (await api.get('/api/admin/users', { token: operators[role].access })).status));
    expect(statuses).toEqual([403, 200, 200]);
  });

  it('PUT /api/admin/users: ADMIN only', async () => {
    const statuses = [];
    for (const role of ROLE_CALLERS) {
      statuses.push((await api.put('/api/admin/users', { id: users.spare.id, plan: 'PRO_MONTHLY' }, { token: operators[role].access })).status);
    }
    expect(statuses).toEqual([403, 403, 200]);
  });
});
