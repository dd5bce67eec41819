import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '../../server/db/connect';
import { migrateDatabase, pendingMigrations } from '../../server/db/migrate';
import { spawnServer, ServerExitedError, type ChildServer } from '../support/child-server';
import { ApiClient } from '../support/http';
import { connectionUrlOf, createEmptyTestDatabase, testDatabaseKind } from '../support/test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INSTANCES = 6;
const ROUNDS = 3;

/** `npm run migrate` as package.json runs it, with these settings; resolves with how it ended. */
function runMigrateCommand(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const baseEnv = { ...process.env };
  delete baseEnv.DATABASE_URL;
  delete baseEnv.DATA_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/migrate-main.ts'], { cwd: ROOT, env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe.runIf(testDatabaseKind() === 'postgres')('instances migrating an empty PostgreSQL database together', () => {
  it(`all ${INSTANCES} come through, ${ROUNDS} times, and each migration runs once`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const empty = await createEmptyTestDatabase();
      const every = await pendingMigrations(empty.knex);
      // Each instance with its own pool, as separate processes have.
      const instances = await Promise.all(Array.from({ length: INSTANCES }, () => connectPostgres(connectionUrlOf(empty)!, 2)));
      try {
        const results = await Promise.allSettled(instances.map((db) => migrateDatabase(db)));
        const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
        expect(failures, `round ${round}`).toEqual([]);
        const ran = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
        expect(ran.sort(), `round ${round}: every migration ran exactly once`).toEqual([...every].sort());
        expect(await pendingMigrations(empty.knex)).toEqual([]);
      } finally {
        await Promise.all(instances.map((db) => db.close()));
        await empty.close();
      }
    }
  }, 120_000);
});

describe('npm run migrate, and starting with MIGRATE=0', () => {
  let dataDir: string;
  let empty: Database | null = null;
  const env: Record<string, string> = {};
  const children: ChildServer[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-migrate-'));
    env.DATA_DIR = dataDir;
    if (testDatabaseKind() === 'postgres') {
      empty = await createEmptyTestDatabase();
      env.DATABASE_URL = connectionUrlOf(empty)!;
    }
  });
  afterAll(async () => {
    for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
    await empty?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('a start with MIGRATE=0 on a database that is behind refuses to serve, naming the migrate step', async () => {
    const refused = await spawnServer({ ...env, MIGRATE: '0' }).then(
      (child) => {
        children.push(child);
        return null;
      },
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ServerExitedError);
    const { code, stderr } = refused as ServerExitedError;
    expect(code).toBe(1);
    expect(stderr).toMatch(/schema is behind this version.*npm run migrate/);
  }, 90_000);

  it('migrates and exits; a second run has nothing to do; then MIGRATE=0 starts and serves', async () => {
    const first = await runMigrateCommand(env);
    expect(first, first.stderr).toMatchObject({ code: 0 });
    expect(first.stdout).toMatch(/^Migrated .*001_accounts/m);

    const second = await runMigrateCommand(env);
    expect(second, second.stderr).toMatchObject({ code: 0 });
    expect(second.stdout).toMatch(/is up to date/);

    const child = await spawnServer({ ...env, MIGRATE: '0' });
    children.push(child);
    const res = await new ApiClient(child.url).get('/api/health');
    expect(res.status).toBe(200);
    child.process.kill('SIGTERM');
    expect(await child.exited).toEqual({ code: 0, signal: null });
  }, 90_000);
});
