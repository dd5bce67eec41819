import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import type { Permission } from '../../shared/domain/constants';
import { teamtreeUpdateEvent } from '../../shared/schemas/realtime';
import { isErrorCode } from '../../shared/schemas/error-codes';
import type { RealtimeHub } from '../../server/realtime/hub';
import type { ApiClient } from '../support/http';
import type { TestServer } from '../support/test-server';

/** Helpers shared by the tree, sharing, join, settings and admin suites. */

export const TODAY = '2026-01-15';

export function treeBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Anna Root', phone: '+49 15112345678', birthday: '1990-05-17', billDate: TODAY, categories: [], ...overrides };
}

/** Creates a tree through the API and answers its id. */
export async function createTree(api: ApiClient, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await api.post('/api/teamtree', treeBody(overrides), { token });
  if (res.status !== 201) throw new Error(`create tree failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.teamtree.id;
}

/** Strictly rising creation times for the memberships this file adds (two inserts in one clock tick would tie). */
let lastMemberTime = 0;

/** Adds a membership directly in the database (fast, and no join limit); answers its id. Members are created in call order. */
export async function addMember(db: Knex, teamtreeId: string, userId: string, permission: Permission, linkedProfileId: string | null = null): Promise<string> {
  const id = crypto.randomUUID();
  lastMemberTime = Math.max(Date.now(), lastMemberTime + 1);
  await db('memberships').insert({ id, teamtree_id: teamtreeId, user_id: userId, permission, linked_profile_id: linkedProfileId, created_at: new Date(lastMemberTime) });
  return id;
}

/** Adds a profile directly in the database under a parent; answers its id. */
export async function addProfile(db: Knex, teamtreeId: string, parentId: string, name = 'Child'): Promise<string> {
  const id = crypto.randomUUID();
  await db('profiles').insert({ id, teamtree_id: teamtreeId, parent_id: parentId, name, phone: '', bill_date: TODAY, reminders: '[]' });
  return id;
}

export async function rootOf(db: Knex, teamtreeId: string): Promise<string> {
  const row = await db('profiles').where({ teamtree_id: teamtreeId }).whereNull('parent_id').first('id');
  return row.id;
}

export async function membershipIdOf(db: Knex, teamtreeId: string, userId: string): Promise<string> {
  const row = await db('memberships').where({ teamtree_id: teamtreeId, user_id: userId }).first('id');
  return row.id;
}

/** The tree's live share token, created through the API by a manager. */
export async function shareTokenOf(api: ApiClient, token: string, teamtreeId: string): Promise<string> {
  const res = await api.post('/api/teamtree/share', { teamtreeId }, { token });
  if (res.status !== 201 && res.status !== 200) throw new Error(`share failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.shareLink.token;
}

/** Everything stored about trees, in a stable order: compare before and after a refused request. */
export async function storedState(db: Knex): Promise<Record<string, unknown[]>> {
  const tables: [string, string[]][] = [
    ['teamtrees', ['id']],
    ['profiles', ['id']],
    ['memberships', ['id']],
    ['categories', ['id']],
    ['profile_tags', ['id']],
    ['share_links', ['id']],
    ['join_requests', ['id']],
    ['user_settings', ['user_id']],
    ['users', ['id']],
  ];
  const state: Record<string, unknown[]> = {};
  for (const [table, order] of tables) state[table] = await db(table).select('*').orderBy(order);
  return state;
}

export interface HubCall {
  kind: 'toUsers' | 'toTree' | 'evictFromTree';
  userIds?: string[];
  teamtreeId?: string;
  userId?: string;
  event?: Record<string, any>;
}

/** Records what the routes hand the realtime hub (and still delivers it). */
export function recordHub(server: TestServer): { calls: HubCall[]; clear(): void } {
  const real: RealtimeHub = server.context.hub;
  const calls: HubCall[] = [];
  server.context.hub = {
    ...real,
    toUsers: (userIds, event) => {
      calls.push({ kind: 'toUsers', userIds: [...userIds].sort(), event });
      real.toUsers(userIds, event);
    },
    toTree: (teamtreeId, event, forReaders) => {
      calls.push({ kind: 'toTree', teamtreeId, event });
      real.toTree(teamtreeId, event, forReaders);
    },
    evictFromTree: (userId, teamtreeId) => {
      calls.push({ kind: 'evictFromTree', userId, teamtreeId });
      real.evictFromTree(userId, teamtreeId);
    },
  };
  return { calls, clear: () => void calls.splice(0) };
}

/** Every recorded `teamtree-update` event matches the realtime contract. */
export function expectContractEvents(calls: HubCall[]): void {
  for (const call of calls) {
    if (call.event) expect(teamtreeUpdateEvent.safeParse(call.event).error?.issues ?? []).toEqual([]);
  }
}

/** Asserts an error answer: the status and a body of `{error, code}` (plus optional extra fields), `code` one of ERROR_CODES. */
export function expectError(res: { status: number; body: any }, status: number): void {
  expect({ status: res.status, error: typeof res.body?.error, knownCode: isErrorCode(res.body?.code) }).toEqual({ status, error: 'string', knownCode: true });
  expect(res.body.error.length).toBeGreaterThan(0);
}
