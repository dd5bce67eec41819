import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connect';
import { registerUser, registration } from '../support/accounts';
import { spawnServer, type ChildServer } from '../support/child-server';
import { ApiClient } from '../support/http';
import { login } from '../support/sessions';
import { connectionUrlOf, createTestDatabase, testDatabaseKind } from '../support/test-database';

const WORKERS = 8;
const SIGTERM_AFTER = 6; // registrations answered 201 before the signal
const MAX_ATTEMPTS = 300; // a safety net should the server ignore the signal

/** One registration: its answer, and whether that answer came after SIGTERM was sent. */
type Outcome = { email: string; status: number | 'network error'; answeredAfterSigterm: boolean };

let dataDir: string;
let database: Database | null = null;
const env: Record<string, string> = {};
const children: ChildServer[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-shutdown-'));
  env.DATA_DIR = dataDir;
  if (testDatabaseKind() === 'postgres') {
    database = await createTestDatabase();
    env.DATABASE_URL = connectionUrlOf(database)!;
  }
});
afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ChildServer> {
  const child = await spawnServer(env);
  children.push(child);
  return child;
}

/**
 * Keeps WORKERS registrations in flight; sends SIGTERM once SIGTERM_AFTER have been answered;
 * each worker stops at its first refusal (503 or a closed connection).
 */
async function registrationBurstWithSigterm(child: ChildServer): Promise<Outcome[]> {
  const api = new ApiClient(child.url);
  const outcomes: Outcome[] = [];
  let signalled = false;
  let attempts = 0;
  const worker = async () => {
    while (attempts++ < MAX_ATTEMPTS) {
      const input = registration({ stay: false });
      let status: Outcome['status'];
      try {
        status = (await api.post('/api/auth/register', input)).status;
      } catch {
        status = 'network error';
      }
      outcomes.push({ email: input.email, status, answeredAfterSigterm: signalled });
      if (!signalled && outcomes.filter((o) => o.status === 201).length >= SIGTERM_AFTER) {
        signalled = true;
        child.process.kill('SIGTERM');
      }
      if (status !== 201) return;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return outcomes;
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the requests in flight, loses no answered write, and never answers 500', async () => {
    const first = await start();
    const api = new ApiClient(first.url);
    const earlier = await registerUser(api);

    const outcomes = await registrationBurstWithSigterm(first);
    const exit = await first.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(first.output().stdout).toContain('SIGTERM received');
    expect(first.output().stderr).not.toMatch(/\[error\]|Internal error/);

    const statuses = new Set(outcomes.map((o) => o.status));
    expect([...statuses].filter((s) => s !== 201 && s !== 503 && s !== 'network error')).toEqual([]);
    const stored = outcomes.filter((o) => o.status === 201);
    expect(stored.length).toBeGreaterThanOrEqual(SIGTERM_AFTER);
    // Requests that were in flight when the signal came were finished, not dropped.
    expect(stored.filter((o) => o.answeredAfterSigterm).length).toBeGreaterThan(0);
    // Every worker was eventually refused: the server stopped accepting.
    expect(outcomes.filter((o) => o.status !== 201)).toHaveLength(WORKERS);

    const second = await start();
    const again = new ApiClient(second.url);
    for (const { email } of stored) {
      const res = await login(again, { email, password: 'correct horse battery' });
      expect(res.status, `${email} answered 201 before the restart`).toBe(200);
    }
    for (const { email } of outcomes.filter((o) => o.status === 503)) {
      expect((await login(again, { email, password: 'correct horse battery' })).status).toBe(401);
    }
    // Access tokens stay valid across a restart (the signing secret is kept).
    expect((await again.get('/api/auth/me', { token: earlier.access })).status).toBe(200);

    second.process.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 180_000);
});
