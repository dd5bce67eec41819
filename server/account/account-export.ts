import type { Knex } from 'knex';
import { EXPORT_FORMAT, EXPORT_VERSION, type AccountExport } from '../../shared/schemas/account-export';
import { listSessions } from '../auth/user-sessions';
import { twoFactorEnabled } from '../auth/two-factor';
import { loadDigestSettings } from '../digest/digest-settings';
import type { User } from '../models/user';
import { Teamtree } from '../models/teamtree';
import { fullName } from '../presenters/tree-summary';
import { allFigures } from '../figures/figures-store';
import { rankPlanOf } from '../figures/tree-figures';
import { loadTreeCategories, loadTreeProfiles } from '../profiles/tree-profiles';
import { loadUserSettings } from '../settings/user-settings';
import { loadTreeMembers } from '../trees/memberships';
import { presentTreeSettings } from '../trees/tree-settings';
import { isoTime } from '../presenters/row-values';


function exportedAccount(user: User, twoFactor: boolean): AccountExport['account'] {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    gender: user.gender,
    phone: user.phone,
    company: user.company,
    country: user.country,
    source: user.source,
    role: user.role,
    plan: user.plan,
    profileComplete: user.profileComplete,
    hasPassword: user.passwordHash !== null,
    signsInWithGoogle: user.googleSub !== null,
    twoFactor,
    language: user.language,
    createdAt: isoTime(user.createdAt),
    updatedAt: isoTime(user.updatedAt),
  };
}

async function exportedMemberships(db: Knex, userId: string): Promise<AccountExport['memberships']> {
  const rows = await db('memberships as m')
    .join('teamtrees as t', 't.id', 'm.teamtree_id')
    .join('users as o', 'o.id', 't.owner_id')
    .where('m.user_id', userId)
    .orderBy([{ column: 'm.created_at' }, { column: 'm.id' }])
    .select('t.id', 't.name', 'o.first_name', 'o.last_name', 'm.permission', 'm.linked_profile_id', 'm.created_at');
  return rows.map((row) => ({
    teamtreeId: row.id,
    teamtreeName: row.name,
    ownerName: fullName(row.first_name, row.last_name),
    permission: row.permission,
    linkedProfileId: row.linked_profile_id,
    joinedAt: isoTime(row.created_at),
  }));
}

async function exportedJoinRequests(db: Knex, userId: string): Promise<AccountExport['joinRequests']> {
  const rows = await db('join_requests as r')
    .join('teamtrees as t', 't.id', 'r.teamtree_id')
    .where('r.user_id', userId)
    .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }])
    .select('r.id', 'r.teamtree_id', 't.name', 'r.status', 'r.created_at', 'r.decided_at');
  return rows.map((row) => ({
    id: row.id,
    teamtreeId: row.teamtree_id,
    teamtreeName: row.name,
    status: row.status,
    createdAt: isoTime(row.created_at),
    decidedAt: row.decided_at ? isoTime(row.decided_at) : null,
  }));
}

/** Every tree the user owns, whole, one after the other (a large tree is read once, from the tree cache). */
async function exportedTrees(db: Knex, userId: string): Promise<AccountExport['ownedTrees']> {
  const trees = await Teamtree.query(db).where({ owner_id: userId }).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const exported: AccountExport['ownedTrees'] = [];
  for (const tree of trees) {
    const [categories, members, profiles, figures] = await Promise.all([loadTreeCategories(db, tree.id), loadTreeMembers(db, tree.id), loadTreeProfiles(db, tree.id), allFigures(db, tree.id)]);
    exported.push({ id: tree.id, name: tree.name, createdAt: isoTime(tree.createdAt), settings: presentTreeSettings(tree), categories, members, profiles, figures, rankPlan: rankPlanOf(tree) });
  }
  return exported;
}

/**
 * The user's data as `GET /api/auth/export` hands it out (GDPR Art. 20): the account without
 * password hash or secrets, settings, sessions, memberships, own join requests, and every
 * owned tree with all its profiles. `sessionId` marks the session that asked.
 */
export async function exportAccount(db: Knex, user: User, sessionId: string, now = new Date()): Promise<AccountExport> {
  const [twoFactor, settings, digest, sessions, memberships, joinRequests, ownedTrees] = await Promise.all([
    twoFactorEnabled(db, user.id),
    loadUserSettings(db, user.id),
    loadDigestSettings(db, user.id),
    listSessions(db, user.id, sessionId),
    exportedMemberships(db, user.id),
    exportedJoinRequests(db, user.id),
    exportedTrees(db, user.id),
  ]);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: exportedAccount(user, twoFactor),
    settings: { app: settings.settings, digest: digest.digest },
    sessions,
    memberships,
    joinRequests,
    ownedTrees,
  };
}
