import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepClaimFresh, REFRESH_EVERY_MS } from '../../server/idempotency/keep-claim-fresh';
import { insertClaim, purgeExpiredBatch, readKey } from '../../server/idempotency/key-store';
import { registerUser, type TestUser } from '../support/accounts';
import { ApiClient, type ApiResponse } from '../support/http';
import { newProfile, seedTree, type SeededTree } from '../support/seed';
import { startTestServer, type TestServer } from '../support/test-server';
import { createTree, shareTokenOf } from './trees-fixtures';

/**
 * What a key keeps and what it gives up: a failed request (5xx) or one told to try again later
 * (429) leaves the key free for the retry; a running request keeps its claim fresh; keys older
 * than 24 hours are purged in batches.
 */

const logged: string[] = [];
let server: TestServer;
const api = new ApiClient(() => server.url);
let owner: TestUser;
let tree: SeededTree;
const db = (): Knex => server.context.db;

beforeAll(async () => {
  const log = { log: () => {}, warn: () => {}, error: (...args: unknown[]) => void logged.push(args.map(String).join(' ')) };
  server = await startTestServer({}, { log });
  owner = await registerUser(api, { firstName: 'Olga' });
  tree = await seedTree(db(), owner);
});
afterAll(() => server?.close());

const keyed = (token: string, key: string) => ({ token, headers: { 'Idempotency-Key': key } });
const replayed = (res: ApiResponse) => res.headers.get('idempotent-replayed');

describe('a key whose request failed', () => {
  it('is free again after a server error, and the retry writes once', async () => {
    // A planted database failure for one name: the route answers 500 like any internal error.
    await db().raw(`CREATE FUNCTION tt_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Fritz Failure' THEN RAISE EXCEPTION 'planted failure'; END IF; RETURN NEW; END $$`);
    await db().raw('CREATE TRIGGER tt_test_refuse BEFORE INSERT ON profiles FOR EACH ROW EXECUTE FUNCTION tt_test_refuse()');
    const key = crypto.randomUUID();
    const body = newProfile(tree.teamtreeId, tree.rootId, { name: 'Fritz Failure' });
    try {
      const failed = await api.post('/api/teamtree/profile', body, keyed(owner.access, key));
      expect({ status: failed.status, body: failed.body }).toEqual({ status: 500, body: { error: 'Internal error', code: 'internal' } });
      expect(logged.some((line) => line.includes('planted failure'))).toBe(true);
    } finally {
      await db().raw('DROP TRIGGER tt_test_refuse ON profiles');
      await db().raw('DROP FUNCTION tt_test_refuse()');
    }
    const retry = await api.post('/api/teamtree/profile', body, keyed(owner.access, key));
    expect({ status: retry.status, replayed: replayed(retry) }).toEqual({ status: 201, replayed: null });
    expect(replayed(await api.post('/api/teamtree/profile', body, keyed(owner.access, key)))).toBe('true');
    expect(await db()('profiles').where({ teamtree_id: tree.teamtreeId, name: 'Fritz Failure' }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('is free again after a 429 (over the join limit), and the retry runs', async () => {
    const treeId = await createTree(api, owner.access, { name: 'Join tree' });
    const token = await shareTokenOf(api, owner.access, treeId);
    const joiner = await registerUser(api, { firstName: 'Jo' });
    await db()('rate_limits').insert({ key: `join:${joiner.id}`, points: 1000, expire: Date.now() + 3_600_000 });
    const key = crypto.randomUUID();
    const limited = await api.post(`/api/teamtree/join/${token}`, {}, keyed(joiner.access, key));
    expect(limited.status).toBe(429);
    await db()('rate_limits').where({ key: `join:${joiner.id}` }).del();
    const retry = await api.post(`/api/teamtree/join/${token}`, {}, keyed(joiner.access, key));
    expect({ status: retry.status, replayed: replayed(retry) }).toEqual({ status: 201, replayed: null });
    expect(replayed(await api.post(`/api/teamtree/join/${token}`, {}, keyed(joiner.access, key)))).toBe('true');
  });
});

describe('a running request', () => {
  it('refreshes its claim, so it never looks like the claim of a dead process', async () => {
    const held = await insertClaim(db(), { userId: owner.id, key: crypto.randomUUID(), method: 'POST', path: '/api/teamtree/profile', bodyHash: 'h' });
    if (!held) throw new Error('no claim');
    await db()('idempotency_keys').where({ user_id: held.userId, key: held.key }).update({ locked_at: db().raw(`now() - interval '61 seconds'`) });
    expect(await readKey(db(), held.userId, held.key)).toMatchObject({ state: 'running', stale: true });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const freshness = keepClaimFresh(server.context, held);
      vi.advanceTimersByTime(REFRESH_EVERY_MS);
      await freshness.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await readKey(db(), held.userId, held.key)).toMatchObject({ state: 'running', stale: false });
  });
});

describe('keys older than 24 hours', () => {
  it('are purged in batches, younger keys stay', async () => {
    const keys = Array.from({ length: 3 }, () => crypto.randomUUID());
    for (const key of keys) expect((await api.post('/api/teamtree/profile', newProfile(tree.teamtreeId, tree.rootId, { name: 'Paul Purge' }), keyed(owner.access, key))).status).toBe(201);
    await db()('idempotency_keys').where({ user_id: owner.id }).whereIn('key', keys.slice(0, 2)).update({ created_at: db().raw(`now() - interval '25 hours'`) });
    expect(await purgeExpiredBatch(db())).toBe(2);
    const left = await db()('idempotency_keys').where({ user_id: owner.id }).whereIn('key', keys).pluck('key');
    expect(left).toEqual([keys[2]]);
  });
});
