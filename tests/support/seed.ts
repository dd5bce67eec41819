import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { AppContext } from '../../server/app-context';
import type { Permission, Plan } from '../../shared/domain/constants';
import { registerUser, type TestUser } from './accounts';
import type { ApiClient } from './http';

/**
 * Test data written straight into the database (trees, memberships, plans), so the profile and
 * category suites do not depend on the tree routes. Users still register through the API.
 */

export interface SeededTree {
  teamtreeId: string;
  rootId: string;
}

export async function seedTree(db: Knex, owner: { id: string }, options: { name?: string; rootName?: string } = {}): Promise<SeededTree> {
  const teamtreeId = crypto.randomUUID();
  const rootId = crypto.randomUUID();
  await db('teamtrees').insert({ id: teamtreeId, name: options.name ?? 'Test tree', owner_id: owner.id });
  await db('profiles').insert({ id: rootId, teamtree_id: teamtreeId, parent_id: null, name: options.rootName ?? 'Root', bill_date: '2030-01-01' });
  await db('memberships').insert({ id: crypto.randomUUID(), teamtree_id: teamtreeId, user_id: owner.id, permission: 'OWNER', linked_profile_id: rootId });
  return { teamtreeId, rootId };
}

export async function addMember(db: Knex, teamtreeId: string, user: { id: string }, permission: Exclude<Permission, 'OWNER'>): Promise<string> {
  const id = crypto.randomUUID();
  await db('memberships').insert({ id, teamtree_id: teamtreeId, user_id: user.id, permission });
  return id;
}

export async function setPlan(db: Knex, userId: string, plan: Plan): Promise<void> {
  await db('users').where({ id: userId }).update({ plan });
}

/** `count` plain users as database rows (bulk0@example.com, bulk1@…), the i-th created at `createdAt(i)`. */
export function bulkUsers(count: number, createdAt: (i: number) => Date) {
  return Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `bulk${i}@example.com`,
    email_lower: `bulk${i}@example.com`,
    first_name: 'Bulk',
    last_name: `No${i}`,
    phone: '+49 1',
    company: 'C',
    role: 'USER',
    plan: 'BASIC',
    profile_complete: true,
    created_at: createdAt(i),
  }));
}

/** An owner with a tree and one member of every other permission, plus an outsider. */
export interface Cast {
  owner: TestUser;
  moderator: TestUser;
  editor: TestUser;
  reader: TestUser;
  outsider: TestUser;
  tree: SeededTree;
}

export async function seedCast(api: ApiClient, db: Knex): Promise<Cast> {
  const [owner, moderator, editor, reader, outsider] = await Promise.all(
    ['Olga', 'Mona', 'Eddi', 'Rita', 'Otto'].map((firstName) => registerUser(api, { firstName })),
  );
  const tree = await seedTree(db, owner);
  await addMember(db, tree.teamtreeId, moderator, 'MODERATOR');
  await addMember(db, tree.teamtreeId, editor, 'EDIT');
  await addMember(db, tree.teamtreeId, reader, 'READ');
  return { owner, moderator, editor, reader, outsider, tree };
}

/** Everything stored about one tree's profiles and categories, its history and trash, in a stable order. */
export async function snapshotTree(db: Knex, teamtreeId: string): Promise<unknown> {
  const [profiles, categories, tags, memberships, history, trash] = await Promise.all([
    db('profiles').where({ teamtree_id: teamtreeId }).orderBy('id'),
    db('categories').where({ teamtree_id: teamtreeId }).orderBy('id'),
    db('profile_tags as t').join('profiles as p', 'p.id', 't.profile_id').where('p.teamtree_id', teamtreeId).orderBy('t.id').select('t.*'),
    db('memberships').where({ teamtree_id: teamtreeId }).orderBy('id'),
    db('profile_history').where({ teamtree_id: teamtreeId }).orderBy('id'),
    db('trash_items').where({ teamtree_id: teamtreeId }).orderBy('id'),
  ]);
  return { profiles, categories, tags, memberships, history, trash };
}

export interface RecordedTreeEvent {
  teamtreeId: string;
  event: Record<string, any>;
}

/** Records the realtime events routes hand to the hub (they are still delivered), into `events`. */
export function recordTreeEvents(context: AppContext, events: RecordedTreeEvent[] = []) {
  const hub = context.hub;
  // Delegates everything else to the real hub, whatever methods it has.
  const wrapped = Object.create(hub) as AppContext['hub'];
  wrapped.toTree = (teamtreeId, event) => {
    events.push({ teamtreeId, event });
    hub.toTree(teamtreeId, event);
  };
  context.hub = wrapped;
  return events;
}

/** A valid create body under `parentId`; override any field. */
export function newProfile(teamtreeId: string, parentId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    teamtreeId,
    parentId,
    name: 'Paula Partner',
    phone: '+49 1701234567',
    birthday: '1990-05-17',
    billDate: '2030-02-28',
    reminders: [],
    categories: [],
    ...overrides,
  };
}
