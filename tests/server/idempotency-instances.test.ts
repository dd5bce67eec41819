import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_RUNNING } from '../../shared/schemas/idempotency';
import type { Database } from '../../server/db/connect';
import { registerUser, type TestUser } from '../support/accounts';
import { spawnServer, type ChildServer } from '../support/child-server';
import { ApiClient, type ApiResponse } from '../support/http';
import { hasPart } from '../support/machine-parts';
import { newProfile } from '../support/seed';
import { connectionUrlOf, createPostgresTestDatabase } from '../support/test-database';
import { treeBody } from './trees-fixtures';

/**
 * Two server PROCESSES on one PostgreSQL database, as behind a load balancer: a key used on
 * one instance is known to the other (its repeat is replayed there, its reuse for another
 * request refused), and repeats racing on both instances write once.
 */

const baseUrl = hasPart('PostgreSQL (two instances share one database)', process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set')
  ? process.env.TEST_DATABASE_URL
  : undefined;

let database: Database;
let dataDirs: string[] = [];
let servers: ChildServer[] = [];
let apiA: ApiClient;
let apiB: ApiClient;
let owner: TestUser;
let teamtreeId: string;
let rootId: string;

const keyed = (key: string) => ({ token: owner.access, headers: { 'Idempotency-Key': key } });
const answer = (res: ApiResponse) => ({ status: res.status, body: res.body, replayed: res.headers.get('idempotent-replayed') });
const profilesNamed = async (name: string) => database.knex('profiles').where({ teamtree_id: teamtreeId, name }).pluck('id');

describe.skipIf(!baseUrl)('Idempotency-Key across two server instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    const url = connectionUrlOf(database);
    if (!url) throw new Error('no connection URL for the test database');
    dataDirs = await Promise.all([1, 2].map(() => fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-instance-'))));
    servers = await Promise.all(dataDirs.map((dir) => spawnServer({ DATABASE_URL: url, DATA_DIR: dir })));
    [apiA, apiB] = servers.map((server) => new ApiClient(server.url));
    owner = await registerUser(apiA, { firstName: 'Olga' });
    const created = await apiA.post('/api/teamtree', treeBody(), { token: owner.access });
    expect(created.status).toBe(201);
    teamtreeId = created.body.teamtree.id;
    rootId = (await database.knex('profiles').where({ teamtree_id: teamtreeId }).first('id')).id;
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('replays on B what the key answered on A, and refuses it on B for another body', async () => {
    const key = crypto.randomUUID();
    const body = newProfile(teamtreeId, rootId, { name: 'Anton Across' });
    const onA = await apiA.post('/api/teamtree/profile', body, keyed(key));
    expect(onA.status).toBe(201);
    const onB = await apiB.post('/api/teamtree/profile', body, keyed(key));
    expect(answer(onB)).toEqual({ ...answer(onA), replayed: 'true' });
    const reused = await apiB.post('/api/teamtree/profile', { ...body, name: 'Anton Other' }, keyed(key));
    expect(answer(reused)).toEqual({ status: 422, body: { error: IDEMPOTENCY_KEY_REUSED, code: 'validation' }, replayed: null });
    expect(await profilesNamed('Anton Across')).toEqual([onA.body.profile.id]);
    expect(await profilesNamed('Anton Other')).toEqual([]);
  });

  it('writes once when repeats race on both instances', async () => {
    const key = crypto.randomUUID();
    const body = newProfile(teamtreeId, rootId, { name: 'Rena Race' });
    const answers = await Promise.all([apiA, apiB, apiA, apiB, apiA, apiB].map((api) => api.post('/api/teamtree/profile', body, keyed(key))));
    const ids = await profilesNamed('Rena Race');
    expect(ids).toHaveLength(1);
    for (const res of answers) {
      if (res.status === 409) expect(res.body).toEqual({ error: IDEMPOTENCY_KEY_RUNNING, code: 'conflict' });
      else expect({ status: res.status, id: res.body.profile?.id }).toEqual({ status: 201, id: ids[0] });
    }
    expect(answers.filter((res) => res.status === 201 && res.headers.get('idempotent-replayed') === null)).toHaveLength(1);
  });
});
